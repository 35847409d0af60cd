import { REDEEM_MIN_POINTS, SHILLINGS_PER_POINT } from '@mitumba/contracts/plain';
import { Link, Navigate } from 'react-router';
import { T, useLingui, useMoney, useT } from '@/i18n';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { Button, buttonClasses } from '@/ui/button';
import { Hourglass, Sparkles } from '@/ui/icons';
import { Skeleton } from '@/ui/skeleton';
import { StatusView } from '@/ui/status-view';
import { useWalletBalance, useWalletPending, walletErrorMessage } from '../api/wallet';
import { useRedeemFlow } from '../components/use-redeem-flow';

/**
 * /redeem: with fewer than 100 points, the insufficient-points page (spec 2 §2): one button redeems only once the
 * wallet has 100 (asked again when pressed), else alerts why; the other goes back to /profile. With 100 or more, the
 * whole balance is offered as one coupon.
 */
export function RedeemPage() {
  const t = useT();
  const { i18n } = useLingui();
  const money = useMoney();
  const session = useSession();
  const wallet = useWalletBalance();
  const pending = useWalletPending().data ?? 0;
  const flow = useRedeemFlow();
  if (session === null) return <Navigate to={paths.login} replace />;
  if (wallet.isPending) return <div className="mx-auto max-w-lg px-4 py-14" aria-busy="true"><Skeleton className="h-64 rounded-3xl" /></div>;
  const backToProfile = <Link to={paths.profile} className={buttonClasses('secondary', 'lg')}>{t('loyalty.redeem.backToProfile')}</Link>;
  if (wallet.isError) {
    return (
      <StatusView icon={Hourglass} tone="danger" title={t('loyalty.redeem.title')} actions={backToProfile}>
        <p role="alert">{walletErrorMessage(t, wallet.error)}</p>
      </StatusView>
    );
  }

  const points = wallet.data;
  const redeemOrAlert = async () => {
    const latest = (await wallet.refetch()).data ?? points;
    if (latest < REDEEM_MIN_POINTS) return window.alert(t('loyalty.redeem.short.alert', { min: REDEEM_MIN_POINTS }));
    flow.start(latest);
  };

  if (points < REDEEM_MIN_POINTS) {
    return (
      <StatusView
        icon={Hourglass} tone="accent" title={t('loyalty.redeem.short.title')}
        actions={(
          <>
            <Button variant="accent" size="lg" disabled={flow.isPending} onClick={() => void redeemOrAlert()}>{t('loyalty.redeem.button')}</Button>
            {backToProfile}
          </>
        )}
      >
        <p>
          <T id="loyalty.redeem.short.need" values={{ min: REDEEM_MIN_POINTS, points: i18n.number(points) }} components={{ 0: <strong className="text-ink-900" /> }} />
        </p>
        {pending > 0 ? <p>{t('loyalty.points.pending', { count: pending })}.</p> : null}
        <p>{t('loyalty.redeem.short.earn')}</p>
      </StatusView>
    );
  }

  return (
    <StatusView
      icon={Sparkles} title={t('loyalty.redeem.title')}
      actions={(
        <>
          <Button variant="accent" size="lg" disabled={flow.isPending} onClick={() => flow.start(points)}>
            {flow.isPending ? t('loyalty.redeem.redeeming') : t('loyalty.redeem.all', { points: i18n.number(points) })}
          </Button>
          {backToProfile}
        </>
      )}
    >
      <p>{t('loyalty.redeem.offer', { points: i18n.number(points), amount: money.price(points * SHILLINGS_PER_POINT) })}</p>
    </StatusView>
  );
}

export { RedeemPage as Component };
