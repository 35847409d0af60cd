import { centsToShillings, formatCardPrice, shillingsToCents, type CouponView } from '@mitumba/contracts';
import { said } from '../../i18n/say.ts';
import { AppError } from '../../lib/errors.ts';
import type { Db } from '../../db/client.ts';
import { createCouponsRepo, type CouponRow, type CouponsRepo } from './coupons.repo.ts';

export type { CouponView };

/** The spec's Coupon `discount`: the percent, or the Ksh amount (a fixed coupon's value is stored in cents). */
export function couponDiscountOf(row: Pick<CouponRow, 'kind' | 'value'>): number {
  return row.kind === 'percentage' ? row.value : centsToShillings(row.value);
}

export function toCouponView(row: CouponRow): CouponView {
  return {
    _id: row.id, code: row.code, type: row.kind, discount: couponDiscountOf(row),
    minSubtotal: centsToShillings(row.minSubtotalCents), expiresAt: row.expiresAt?.toISOString() ?? null, personal: row.userId !== null,
  };
}

/** Ksh off a subtotal (whole shillings, rounded down), never more than the subtotal. */
export function amountOff(coupon: Pick<CouponRow, 'kind' | 'value'>, subtotalCents: number): number {
  const cents = coupon.kind === 'percentage' ? Math.floor((subtotalCents * coupon.value) / 100) : coupon.value;
  return Math.floor(centsToShillings(Math.min(cents, subtotalCents)));
}

/** A single-use fixed coupon worth `valueCents`, bound to one customer (made from their points), inside the caller's transaction. */
export async function createPersonalCouponWithin(tx: Db, input: { code: string; userId: string; valueCents: number; now: Date }): Promise<CouponView> {
  return toCouponView(await createCouponsRepo(tx).insertPersonal(input));
}

/**
 * Coupons are checked on the server against the customer's cart: validity window, total and per-customer uses,
 * the minimum cart, personal coupons. Uses are recorded when an order carrying the coupon is placed.
 */
export function createCouponsService(deps: { repo: CouponsRepo; cartSubtotal: (userId: string) => Promise<number> }) {
  const { repo } = deps;

  async function usable(userId: string, code: string, now: Date, from: CouponsRepo = repo, lock = false): Promise<CouponRow> {
    const coupon = lock ? await from.lockByCode(code.trim()) : await from.findByCode(code.trim());
    if (!coupon || (coupon.userId && coupon.userId !== userId) || coupon.startsAt > now) throw new AppError('NOT_FOUND', 'Invalid coupon code');
    if (coupon.expiresAt && coupon.expiresAt <= now) throw new AppError('BUSINESS_RULE', 'This coupon has expired');
    const uses = await from.uses(coupon.id, userId);
    if (coupon.maxUses !== null && uses.total >= coupon.maxUses) throw new AppError('BUSINESS_RULE', 'This coupon has been fully used');
    if (uses.byUser >= coupon.perUserLimit) throw new AppError('BUSINESS_RULE', 'You have already used this coupon');
    return coupon;
  }

  function checkMinimum(coupon: CouponRow, subtotalCents: number) {
    if (subtotalCents < coupon.minSubtotalCents) {
      throw AppError.saying('BUSINESS_RULE', said('coupon.minimum', { minimum: formatCardPrice(centsToShillings(coupon.minSubtotalCents)) }));
    }
  }

  return {
    async validate(userId: string, code: string, now = new Date()) {
      const coupon = await usable(userId, code, now);
      const subtotalCents = shillingsToCents(await deps.cartSubtotal(userId));
      checkMinimum(coupon, subtotalCents);
      return { coupon: toCouponView(coupon), amountOff: amountOff(coupon, subtotalCents) };
    },

    /**
     * Records a use for an order inside its placement transaction, checking everything again with the coupon row
     * locked (window, total and per-customer uses, minimum): the last use cannot go to two orders.
     */
    async redeem(tx: Db, input: { userId: string; code: string; orderRef: string; subtotalCents: number }, now = new Date()) {
      const txRepo = createCouponsRepo(tx);
      const coupon = await usable(input.userId, input.code, now, txRepo, true);
      checkMinimum(coupon, input.subtotalCents);
      await txRepo.redeem(coupon.id, input.userId, input.orderRef);
      return { couponId: coupon.id, code: coupon.code, amountOffCents: shillingsToCents(amountOff(coupon, input.subtotalCents)) };
    },

    /** Gives a use back when the order's payment fails. */
    async releaseFor(tx: Db, orderRef: string): Promise<void> {
      await createCouponsRepo(tx).releaseFor(orderRef);
    },

    /** Whether an order of this customer has recorded a use of the coupon (uses are recorded at placement). */
    async hasUsed(userId: string, code: string): Promise<boolean> {
      const coupon = await repo.findByCode(code.trim());
      return coupon ? (await repo.uses(coupon.id, userId)).byUser > 0 : false;
    },

    async availableTo(userId: string, now = new Date()): Promise<CouponView[]> {
      return (await repo.availableTo(userId, now)).map(toCouponView);
    },
  };
}

export type CouponsService = ReturnType<typeof createCouponsService>;
