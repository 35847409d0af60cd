import { z } from 'zod';
import { adminReasonSchema } from './admin-orders.ts';
import { paymentStatusSchema } from './orders.ts';

/** The back office's customers (/admin/customers): find, look at, suspend or reinstate, change role. Admin only. */

export const userRoles = ['customer', 'cashier', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];
export const userStatuses = ['unverified', 'active', 'suspended'] as const;
export type UserStatus = (typeof userStatuses)[number];

/** As ADMIN_PAGE_MAX in admin-orders.ts. */
const CUSTOMERS_PAGE_MAX = 50;

/** GET /api/admin/customers: any part of a name or e-mail, or a phone (any accepted form); role and status filters; keyset pages. */
export const adminCustomerListQuerySchema = z.object({
  q: z.string().trim().max(120).optional(),
  role: z.enum(userRoles, { error: 'role must be customer, cashier or admin' }).optional(),
  status: z.enum(userStatuses, { error: 'status must be unverified, active or suspended' }).optional(),
  cursor: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(CUSTOMERS_PAGE_MAX).optional(),
});
export type AdminCustomerListQuery = z.infer<typeof adminCustomerListQuerySchema>;

export const adminCustomerRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(userRoles),
  status: z.enum(userStatuses),
  points: z.number().int(),
  ordersCount: z.number().int(),
  joinedAt: z.string(),
});
export type AdminCustomerRow = z.infer<typeof adminCustomerRowSchema>;

export const adminCustomerListResponseSchema = z.object({
  success: z.literal(true),
  customers: z.array(adminCustomerRowSchema),
  nextCursor: z.string().nullable(),
});
export type AdminCustomerListResponse = z.infer<typeof adminCustomerListResponseSchema>;

export const adminCustomerParamsSchema = z.object({ userId: z.uuid({ error: 'userId must be a user id' }) });

/** An order in the customer's recent orders (amounts in shillings, as the storefront shows them). */
export const adminCustomerOrderSchema = z.object({
  orderId: z.string(),
  date: z.string(),
  amount: z.number(),
  status: z.string(),
  paymentStatus: paymentStatusSchema,
  paymentMethod: z.string(),
});
export type AdminCustomerOrder = z.infer<typeof adminCustomerOrderSchema>;

export const adminCustomerWaitlistSchema = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  weight: z.string(),
  quantity: z.number().int(),
  status: z.enum(['pending', 'notified']),
  createdAt: z.string(),
});
export type AdminCustomerWaitlistEntry = z.infer<typeof adminCustomerWaitlistSchema>;

export const adminCustomerOfferSchema = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  weight: z.string(),
  quantity: z.number().int(),
  /** Shillings. */
  price: z.number(),
  status: z.enum(['pending', 'accepted', 'rejected']),
  createdAt: z.string(),
});
export type AdminCustomerOffer = z.infer<typeof adminCustomerOfferSchema>;

/** GET /api/admin/customers/:userId */
export const adminCustomerDetailResponseSchema = z.object({
  success: z.literal(true),
  customer: adminCustomerRowSchema,
  recentOrders: z.array(adminCustomerOrderSchema),
  waitlist: z.array(adminCustomerWaitlistSchema),
  offers: z.array(adminCustomerOfferSchema),
  activeSessions: z.number().int(),
});
export type AdminCustomerDetailResponse = z.infer<typeof adminCustomerDetailResponseSchema>;

/** POST /api/admin/customers/:userId/suspend and /reinstate. */
export const adminCustomerReasonBodySchema = z.object({ reason: adminReasonSchema });
export type AdminCustomerReasonBody = z.infer<typeof adminCustomerReasonBodySchema>;

/** POST /api/admin/customers/:userId/role */
export const adminCustomerRoleBodySchema = z.object({
  role: z.enum(userRoles, { error: 'Choose customer, cashier or admin' }),
  reason: adminReasonSchema,
});
export type AdminCustomerRoleBody = z.infer<typeof adminCustomerRoleBodySchema>;

/** Every action answers the customer as they now stand. */
export const adminCustomerActionResponseSchema = z.object({ success: z.literal(true), message: z.string(), customer: adminCustomerRowSchema });
export type AdminCustomerActionResponse = z.infer<typeof adminCustomerActionResponseSchema>;
