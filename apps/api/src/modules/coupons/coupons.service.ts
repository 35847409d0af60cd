import { centsToShillings, formatCardPrice, shillingsToCents } from '@mitumba/contracts';
import { AppError } from '../../lib/errors.ts';
import type { CouponRow, CouponsRepo } from './coupons.repo.ts';

export type CouponView = { _id: string; code: string; type: 'percentage' | 'fixed'; discount: number; minSubtotal: number; expiresAt: string | null };

function toView(row: CouponRow): CouponView {
  return {
    _id: row.id, code: row.code, type: row.kind,
    // The spec's `discount`: the percent, or the Ksh amount.
    discount: row.kind === 'percentage' ? row.value : centsToShillings(row.value),
    minSubtotal: centsToShillings(row.minSubtotalCents), expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/** Ksh off a subtotal (whole shillings, rounded down), never more than the subtotal. */
export function amountOff(coupon: Pick<CouponRow, 'kind' | 'value'>, subtotalCents: number): number {
  const cents = coupon.kind === 'percentage' ? Math.floor((subtotalCents * coupon.value) / 100) : coupon.value;
  return Math.floor(centsToShillings(Math.min(cents, subtotalCents)));
}

/**
 * Coupons are checked on the server against the customer's cart: validity window, total and per-customer uses,
 * the minimum cart, personal coupons. Uses are recorded when an order carrying the coupon is placed.
 */
export function createCouponsService(deps: { repo: CouponsRepo; cartSubtotal: (userId: string) => Promise<number> }) {
  const { repo } = deps;

  async function usable(userId: string, code: string, now: Date): Promise<CouponRow> {
    const coupon = await repo.findByCode(code.trim());
    if (!coupon || (coupon.userId && coupon.userId !== userId) || coupon.startsAt > now) throw new AppError('NOT_FOUND', 'Invalid coupon code');
    if (coupon.expiresAt && coupon.expiresAt <= now) throw new AppError('BUSINESS_RULE', 'This coupon has expired');
    const uses = await repo.uses(coupon.id, userId);
    if (coupon.maxUses !== null && uses.total >= coupon.maxUses) throw new AppError('BUSINESS_RULE', 'This coupon has been fully used');
    if (uses.byUser >= coupon.perUserLimit) throw new AppError('BUSINESS_RULE', 'You have already used this coupon');
    return coupon;
  }

  return {
    async validate(userId: string, code: string, now = new Date()) {
      const coupon = await usable(userId, code, now);
      const subtotalCents = shillingsToCents(await deps.cartSubtotal(userId));
      if (subtotalCents < coupon.minSubtotalCents) {
        throw new AppError('BUSINESS_RULE', `This coupon needs a cart of at least ${formatCardPrice(centsToShillings(coupon.minSubtotalCents))}`);
      }
      return { coupon: toView(coupon), amountOff: amountOff(coupon, subtotalCents) };
    },

    async availableTo(userId: string, now = new Date()): Promise<CouponView[]> {
      return (await repo.availableTo(userId, now)).map(toView);
    },
  };
}

export type CouponsService = ReturnType<typeof createCouponsService>;
