import { z } from 'zod';
import { adminNoteSchema, adminReasonSchema } from './admin-orders.ts';
import { refundViewSchema } from './refunds.ts';

/**
 * M-Pesa paid from the customer's own menu to the shop's paybill or till (C2B, decision 0038): what the back office
 * sees of the registration with Daraja, of payments waiting for a person, and of a statement pull.
 */
const successEnvelope = z.object({ success: z.literal(true) });

export const c2bRegistrationViewSchema = z.object({
  shortCode: z.string(), version: z.string(), confirmationUrl: z.string(), validationUrl: z.string(),
  ok: z.boolean(), answer: z.unknown(), registeredAt: z.string(),
});
export type C2bRegistrationView = z.infer<typeof c2bRegistrationViewSchema>;

export const c2bRegistrationResponseSchema = successEnvelope.extend({
  registration: c2bRegistrationViewSchema.nullable(),
  settings: z.object({ shortCode: z.string(), version: z.string(), confirmationUrl: z.string(), validationUrl: z.string() }),
});
export type C2bRegistrationResponse = z.infer<typeof c2bRegistrationResponseSchema>;

export const c2bOutcomes = ['received', 'paid', 'part-paid', 'held', 'unmatched', 'attached', 'known', 'refunding'] as const;

export const receivedPaymentSchema = z.object({
  id: z.string(), transId: z.string(), billRef: z.string(), reference: z.string(), amount: z.number(), msisdn: z.string(), payerName: z.string(),
  transactedAt: z.string(), receivedAt: z.string(), source: z.string(), outcome: z.enum(c2bOutcomes), note: z.string().nullable(),
  /** What the owner may do now: attach it to an order, or send it back to the payer. */
  actions: z.array(z.enum(['attach', 'refund'])),
});
export type ReceivedPayment = z.infer<typeof receivedPaymentSchema>;

export const receivedPaymentsQuerySchema = z.object({ cursor: z.string().max(100).optional() });
export const receivedPaymentsResponseSchema = successEnvelope.extend({ payments: z.array(receivedPaymentSchema), nextCursor: z.string().nullable() });
export type ReceivedPaymentsResponse = z.infer<typeof receivedPaymentsResponseSchema>;

export const receivedPaymentParamsSchema = z.object({ id: z.uuid({ error: 'Invalid payment id' }) });
export const attachReceivedBodySchema = z.object({
  reference: z.string().trim().min(1, 'Type the order reference or order id').max(40),
  /** Routine (the money stays in the shop): a note is optional. */
  reason: adminNoteSchema,
});
export type AttachReceivedBody = z.infer<typeof attachReceivedBodySchema>;
export const attachReceivedResponseSchema = successEnvelope.extend({ orderId: z.string(), outcome: z.enum(c2bOutcomes) });
export type AttachReceivedResponse = z.infer<typeof attachReceivedResponseSchema>;

/** Money leaves the shop: a reason is required, and kept in the audit log. */
export const refundReceivedBodySchema = z.object({ reason: adminReasonSchema });
export type RefundReceivedBody = z.infer<typeof refundReceivedBodySchema>;
/** The refund as it stands: reversal of the receipt, B2C, or handed to a person when neither can be made. */
export const refundReceivedResponseSchema = successEnvelope.extend({ outcome: z.literal('refunding'), refund: refundViewSchema });
export type RefundReceivedResponse = z.infer<typeof refundReceivedResponseSchema>;

export const statementPullResponseSchema = successEnvelope.extend({ found: z.number().int(), new: z.number().int(), matched: z.number().int() });
export type StatementPullResponse = z.infer<typeof statementPullResponseSchema>;
