import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PESAFLUX_REDIRECT_MS } from '@mitumba/contracts/mobile-money';
import { cartKeys } from '@/features/cart';
import { depositPaths, paths } from '@/lib/paths';
import { paidOrderState } from '../paid-order-summary';
import { usePesafluxBackGuard, type BackRule } from '../pesaflux-back-guard';
import { usePesafluxPayment } from '../pesaflux-payment';
import { pesafluxSession } from '../pesaflux-session';
import { PesafluxExpired, PesafluxFailed, PesafluxPending, PesafluxSuccess, failureMessages } from './pesaflux-views';

/**
 * /Pesa-Flux-Processing: watches a PesaFlux order payment or, with `isDeposit`, a deposit or balance payment (then on
 * to /deposit-success) (navigation state or the stored session) with a check every
 * 10 s and a countdown from 2:00, then shows its outcome on the spot: paid (and on to /ordersuccess after 3 s),
 * expired, declined or timed out, or an error. The status call carries no token (spec 2 §6).
 */
export function PesafluxProcessingPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [session] = useState(() => pesafluxSession.resolve(location.state));
  const { outcome, secondsLeft, checkFailed } = usePesafluxPayment(session?.pesaFluxRequestId ?? null, session?.isDeposit ?? false);

  const paidAmount = outcome?.kind === 'success' ? (outcome.amount ?? session?.amount ?? 0) : 0;
  const receipt = outcome?.kind === 'success' ? outcome.receipt : null;
  const goToSuccess = useCallback(() => {
    const orderId = session?.orderId ?? '';
    if (session?.isDeposit) {
      const balance = session.balance === null ? {} : { balance: session.balance };
      navigate(depositPaths.success, { replace: true, state: { depositAmount: paidAmount, receipt: receipt ?? '', orderId, ...balance } });
    } else {
      navigate(paths.orderSuccess, { replace: true, state: paidOrderState('pesaflux', orderId, paidAmount, receipt) });
    }
  }, [navigate, session, paidAmount, receipt]);

  const backRule: BackRule = outcome === null ? 'stay' : outcome.kind === 'success' ? 'to-success' : 'free';
  const { heldBack } = usePesafluxBackGuard(session ? backRule : 'free', goToSuccess);

  useEffect(() => {
    if (outcome === null) return;
    pesafluxSession.clear();
    if (outcome.kind !== 'success') return;
    // The server emptied the cart when the payment came in.
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    const timer = setTimeout(goToSuccess, PESAFLUX_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [outcome, queryClient, goToSuccess]);

  if (!session) return <PesafluxFailed message={failureMessages.invalid} orderId="" />;
  if (outcome === null) return <PesafluxPending session={session} secondsLeft={secondsLeft} checkFailed={checkFailed} heldBack={heldBack} />;
  switch (outcome.kind) {
    case 'success':
      return <PesafluxSuccess session={session} outcome={outcome} />;
    case 'expired':
      return <PesafluxExpired />;
    default:
      return <PesafluxFailed message={failureMessages[outcome.kind]} orderId={session.orderId} />;
  }
}

export { PesafluxProcessingPage as Component };
