import { z } from 'zod';

/** Refunds paid back through the providers (decision 0039): the states, what the customer and the back office see. */
export const REFUND_STATES = ['requested', 'sent', 'unknown', 'confirming', 'succeeded', 'failed', 'manual'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export const refundViewSchema = z.object({
  id: z.string(), state: z.enum(REFUND_STATES), method: z.string(), provider: z.string(), amount: z.number(), receipt: z.string().nullable(),
  /** The customer's sentence: "Refund of Ksh 1,500.00 to M-Pesa 0712 345 678: sent (receipt …)". */
  text: z.string(), createdAt: z.string(),
});
export type RefundView = z.infer<typeof refundViewSchema>;

export const adminRefundSchema = refundViewSchema.extend({
  orderId: z.string().nullable(), source: z.string(), reason: z.string(), phone: z.string().nullable(), paidReceipt: z.string().nullable(),
  resultMessage: z.string().nullable(), tries: z.number(), handBackNote: z.string().nullable(), handedBackAt: z.string().nullable(), updatedAt: z.string(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

export const orderRefundsResponseSchema = z.object({ success: z.literal(true), refunds: z.array(refundViewSchema) });
export type OrderRefundsResponse = z.infer<typeof orderRefundsResponseSchema>;
export const adminRefundsResponseSchema = z.object({ success: z.literal(true), refunds: z.array(adminRefundSchema) });
export type AdminRefundsResponse = z.infer<typeof adminRefundsResponseSchema>;
export const handBackBodySchema = z.object({ note: z.string().max(500, 'Keep the note under 500 characters') });
export const handBackResponseSchema = z.object({ success: z.literal(true), refund: adminRefundSchema });
export type HandBackResponse = z.infer<typeof handBackResponseSchema>;
