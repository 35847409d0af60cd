import { z } from 'zod';
import { ADMIN_REASON_MAX, adminMessages } from './admin-rules.ts';
import { ADMIN_PAGE_MAX, adminReasonSchema } from './admin-orders.ts';
import { adminPersonSchema } from './admin-offers.ts';
import { paymentStatusSchema } from './orders.ts';

/**
 * The back office's coupons (/admin/coupons): list, create, end, and the orders that used one. Admin only, audited.
 * There is no "disabled" column: ending a coupon sets its expiry to now (a coupon's validity window is its switch).
 */

export const adminCouponKinds = ['percentage', 'fixed'] as const;
export type AdminCouponKind = (typeof adminCouponKinds)[number];
export const adminCouponStatuses = ['active', 'ended'] as const;
export const ADMIN_COUPON_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,39}$/;
export const ADMIN_COUPON_FIXED_MAX = 1_000_000;
export const ADMIN_COUPON_USES_MAX = 1_000_000;

export const adminCouponMessages = {
  code: 'The code is 3 to 40 letters, digits, - or _',
  discount: 'The discount is a whole number, 1 or more',
  percentage: 'A percentage is a whole number from 1 to 100',
  fixed: `A fixed discount is a whole number of Ksh from 1 to 1,000,000`,
  minSubtotal: 'The minimum cart is a whole number of Ksh, 0 or more',
  expiresAt: 'The expiry must be a date and time',
  expiryPast: 'The expiry must be in the future',
  maxUses: 'The usage limit is a whole number, 1 or more',
  perUserLimit: 'The per-customer limit is a whole number, 1 or more',
  customerId: 'customerId must be a customer id',
  duplicate: 'A coupon with this code already exists.',
  customerMissing: 'That customer does not exist.',
  notFound: 'Coupon not found',
  alreadyEnded: 'This coupon has already ended.',
} as const;

const cursor = z.string().trim().regex(/^\d{1,7}$/, 'cursor must be a page offset').optional();
const wholeNumber = (message: string, min: number, max: number) => z.number({ error: message }).int(message).min(min, message).max(max, message);

/** GET /api/admin/coupons: active (usable now or later) or ended (expired or used up); a part of the code; offset pages. */
export const adminCouponListQuerySchema = z.object({
  status: z.enum(adminCouponStatuses, { error: 'status must be active or ended' }).optional(),
  q: z.string().trim().max(40).optional(),
  cursor,
  limit: z.coerce.number().int().min(1).max(ADMIN_PAGE_MAX).optional(),
});
export type AdminCouponListQuery = z.infer<typeof adminCouponListQuerySchema>;

/** A coupon as the owner sees it: `discount` is the percent or the Ksh amount (as the spec's Coupon), `uses` so far. */
export const adminCouponRowSchema = z.object({
  id: z.string(),
  code: z.string(),
  type: z.enum(adminCouponKinds),
  discount: z.number(),
  minSubtotal: z.number(),
  startsAt: z.string(),
  expiresAt: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  perUserLimit: z.number().int(),
  uses: z.number().int(),
  /** The one customer who may use it (a personal coupon, e.g. redeemed points), or null: anyone. */
  customer: adminPersonSchema.nullable(),
  state: z.enum(['active', 'scheduled', 'expired', 'used-up']),
  createdAt: z.string(),
});
export type AdminCouponRow = z.infer<typeof adminCouponRowSchema>;

export const adminCouponListResponseSchema = z.object({ success: z.literal(true), coupons: z.array(adminCouponRowSchema), nextCursor: z.string().nullable() });
export type AdminCouponListResponse = z.infer<typeof adminCouponListResponseSchema>;

/** POST /api/admin/coupons */
export const adminCreateCouponBodySchema = z.object({
  code: z.string({ error: adminCouponMessages.code }).trim().toUpperCase().regex(ADMIN_COUPON_CODE_PATTERN, adminCouponMessages.code),
  type: z.enum(adminCouponKinds, { error: 'type must be percentage or fixed' }),
  discount: z.number({ error: adminCouponMessages.discount }).int(adminCouponMessages.discount).min(1, adminCouponMessages.discount).max(ADMIN_COUPON_FIXED_MAX, adminCouponMessages.fixed),
  minSubtotal: wholeNumber(adminCouponMessages.minSubtotal, 0, ADMIN_COUPON_FIXED_MAX).optional(),
  expiresAt: z.iso.datetime({ offset: true, error: adminCouponMessages.expiresAt }).nullable().optional(),
  maxUses: wholeNumber(adminCouponMessages.maxUses, 1, ADMIN_COUPON_USES_MAX).nullable().optional(),
  perUserLimit: wholeNumber(adminCouponMessages.perUserLimit, 1, ADMIN_COUPON_USES_MAX).optional(),
  customerId: z.uuid({ error: adminCouponMessages.customerId }).nullable().optional(),
  reason: z.string().trim().max(ADMIN_REASON_MAX, adminMessages.reasonTooLong).optional(),
}).refine((body) => body.type !== 'percentage' || body.discount <= 100, { path: ['discount'], message: adminCouponMessages.percentage });
export type AdminCreateCouponBody = z.input<typeof adminCreateCouponBodySchema>;

export const adminCouponParamsSchema = z.object({ couponId: z.uuid({ error: 'couponId must be a coupon id' }) });

/** POST /api/admin/coupons/:couponId/disable: ends it now (its expiry becomes now). */
export const adminDisableCouponBodySchema = z.object({ reason: adminReasonSchema });
export type AdminDisableCouponBody = z.infer<typeof adminDisableCouponBodySchema>;

export const adminCouponActionResponseSchema = z.object({ success: z.literal(true), message: z.string(), coupon: adminCouponRowSchema });
export type AdminCouponActionResponse = z.infer<typeof adminCouponActionResponseSchema>;

/** One order that used the coupon (the order may be gone: a use outlives nothing, but its fields then are null). */
export const adminCouponUseSchema = z.object({
  orderId: z.string(),
  customer: adminPersonSchema,
  usedAt: z.string(),
  amount: z.number().nullable(),
  couponDiscount: z.number().nullable(),
  paymentStatus: paymentStatusSchema.nullable(),
});
export type AdminCouponUse = z.infer<typeof adminCouponUseSchema>;

/** GET /api/admin/coupons/:couponId/uses: the coupon and its uses, newest first. */
export const adminCouponUsesResponseSchema = z.object({ success: z.literal(true), coupon: adminCouponRowSchema, uses: z.array(adminCouponUseSchema) });
export type AdminCouponUsesResponse = z.infer<typeof adminCouponUsesResponseSchema>;
