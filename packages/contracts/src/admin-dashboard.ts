import { z } from 'zod';

/** The back office's first screen (/admin): paid sales, orders by status, what needs a person, low stock. Admin only. */

/** Weights with fewer units than this are listed as low on stock. */
export const LOW_STOCK_BELOW = 5;
/** Days of the sales chart, today included. */
export const SALES_CHART_DAYS = 30;

/** Paid sales in shillings over a period (Nairobi days), in all and per payment method. */
export const salesFigureSchema = z.object({
  total: z.number(),
  orders: z.number().int(),
  byMethod: z.array(z.object({ method: z.string(), total: z.number(), orders: z.number().int() })),
});
export type SalesFigure = z.infer<typeof salesFigureSchema>;

export const adminDashboardResponseSchema = z.object({
  success: z.literal(true),
  /** The Nairobi day the figures were taken on (YYYY-MM-DD). */
  today: z.string(),
  sales: z.object({ today: salesFigureSchema, month: salesFigureSchema }),
  ordersByStatus: z.array(z.object({ status: z.string(), count: z.number().int() })),
  ordersByPaymentStatus: z.array(z.object({ paymentStatus: z.string(), count: z.number().int() })),
  paymentsNeedingPerson: z.number().int(),
  /** Customers' chat messages nobody at the shop has read, and from how many customers (/admin/inbox). */
  unreadMessages: z.number().int(),
  unreadConversations: z.number().int(),
  /** Customers' cancellation requests waiting for a decision (/admin/orders?attention=cancellation). */
  pendingCancellations: z.number().int(),
  /** Background jobs that keep failing: dead, or still being retried after an error (/admin/jobs). */
  failingJobs: z.number().int(),
  /** Set while cashier-code checks are paused shop-wide after too many wrong codes (someone is guessing): until when. */
  codeChecksPausedUntil: z.string().nullable(),
  lowStock: z.array(z.object({ productId: z.string(), name: z.string(), weight: z.string(), stock: z.number().int() })),
  /** Oldest first, one entry per Nairobi day, days without sales at 0. */
  salesByDay: z.array(z.object({ day: z.string(), total: z.number() })),
});
export type AdminDashboardResponse = z.infer<typeof adminDashboardResponseSchema>;
