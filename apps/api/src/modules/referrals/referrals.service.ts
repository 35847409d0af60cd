import { REFERRAL_AWARD_POINTS, referralLinkOf, type MyReferralsResponse } from '@mitumba/contracts';
import type { Db } from '../../db/client.ts';
import { availableAtOf, type PointsLedger } from '../loyalty/points-ledger.ts';
import type { DeliveredListener, TakenBackListener } from '../orders/order-events.ts';
import { maskedEmail, maskedName, maskedPhone } from './referral-privacy.ts';
import { awardKeyOf, referralSourceOf, revokedKeyOf, type ReferralsRepo } from './referrals.repo.ts';

/** The order a delivery listener hears of. */
type DeliveredOrder = Parameters<DeliveredListener>[1];
/** The order a refund's listener hears of. */
type TakenBackOrder = Parameters<TakenBackListener>[1];

/** The newest referrals a referrer's table shows (the cards count them all). */
const LISTED = 200;

/** Referrals (spec 2 §3, decision 0022): the link, the referrer's list and cards, and the award on a first delivery. */
export function createReferralsService(deps: { repo: ReferralsRepo; ledger: PointsLedger; publicUrl: string }) {
  const { repo, ledger } = deps;

  return {
    async link(userId: string): Promise<{ referralLink: string; referralCode: string }> {
      const referralCode = await repo.codeOf(userId);
      return { referralLink: referralLinkOf(deps.publicUrl, referralCode), referralCode };
    },

    async mine(referrerId: string): Promise<Omit<MyReferralsResponse, 'success'>> {
      const rows = await repo.listFor(referrerId, LISTED);
      return {
        referrals: rows.map((row) => ({
          id: row.id,
          referred: { name: maskedName(row.name), phone: maskedPhone(row.phone), email: maskedEmail(row.email) },
          date: row.createdAt.toISOString(),
          status: row.status === 'awarded' ? 'Awarded' as const : 'Pending' as const,
          points: row.points,
          // Told only when there is something to tell: a referral without pending points answers as before.
          ...(row.pendingPoints > 0 ? { pendingPoints: row.pendingPoints, pendingUntil: row.pendingUntil?.toISOString() ?? null } : {}),
          ...(row.takenBackAt ? { takenBack: true } : {}),
        })),
        stats: await repo.statsFor(referrerId),
      };
    },

    /**
     * A delivery's listener: the referred customer's first paid and delivered order awards their referrer 500 points,
     * in the delivery's transaction, once in the referral's life (the referral's own UPDATE passes only a pending row,
     * which it never is again, and the ledger's dedupe key is the referral's). The points are pending until the friend's
     * order can no longer be returned. A walk-in sale is the cashier's order, not a referred customer's.
     */
    async awardWithin(tx: Db, order: DeliveredOrder, now: Date): Promise<void> {
      if (order.customerName !== null) return;
      const referral = await repo.awardWithin(tx, order.userId, order.orderRef, now);
      if (!referral) return;
      await ledger.appendWithin(tx, {
        userId: referral.referrerId, kind: 'awarded', points: REFERRAL_AWARD_POINTS, reason: 'Referral: a friend you invited received their first order',
        source: referralSourceOf(referral.id), dedupeKey: awardKeyOf(referral.id), now,
        orderRef: order.orderRef, availableAt: availableAtOf(order.deliveredAt ?? now),
      });
    },

    /**
     * A refund's listener: when the shop takes back the order that earned a referral its award, the referrer's 500
     * points go back once: in full while they are pending (the order was returned within its window, so they were
     * never spendable). The referral stays awarded, marked taken back: it never awards again (decision 0022 §4a).
     */
    async revokeWithin(tx: Db, order: TakenBackOrder, now: Date): Promise<void> {
      const referral = await repo.revokeAwardWithin(tx, order.userId, order.orderRef, now);
      if (!referral) return;
      await ledger.takeBackWithin(tx, {
        userId: referral.referrerId, points: REFERRAL_AWARD_POINTS, orderRef: order.orderRef, source: referralSourceOf(referral.id), dedupeKey: revokedKeyOf(referral.id, order.orderRef), now,
        reason: (taken) => `Referral: the friend's order ${order.orderRef} was refunded${taken < REFERRAL_AWARD_POINTS ? ` (${REFERRAL_AWARD_POINTS - taken} of the ${REFERRAL_AWARD_POINTS} points had already been redeemed)` : ''}`,
      });
    },
  };
}

export type ReferralsService = ReturnType<typeof createReferralsService>;
