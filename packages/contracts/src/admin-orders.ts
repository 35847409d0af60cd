import { z } from 'zod';
import { orderViewSchema, paymentStatusSchema } from './orders.ts';
import { ADMIN_REASON_MAX, ADMIN_REASON_MIN, PAYMENT_REFERENCE_MAX, adminMessages } from './admin-rules.ts';
import { ORDER_ID_PATTERN, paymentMethodIds } from './payment-methods.ts';
import { paymentAttemptStates } from './payment-events.ts';

/** The back office's orders and payments (/admin/orders) and its audit log (/admin/audit). Admin only. */

export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_PAGE_MAX = 50;

const orderRef = z.string().trim().regex(ORDER_ID_PATTERN, 'orderId must look like ORD-1700000000000-ab12cd34');
const cursor = z.string().trim().max(200).optional();
const day = z.iso.date({ error: 'Dates look like 2026-01-31' });
/** Why a person changed something: kept with the change in the audit log (and the payment timeline). */
export const adminReasonSchema = z.string({ error: adminMessages.reasonRequired }).trim()
  .min(ADMIN_REASON_MIN, adminMessages.reasonRequired).max(ADMIN_REASON_MAX, adminMessages.reasonTooLong);
/**
 * A routine action's optional note (dispatch, delivery, a payment seen arriving): kept in the audit log when given.
 * A reason stays required where money leaves the shop (refunds, cancellations, write-offs).
 */
export const adminNoteSchema = z.string({ error: adminMessages.noteNotText }).trim().max(ADMIN_REASON_MAX, adminMessages.reasonTooLong)
  .optional().transform((note) => note || undefined);

export const adminOrderStatuses = ['placed', 'delivered', 'cancelled'] as const;
export type AdminOrderStatus = (typeof adminOrderStatuses)[number];

/** Orders waiting for the shop: a cancellation request not yet decided, or customer messages nobody has read. */
export const adminOrderAttention = ['cancellation', 'messages'] as const;
export type AdminOrderAttention = (typeof adminOrderAttention)[number];

