import { REDEEM_MIN_POINTS, SHILLINGS_PER_POINT } from '@mitumba/contracts/plain';
import { Link } from 'react-router';
import { useLingui, useMoney, useT } from '@/i18n';
import { Button, buttonClasses } from '@/ui/button';
import { Sparkles, Wallet } from '@/ui/icons';
import { useWalletBalance, useWalletPending, walletErrorMessage } from '../api/wallet';
import { loyaltyPaths } from '../loyalty-paths';
import { useRedeemFlow } from './use-redeem-flow';

/**
 * The wallet on /profile: points from GET /api/wallet/balance (the profile's own count until it answers), the
 * points still pending (their order's return window is open), Redeem Points, and the way to earn more by referring friends.
 */
export function WalletCard({ profilePoints }: { profilePoints: number }) {
  const t = useT();
  const { i18n } = useLingui();
  const money = useMoney();
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
          <h2 id="wallet-title" className="text-sm text-ink-700">{t('loyalty.wallet.title')}</h2>
          <p className="text-2xl font-semibold text-ink-900 tabular-nums" data-testid="wallet-points">
            {i18n.number(points)} <span className="text-base font-medium text-ink-600">{t('loyalty.points.unit', { count: points })}</span>
          </p>
        </div>
      </div>
      {pending > 0 ? <p className="mt-3 text-sm text-ink-700" data-testid="wallet-pending">{t('loyalty.points.pending', { count: pending })}</p> : null}
      {wallet.isError ? <p role="alert" className="mt-3 text-sm text-danger-700">{walletErrorMessage(t, wallet.error)}</p> : null}
      <p className="mt-3 text-sm text-ink-700">
        {shortBy > 0
          ? t('loyalty.wallet.toGo', { min: REDEEM_MIN_POINTS, count: shortBy })
          : t('loyalty.wallet.worth', { amount: money.price(points * SHILLINGS_PER_POINT) })}
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row lg:flex-col">
        <Button variant="accent" disabled={flow.isPending || wallet.isPending} onClick={() => flow.start(points)}>
          <Sparkles aria-hidden="true" className="size-4" /> {flow.isPending ? t('loyalty.redeem.redeeming') : t('loyalty.redeem.button')}
        </Button>
        <Link to={loyaltyPaths.referral} className={buttonClasses('secondary')}>{t('loyalty.wallet.refer')}</Link>
      </div>
    </section>
  );
}
