import { REDEEM_MIN_POINTS, SHILLINGS_PER_POINT, formatCardPrice, pendingPointsLine } from '@mitumba/contracts/plain';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/ui/button';
import { Sparkles, Wallet } from '@/ui/icons';
import { useWalletBalance, useWalletPending, walletErrorMessage } from '../api/wallet';
import { loyaltyPaths } from '../loyalty-paths';
import { useRedeemFlow } from './use-redeem-flow';

const pointsText = (points: number) => `${points.toLocaleString('en-KE')} ${points === 1 ? 'point' : 'points'}`;

/**
 * The wallet on /profile: points from GET /api/wallet/balance (the profile's own count until it answers), the
 * points still pending (their order's return window is open), Redeem Points, and the way to earn more by referring friends.
 */
export function WalletCard({ profilePoints }: { profilePoints: number }) {
  const wallet = useWalletBalance();
  const pending = useWalletPending().data ?? 0;
  const flow = useRedeemFlow();
  const points = wallet.data ?? profilePoints;
  const shortBy = REDEEM_MIN_POINTS - points;

  return (
    <section aria-labelledby="wallet-title" className="rounded-3xl border border-ink-200 bg-brand-50 p-5 sm:p-6">
      <div className="flex items-center gap-4">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
          <Wallet aria-hidden="true" className="size-6" />
        </span>
        <div>
          <h2 id="wallet-title" className="text-sm text-ink-700">Wallet points</h2>
          <p className="text-2xl font-semibold text-ink-900 tabular-nums" data-testid="wallet-points">
            {points.toLocaleString('en-KE')} <span className="text-base font-medium text-ink-600">{points === 1 ? 'point' : 'points'}</span>
          </p>
        </div>
      </div>
      {pending > 0 ? <p className="mt-3 text-sm text-ink-700" data-testid="wallet-pending">{pendingPointsLine(pending)}</p> : null}
      {wallet.isError ? <p role="alert" className="mt-3 text-sm text-danger-700">{walletErrorMessage(wallet.error)}</p> : null}
      <p className="mt-3 text-sm text-ink-700">
        {shortBy > 0
          ? `Redeem from ${REDEEM_MIN_POINTS} points: ${pointsText(shortBy)} to go.`
          : `Worth a ${formatCardPrice(points * SHILLINGS_PER_POINT)} coupon for your next order.`}
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row lg:flex-col">
        <Button variant="accent" disabled={flow.isPending || wallet.isPending} onClick={() => flow.start(points)}>
          <Sparkles aria-hidden="true" className="size-4" /> {flow.isPending ? 'Redeeming...' : 'Redeem Points'}
        </Button>
        <Link to={loyaltyPaths.referral} className={buttonClasses('secondary')}>Refer a friend, earn points</Link>
      </div>
    </section>
  );
}