/** GET /api/admin/orders: filters (all optional; `from`/`to` are shop days, inclusive), search, keyset paging. */
export const adminOrderListQuerySchema = z.object({
  status: z.enum(adminOrderStatuses).optional(),
  paymentStatus: paymentStatusSchema.optional(),
  method: z.enum(paymentMethodIds).optional(),
  attention: z.enum(adminOrderAttention, { error: 'attention must be cancellation or messages' }).optional(),
  from: day.optional(),
  to: day.optional(),
  /** An order id (ORD-…), a phone, an e-mail or a name (the delivery address's or the account's). */
  q: z.string().trim().max(120).optional(),
  cursor,
  limit: z.coerce.number().int().min(1).max(ADMIN_PAGE_MAX).optional(),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

/** GET /api/admin/orders/export.csv: the list's filters and search, every page (a CSV file, streamed). */
export const adminOrderExportQuerySchema = adminOrderListQuerySchema.omit({ cursor: true, limit: true });
export type AdminOrderExportQuery = z.infer<typeof adminOrderExportQuerySchema>;

/** The customer's account behind an order (a walk-in sale: the cashier's account). */
export const adminOrderCustomerSchema = z.object({ id: z.string(), name: z.string(), email: z.string(), phone: z.string() });
export type AdminOrderCustomer = z.infer<typeof adminOrderCustomerSchema>;

export const adminOrderRowSchema = z.object({
  order: orderViewSchema,
  customer: adminOrderCustomerSchema,
  /** The customer's chat messages the shop has not read yet (a walk-in sale's: 0). */
  unreadMessages: z.number().int(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const adminOrderListResponseSchema = z.object({
  success: z.literal(true),
  orders: z.array(adminOrderRowSchema),
  nextCursor: z.string().nullable(),
});
export type AdminOrderListResponse = z.infer<typeof adminOrderListResponseSchema>;

export const adminOrderParamsSchema = z.object({ orderId: orderRef });

/** One append-only payment event, as recorded (amounts are not in events; the attempt has them). */
export const adminPaymentEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  source: z.string(),
  state: z.string().nullable(),
  decision: z.string(),
  note: z.string().nullable(),
  actorId: z.string().nullable(),
});
export type AdminPaymentEvent = z.infer<typeof adminPaymentEventSchema>;

/** What a payment attempt was for: the whole order, a deposit order's deposit, or a payment towards its balance. */
export const adminAttemptPurposes = ['full', 'deposit', 'balance'] as const;
export type AdminAttemptPurpose = (typeof adminAttemptPurposes)[number];

export const adminPaymentAttemptSchema = z.object({
  id: z.string(),
  provider: z.string(),
  purpose: z.enum(adminAttemptPurposes),
  providerRef: z.string().nullable(),
  state: z.enum(paymentAttemptStates),
  amount: z.number(),
  phone: z.string().nullable(),
  receipt: z.string().nullable(),
  resultCode: z.string().nullable(),
  resultMessage: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  events: z.array(adminPaymentEventSchema),
});
export type AdminPaymentAttempt = z.infer<typeof adminPaymentAttemptSchema>;

export const adminCancellationRequestSchema = z.object({
  id: z.string(),
  reason: z.string(),
  details: z.string().nullable(),
  status: z.enum(['pending', 'approved', 'rejected']),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminCancellationRequest = z.infer<typeof adminCancellationRequestSchema>;

/** GET /api/admin/orders/:orderId: the order (with its address), its customer, every payment attempt and events, any cancellation request. */
/**
 * One SMS the shop sent about an order (decision 0042): queued, sent (accepted by Africa's Talking), refused (a final
 * code) or skipped (SMS turned off, the number opted out); its delivery report's status once one came.
 */
export const adminSmsMessageSchema = z.object({
  id: z.string(), phone: z.string(), text: z.string(), parts: z.number().int(),
  status: z.enum(['queued', 'sent', 'refused', 'skipped']), statusCode: z.number().int().nullable(),
  deliveryStatus: z.string().nullable(), failureReason: z.string().nullable(),
  createdAt: z.string(), sentAt: z.string().nullable(), reportedAt: z.string().nullable(),
});
export type AdminSmsMessage = z.infer<typeof adminSmsMessageSchema>;

export const adminOrderDetailResponseSchema = z.object({
  success: z.literal(true),
  order: orderViewSchema,
  customer: adminOrderCustomerSchema,
  attempts: z.array(adminPaymentAttemptSchema),
  cancellation: adminCancellationRequestSchema.nullable(),
  messages: z.array(adminSmsMessageSchema),
});
export type AdminOrderDetailResponse = z.infer<typeof adminOrderDetailResponseSchema>;

/** POST /api/admin/orders/:orderId/confirm-payment: a Sidian paybill transfer (a deposit order's too) or COD cash, with its M-Pesa/bank reference; a note if the person wants one. */
export const adminConfirmPaymentBodySchema = z.object({
  reference: z.string({ error: adminMessages.referenceRequired }).trim().min(1, adminMessages.referenceRequired).max(PAYMENT_REFERENCE_MAX, adminMessages.referenceTooLong),
  reason: adminNoteSchema,
});
export type AdminConfirmPaymentBody = z.infer<typeof adminConfirmPaymentBodySchema>;

/** POST /api/admin/orders/:orderId/cancel: money may go back to the customer, so why is required. */
export const adminReasonBodySchema = z.object({ reason: adminReasonSchema });
export type AdminReasonBody = z.infer<typeof adminReasonBodySchema>;

/** POST /api/admin/orders/:orderId/dispatch and /deliver: routine, a note optional. */
export const adminNoteBodySchema = z.object({ reason: adminNoteSchema });
export type AdminNoteBody = z.infer<typeof adminNoteBodySchema>;

/** POST /api/admin/cancellations/:orderId/decide */
export const adminDecideCancellationBodySchema = z.object({ approve: z.boolean({ error: 'approve must be true or false' }), reason: adminReasonSchema });
export type AdminDecideCancellationBody = z.infer<typeof adminDecideCancellationBodySchema>;

/** Every action answers the order as it now stands. */
export const adminOrderActionResponseSchema = z.object({ success: z.literal(true), message: z.string(), order: orderViewSchema });
export type AdminOrderActionResponse = z.infer<typeof adminOrderActionResponseSchema>;

/** The audit log's schemas live in admin-audit.ts; re-exported so existing imports keep working. */
export * from './admin-audit.ts';
