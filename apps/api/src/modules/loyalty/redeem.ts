import { randomBytes } from 'node:crypto';
import { REDEEM_MIN_POINTS, SHILLINGS_PER_POINT, loyaltyMessages, redeemShortMessage, shillingsToCents, type CouponView } from '@mitumba/contracts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { createPersonalCouponWithin } from '../coupons/coupons.service.ts';
import { createPointsLedger } from './points-ledger.ts';

// No 0/O or 1/I: a code read out over the phone or copied by hand stays right.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A coupon code made from points, e.g. `JB-7KQ2M9XH` (40 bits: guessing one is hopeless, and it is bound to its owner anyway). */
export function newPointsCouponCode(): string {
  const bytes = randomBytes(8);
  return `JB-${[...bytes].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('')}`;
}

/**
 * The date a spend counts from: the start. A redeem that waited on the lock took its clock before the one it waited
 * for wrote its spend; dated `now`, that spend was still in its future and the same points were spendable twice.
 */
const SPENT_FROM_THE_START = new Date(0);

/**
 * Turns a customer's whole available balance into a single-use fixed coupon bound to them (decision 0021), in one
 * transaction under their `users` row lock: two redeems at once are ordered by the lock, the second finds a balance of
 * 0 and is refused; the balance never goes below 0. Pending points (an order's whose return window is open) are never
 * spent: below the minimum available, or below `asked`, the redeem is refused (422) whatever is pending.
 */
export function createRedeemer(db: Db) {
  return async function redeem(userId: string, asked = 0, now = new Date()): Promise<{ coupon: CouponView; redeemed: number }> {
    return db.transaction(async (tx) => {
      const ledger = createPointsLedger(tx);
      const split = await ledger.lockedBalanceWithin(tx, userId, now);
      if (split === undefined) throw notFound('Account not found');
      const { available: balance, pending } = split;
      if (balance < REDEEM_MIN_POINTS && pending === 0) throw new AppError('BUSINESS_RULE', loyaltyMessages.redeemMinimum);
      if (balance < Math.max(REDEEM_MIN_POINTS, asked)) throw new AppError('BUSINESS_RULE', redeemShortMessage(balance, pending, Math.max(REDEEM_MIN_POINTS, asked)));
      const code = newPointsCouponCode();
      const coupon = await createPersonalCouponWithin(tx, { code, userId, valueCents: shillingsToCents(balance * SHILLINGS_PER_POINT), now });
      await ledger.appendWithin(tx, {
        userId, kind: 'redeemed', points: -balance, reason: `Redeemed for coupon ${code}`, source: `coupon:${code}`, dedupeKey: `redeemed:${coupon._id}`, now,
        availableAt: SPENT_FROM_THE_START,
      });
      return { coupon, redeemed: balance };
    });
  };
}
