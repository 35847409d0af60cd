import { z } from 'zod';
import { ORDER_ID_PATTERN } from './payment-methods.ts';

/** The counter's screen (/cashier): today's cash orders to count the drawer, and confirming cash on delivery. */

export const cashierOrderSchema = z.object({
  orderId: z.string(),
  /** The order's short reference (what the customer says at the door or the counter). */
  reference: z.string(),
  /** The delivery phone, when the order has one. */
  phone: z.string().nullable(),
  placedAt: z.string(),
  customer: z.string(),
  paymentMethod: z.string(),
  paymentStatus: z.enum(['pending', 'paid', 'failed']),
  amount: z.number(),
});
export type CashierOrder = z.infer<typeof cashierOrderSchema>;

/** GET /api/cashier/orders/today: newest first; `total` is what was paid (the cash in the drawer). */
export const todaysCashOrdersResponseSchema = z.object({
  success: z.literal(true),
  orders: z.array(cashierOrderSchema),
  total: z.number(),
  paidCount: z.number().int(),
});
export type TodaysCashOrdersResponse = z.infer<typeof todaysCashOrdersResponseSchema>;

/** GET /api/cashier/orders/pending: cash-on-delivery orders waiting for their cash, oldest first; `q` matches reference, name or phone. */
export const CASHIER_PENDING_LIMIT = 50;
export const pendingCodQuerySchema = z.object({ q: z.string().trim().max(60).optional() });
export const pendingCodResponseSchema = z.object({ success: z.literal(true), orders: z.array(cashierOrderSchema) });
export type PendingCodResponse = z.infer<typeof pendingCodResponseSchema>;

export const cashierOrderParamsSchema = z.object({
  orderId: z.string().trim().regex(ORDER_ID_PATTERN, 'Enter an order id like ORD-1700000000000-ab12cd34'),
});

/** GET /api/cashier/orders/:orderId: a cash-on-delivery order waiting for its cash. */
export const cashierOrderResponseSchema = z.object({ success: z.literal(true), order: cashierOrderSchema });
export type CashierOrderResponse = z.infer<typeof cashierOrderResponseSchema>;

/** POST /api/cashier/orders/:orderId/confirm-cash */
export const confirmCashBodySchema = z.object({ note: z.string().trim().max(300).optional() }).optional();
export const confirmCashResponseSchema = z.object({ success: z.literal(true), message: z.string(), order: cashierOrderSchema });
export type ConfirmCashResponse = z.infer<typeof confirmCashResponseSchema>;
