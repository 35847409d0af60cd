import { z } from 'zod';

/**
 * A day's money side by side (/admin/reconciliation): for each payment method and provider, what the shop recorded
 * beside what the provider's statement says, and every difference. Amounts in cents; the day is a Nairobi calendar day.
 */

export const RECONCILIATION_DATE_MESSAGE = 'Give the day to reconcile as date=YYYY-MM-DD (a Nairobi calendar day, today or earlier).';

export const reconciliationDifferenceKinds = ['missing-there', 'missing-here', 'amount-differs'] as const;
export type ReconciliationDifferenceKind = (typeof reconciliationDifferenceKinds)[number];

/** The words the screen, the CSV and the owner's mail use for each kind. */
export const RECONCILIATION_DIFFERENCE_LABELS: Record<ReconciliationDifferenceKind, string> = {
  'missing-there': 'Paid here but absent there',
  'missing-here': 'There but not here',
  'amount-differs': 'Amounts differ',
};

const totalsSchema = z.object({
  paidCents: z.number().int(),
  refundedCents: z.number().int(),
  netCents: z.number().int(),
  count: z.number().int(),
  refundCount: z.number().int(),
});
export type ReconciliationTotals = z.infer<typeof totalsSchema>;

/** What the provider side is: read (with its totals), could not be read (and why), or there is none to read (and why). */
export const providerSideSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('read'), totals: totalsSchema }),
  z.object({ status: z.literal('unreadable'), reason: z.string() }),
  z.object({ status: z.literal('not-configured'), reason: z.string() }),
  z.object({ status: z.literal('none'), reason: z.string() }),
]);
export type ProviderSide = z.infer<typeof providerSideSchema>;

export const reconciliationDifferenceSchema = z.object({
  ledger: z.string(),
  kind: z.enum(reconciliationDifferenceKinds),
  entry: z.enum(['payment', 'refund']),
  /** The shop's order (ORD-…) when the shop has a record of it. */
  orderId: z.string().nullable(),
  attemptId: z.string().nullable(),
  providerRef: z.string().nullable(),
  shopAmountCents: z.number().int().nullable(),
  providerAmountCents: z.number().int().nullable(),
  at: z.string(),
});
export type ReconciliationDifference = z.infer<typeof reconciliationDifferenceSchema>;

export const reconciliationLedgerSchema = z.object({
  id: z.string(),
  label: z.string(),
  shop: totalsSchema,
  provider: providerSideSchema,
  /** Cash: what each person took (by the security code they showed, or who confirmed it); empty for the others. */
  cashiers: z.array(z.object({ cashierId: z.string().nullable(), name: z.string(), paidCents: z.number().int(), count: z.number().int() })),
});
export type ReconciliationLedger = z.infer<typeof reconciliationLedgerSchema>;

export const reconciliationResponseSchema = z.object({
  success: z.literal(true),
  date: z.string(),
  window: z.object({ from: z.string(), to: z.string() }),
  ledgers: z.array(reconciliationLedgerSchema),
  differences: z.array(reconciliationDifferenceSchema),
});
export type ReconciliationResponse = z.infer<typeof reconciliationResponseSchema>;

export const reconciliationQuerySchema = z.object({ date: z.string({ error: RECONCILIATION_DATE_MESSAGE }) });
