/**
 * Loyalty points, plain (no zod): the spec's limits and messages (spec 2 §5, §8, §9) and the shop's decisions in
 * docs/decisions/0021-points-ledger.md, for the server and the storefront alike.
 */

/** A coupon needs at least this many points (spec 2 §9 "Redeem minimum 100 points"). */
export const REDEEM_MIN_POINTS = 100;
/** What one redeemed point is worth on the coupon it becomes, in Ksh (decision 0021). */
export const SHILLINGS_PER_POINT = 1;
/** Points earned per full Ksh 100 of a paid order until the owner sets another rate in /admin/settings (decision 0021). */
export const DEFAULT_POINTS_PER_HUNDRED_SHILLINGS = 1;
/** The highest rate the owner may set: 100 points per Ksh 100 would already give a shilling back per shilling paid. */
export const MAX_POINTS_PER_HUNDRED_SHILLINGS = 100;

export const loyaltyMessages = {
  /** Spec 2 §5 Redeem, as the server answers it. */
  redeemMinimum: 'You need at least 100 points to redeem a coupon',
  /** The insufficient-points page's alert (spec 2 §2), with its full stop. */
  redeemMinimumAlert: 'You need at least 100 points to redeem a coupon.',
  walletFailed: 'Failed to fetch wallet balance',
  walletError: 'Error fetching wallet balance',
  walletLogin: 'Please log in to see your wallet.',
} as const;

const pointsText = (points: number) => `${points.toLocaleString('en-KE')} ${points === 1 ? 'point' : 'points'}`;

/**
 * Why a redeem is refused when points are pending (decision 0021 §8): only available points are spent, however many
 * are on their way. `asked` is what the customer asked to redeem (at least the minimum).
 */
export function redeemShortMessage(available: number, pending: number, asked: number): string {
  const wait = pending > 0 ? ` ${pointsText(pending)} ${pending === 1 ? 'is' : 'are'} pending until the return window of the order that earned them closes.` : '';
  if (available < REDEEM_MIN_POINTS) return `You need at least ${REDEEM_MIN_POINTS} available points to redeem a coupon: you have ${pointsText(available)} available.${wait}`;
  return `Only ${pointsText(available)} can be redeemed now, not ${pointsText(asked)}.${wait}`;
}

/** The profile's line about pending points (decision 0021 §8). */
export const pendingPointsLine = (pending: number) => `${pointsText(pending)} pending — available once your return window closes`;

/** Points a paid order of `paidShillings` earns at `rate` points per full Ksh 100. */
export function pointsForPaidTotal(paidShillings: number, rate: number): number {
  if (!(paidShillings > 0) || !(rate > 0)) return 0;
  return Math.floor(paidShillings / 100) * rate;
}
