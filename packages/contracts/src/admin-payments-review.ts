import { z } from 'zod';
import { ADMIN_PAGE_MAX, adminNoteSchema, adminReasonSchema } from './admin-orders.ts';
import { PAYMENT_REFERENCE_MAX, adminMessages } from './admin-rules.ts';

/**
 * Payments needing a person (/admin/payments): online attempts still pending past their window, open payment flags
 * (paid after expiry, wrong amount or phone, contradicted callback) and orders paid twice. Admin only.
 */

/** Why an item is on the list: a stuck attempt, an open flag, or a second payment for an already paid order. */
export const paymentReviewKinds = ['stuck', 'flag', 'paid-twice'] as const;
export type PaymentReviewKind = (typeof paymentReviewKinds)[number];

export const paymentReviewActions = ['query', 'attach', 'refund', 'resolve'] as const;
export type PaymentReviewAction = (typeof paymentReviewActions)[number];

/** GET /api/admin/payments/review: oldest first, keyset pages. */
export const adminPaymentsReviewQuerySchema = z.object({
  cursor: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(ADMIN_PAGE_MAX).optional(),
});
export type AdminPaymentsReviewQuery = z.infer<typeof adminPaymentsReviewQuerySchema>;

export const adminPaymentReviewItemSchema = z.object({
  /** The flag's id for a flag, else the attempt's: unique in the list. */
  id: z.string(),
  kind: z.enum(paymentReviewKinds),
  attemptId: z.string(),
  flagId: z.string().nullable(),
  orderId: z.string(),
  orderPaymentStatus: z.enum(['pending', 'paid', 'failed']),
  customer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  method: z.string(),
  state: z.enum(['pending', 'paid', 'failed', 'expired', 'cancelled', 'refunded']),
  /** Shillings: what the attempt asked for, and the order's total. */
  amount: z.number(),
  orderAmount: z.number(),
  phone: z.string().nullable(),
  receipt: z.string().nullable(),
  /** When the attempt started (stuck) or the flag was raised, and how long ago in seconds. */
  since: z.string(),
  ageSeconds: z.number().int(),
  reason: z.string(),
  actions: z.array(z.enum(paymentReviewActions)),
});
export type AdminPaymentReviewItem = z.infer<typeof adminPaymentReviewItemSchema>;

export const adminPaymentsReviewResponseSchema = z.object({
  success: z.literal(true),
  items: z.array(adminPaymentReviewItemSchema),
  nextCursor: z.string().nullable(),
});
export type AdminPaymentsReviewResponse = z.infer<typeof adminPaymentsReviewResponseSchema>;

export const adminPaymentAttemptParamsSchema = z.object({ attemptId: z.uuid({ error: 'attemptId must be a payment id' }) });
export const adminPaymentFlagParamsSchema = z.object({ flagId: z.uuid({ error: 'flagId must be a flag id' }) });

/** POST /flags/:flagId/resolve: closing a flag on money that may have moved says why. */
export const adminPaymentReasonBodySchema = z.object({ reason: adminReasonSchema });
export type AdminPaymentReasonBody = z.infer<typeof adminPaymentReasonBodySchema>;

/** POST …/query and …/attach: routine (asking the provider, applying money that arrived), a note optional. */
export const adminPaymentNoteBodySchema = z.object({ reason: adminNoteSchema });
export type AdminPaymentNoteBody = z.infer<typeof adminPaymentNoteBodySchema>;

/** POST …/refund: the M-Pesa reference of the money sent back, and why. */
export const adminPaymentRefundBodySchema = z.object({
  reference: z.string({ error: adminMessages.referenceRequired }).trim().min(1, adminMessages.referenceRequired).max(PAYMENT_REFERENCE_MAX, adminMessages.referenceTooLong),
  reason: adminReasonSchema,
});
export type AdminPaymentRefundBody = z.infer<typeof adminPaymentRefundBodySchema>;

/** Every action answers the attempt's state after it, and the order's payment status. */
export const adminPaymentActionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  state: z.enum(['pending', 'paid', 'failed', 'expired', 'cancelled', 'refunded']),
  orderPaymentStatus: z.enum(['pending', 'paid', 'failed']),
});
export type AdminPaymentActionResponse = z.infer<typeof adminPaymentActionResponseSchema>;
