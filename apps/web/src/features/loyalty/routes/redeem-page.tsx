import { REDEEM_MIN_POINTS, SHILLINGS_PER_POINT, formatCardPrice, loyaltyMessages, pendingPointsLine } from '@mitumba/contracts/plain';
import { Link, Navigate } from 'react-router';
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
  const session = useSession();
  const wallet = useWalletBalance();
  const pending = useWalletPending().data ?? 0;
  const flow = useRedeemFlow();
  if (session === null) return <Navigate to={paths.login} replace />;
  if (wallet.isPending) return <div className="mx-auto max-w-lg px-4 py-14" aria-busy="true"><Skeleton className="h-64 rounded-3xl" /></div>;
  if (wallet.isError) {
    return (
      <StatusView icon={Hourglass} tone="danger" title="Redeem Points" actions={<Link to={paths.profile} className={buttonClasses('secondary', 'lg')}>Back to Profile</Link>}>
        <p role="alert">{walletErrorMessage(wallet.error)}</p>
      </StatusView>
    );
  }

  const points = wallet.data;
  const redeemOrAlert = async () => {
    const latest = (await wallet.refetch()).data ?? points;
    if (latest < REDEEM_MIN_POINTS) return window.alert(loyaltyMessages.redeemMinimumAlert);
    flow.start(latest);
  };

  if (points < REDEEM_MIN_POINTS) {
    return (
      <StatusView
        icon={Hourglass} tone="accent" title="Not Enough Points Yet"
        actions={(
          <>
            <Button variant="accent" size="lg" disabled={flow.isPending} onClick={() => void redeemOrAlert()}>Redeem Points</Button>
            <Link to={paths.profile} className={buttonClasses('secondary', 'lg')}>Back to Profile</Link>
          </>
        )}
      >
        <p>You need at least {REDEEM_MIN_POINTS} points to redeem a coupon. You have <strong className="text-ink-900">{points.toLocaleString('en-KE')}</strong>.</p>
        {pending > 0 ? <p>{pendingPointsLine(pending)}.</p> : null}
        <p>Earn points with every paid order, and when a friend you refer gets their first order.</p>
      </StatusView>
    );
  }

  return (
    <StatusView
      icon={Sparkles} title="Redeem Points"
      actions={(
        <>
          <Button variant="accent" size="lg" disabled={flow.isPending} onClick={() => flow.start(points)}>
            {flow.isPending ? 'Redeeming...' : `Redeem ${points.toLocaleString('en-KE')} points`}
          </Button>
          <Link to={paths.profile} className={buttonClasses('secondary', 'lg')}>Back to Profile</Link>
        </>
      )}
    >
      <p>Your {points.toLocaleString('en-KE')} points become one coupon worth {formatCardPrice(points * SHILLINGS_PER_POINT)}, for you to use once at checkout.</p>
    </StatusView>
  );
}

export { RedeemPage as Component };
