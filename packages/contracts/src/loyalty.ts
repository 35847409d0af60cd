import { z } from 'zod';
import { MAX_POINTS_PER_HUNDRED_SHILLINGS } from './loyalty-rules.ts';

/** The wallet and redeem calls of spec 2 §7, and the coupons a customer holds (GET /api/coupon/user). */

/** GET /api/wallet/balance?userId={id}: the spec sends no header; only that user's own session is answered (0021). */
export const walletBalanceQuerySchema = z.object({ userId: z.string().trim().max(100).optional() });
export const walletBalanceResponseSchema = z.object({
  success: z.literal(true),
  /** The points the customer can redeem now (decision 0021 §8). */
  jbwallet: z.number().int(),
  /** Only when some are pending: points of orders whose return window is still open (not spendable yet). */
  pendingPoints: z.number().int().optional(),
  /** With `pendingPoints`: when the next of them become available (ISO; null when no date is known yet, e.g. not delivered). */
  nextAvailableAt: z.string().nullable().optional(),
});
export type WalletBalanceResponse = z.infer<typeof walletBalanceResponseSchema>;

/** POST /api/coupon/redeem: the spec's `userId` and `pointsToRedeem` (the full balance); the whole balance is redeemed. */
export const redeemBodySchema = z.object({
  userId: z.string().trim().max(100).optional(),
  pointsToRedeem: z.number({ error: 'pointsToRedeem must be a number' }).int('pointsToRedeem must be a whole number').min(0).max(100_000_000).optional(),
});
export type RedeemBody = z.infer<typeof redeemBodySchema>;

export const couponViewSchema = z.object({
  _id: z.string(),
  code: z.string(),
  type: z.enum(['percentage', 'fixed']),
  /** The percent, or the Ksh amount. */
  discount: z.number(),
  minSubtotal: z.number(),
  expiresAt: z.string().nullable(),
  /** Bound to this customer (e.g. made from their points), not a shop-wide code. */
  personal: z.boolean(),
});
export type CouponView = z.infer<typeof couponViewSchema>;

export const redeemResponseSchema = z.object({
  success: z.literal(true),
  jbwallet: z.number().int(),
  couponCode: z.string(),
  message: z.string(),
  coupon: couponViewSchema,
});
export type RedeemResponse = z.infer<typeof redeemResponseSchema>;

export const userCouponsResponseSchema = z.object({ success: z.literal(true), coupons: z.array(couponViewSchema) });
export type UserCouponsResponse = z.infer<typeof userCouponsResponseSchema>;

/** The owner's earning rate (/admin/settings). */
export const pointsRateSchema = z.number({ error: 'Points per Ksh 100 must be a whole number from 0 to 100' })
  .int('Points per Ksh 100 must be a whole number from 0 to 100').min(0, 'Points per Ksh 100 must be a whole number from 0 to 100')
  .max(MAX_POINTS_PER_HUNDRED_SHILLINGS, 'Points per Ksh 100 must be a whole number from 0 to 100');
