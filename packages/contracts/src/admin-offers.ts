import { z } from 'zod';
import { ADMIN_REASON_MAX, adminMessages } from './admin-rules.ts';
import { ADMIN_PAGE_MAX, adminReasonSchema } from './admin-orders.ts';

/** The back office's price offers (/admin/offers) and waitlist (/admin/waitlist). Admin only. */

const productId = z.uuid({ error: 'productId must be a product id' });
/** Pages are numbered by offset: the lists sort by product, which has no stable keyset of its own. */
const cursor = z.string().trim().regex(/^\d{1,7}$/, 'cursor must be a page offset').optional();
const limit = z.coerce.number().int().min(1).max(ADMIN_PAGE_MAX).optional();

export const adminOfferStatuses = ['pending', 'accepted', 'rejected'] as const;
export type AdminOfferStatus = (typeof adminOfferStatuses)[number];
export const adminOfferSorts = ['newest', 'product'] as const;

/** GET /api/admin/offers: by status and product; newest first, or grouped by product (then newest). */
export const adminOfferListQuerySchema = z.object({
  status: z.enum(adminOfferStatuses).optional(),
  productId: productId.optional(),
  sort: z.enum(adminOfferSorts).optional(),
  cursor,
  limit,
});
export type AdminOfferListQuery = z.infer<typeof adminOfferListQuerySchema>;

export const adminPersonSchema = z.object({ id: z.string(), name: z.string(), email: z.string(), phone: z.string() });

/** One offer as the owner decides it: prices in shillings; `state` adds expired/used to the stored status. */
export const adminOfferRowSchema = z.object({
  id: z.string(),
  status: z.enum(adminOfferStatuses),
  state: z.enum(['pending', 'accepted', 'rejected', 'expired', 'used']),
  customer: adminPersonSchema,
  /** The phone the customer left with the offer, if any. */
  phone: z.string().nullable(),
  product: z.object({ id: z.string(), name: z.string() }),
  weight: z.string(),
  quantity: z.number().int(),
  listPrice: z.number(),
  offeredPrice: z.number(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type AdminOfferRow = z.infer<typeof adminOfferRowSchema>;

export const adminOfferListResponseSchema = z.object({ success: z.literal(true), offers: z.array(adminOfferRowSchema), nextCursor: z.string().nullable() });
export type AdminOfferListResponse = z.infer<typeof adminOfferListResponseSchema>;

export const adminOfferParamsSchema = z.object({ offerId: z.uuid({ error: 'offerId must be an offer id' }) });

export const OFFER_HOURS_MIN = 1;
export const OFFER_HOURS_MAX = 168;
export const OFFER_HOURS_DEFAULT = 48;
const hoursMessage = `The offer lasts ${OFFER_HOURS_MIN} to ${OFFER_HOURS_MAX} hours`;

/** POST /api/admin/offers/:offerId/accept: how long the accepted price holds, and an optional note. */
export const adminAcceptOfferBodySchema = z.object({
  expiresInHours: z.number({ error: hoursMessage }).int(hoursMessage).min(OFFER_HOURS_MIN, hoursMessage).max(OFFER_HOURS_MAX, hoursMessage).default(OFFER_HOURS_DEFAULT),
  reason: z.string().trim().max(ADMIN_REASON_MAX, adminMessages.reasonTooLong).optional(),
});
export type AdminAcceptOfferBody = z.input<typeof adminAcceptOfferBodySchema>;

/** POST /api/admin/offers/:offerId/reject */
export const adminRejectOfferBodySchema = z.object({ reason: adminReasonSchema });
export type AdminRejectOfferBody = z.infer<typeof adminRejectOfferBodySchema>;

export const adminOfferActionResponseSchema = z.object({ success: z.literal(true), message: z.string(), offer: adminOfferRowSchema });
export type AdminOfferActionResponse = z.infer<typeof adminOfferActionResponseSchema>;

export const adminWaitlistStatuses = ['pending', 'notified'] as const;

/** GET /api/admin/waitlist: who waits for which product and weight, grouped by product and weight, in join order. */
export const adminWaitlistQuerySchema = z.object({
  productId: productId.optional(),
  status: z.enum(adminWaitlistStatuses).optional(),
  cursor,
  limit,
});
export type AdminWaitlistQuery = z.infer<typeof adminWaitlistQuerySchema>;

export const adminWaitlistRowSchema = z.object({
  id: z.string(),
  status: z.enum(adminWaitlistStatuses),
  customer: adminPersonSchema,
  phone: z.string().nullable(),
  product: z.object({ id: z.string(), name: z.string() }),
  weight: z.string(),
  quantity: z.number().int(),
  /** The weight's stock now: what the owner restocks. */
  stock: z.number().int(),
  joinedAt: z.string(),
  notifiedAt: z.string().nullable(),
});
export type AdminWaitlistRow = z.infer<typeof adminWaitlistRowSchema>;

export const adminWaitlistResponseSchema = z.object({ success: z.literal(true), entries: z.array(adminWaitlistRowSchema), nextCursor: z.string().nullable() });
export type AdminWaitlistResponse = z.infer<typeof adminWaitlistResponseSchema>;
