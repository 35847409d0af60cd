import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { CHECKOUT_MESSAGES } from '@mitumba/contracts/plain';
import { paths } from '@/lib/paths';
import { PAYSTACK_HANDOFF_MS, PAYSTACK_REDIRECT_MS } from '../card-timings';
import { goToHostedPage } from '../hosted-page';
import { usePaystackPayment } from '../paystack-payment';
import { markHandedOff, paystackSession, resolvePaystackSession } from '../paystack-session';
import { usePaymentExit } from '../use-payment-exit';
import { PaystackFailed, PaystackPaid, PaystackPending } from './paystack-views';

/**
 * /Paystack-Processing (spelt as in the spec's route table): hands the customer to Paystack's page after a moment
 * (with a 'click here' link should that not happen), and meanwhile, or once they are back, checks the payment every
 * 5 s against a countdown from 5:00. Paid: on to /paystack-success after 3 s. Failed or timed out: Try Again.
 */
export function PaystackProcessingPage() {
  const location = useLocation();
  const { leavePaid } = usePaymentExit();
  const [session] = useState(() => resolvePaystackSession(location.state));
  const { outcome, secondsLeft, checkFailed } = usePaystackPayment(session?.reference ?? null, session?.deadline ?? 0);

  useEffect(() => {
    if (!session || session.handedOff || outcome !== null) return;
    const timer = setTimeout(() => {
      markHandedOff(session);
      goToHostedPage(session.authorizationUrl);
    }, PAYSTACK_HANDOFF_MS);
    return () => clearTimeout(timer);
  }, [session, outcome]);

  useEffect(() => {
    if (!session || outcome === null) return;
    paystackSession.clear();
    if (outcome.kind !== 'success') return;
    const { reference } = session;
    const state = { reference, orderId: outcome.orderId || session.orderId, amount: outcome.amount || session.amount };
    const timer = setTimeout(() => leavePaid(paths.paystackSuccess, state), PAYSTACK_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [session, outcome, leavePaid]);

  if (!session) return <PaystackFailed message={CHECKOUT_MESSAGES.invalidSession} orderId="" isDeposit={false} />;
  if (outcome === null) return <PaystackPending session={session} secondsLeft={secondsLeft} checkFailed={checkFailed} />;
  if (outcome.kind === 'success') return <PaystackPaid session={session} />;
  return <PaystackFailed message={outcome.message} orderId={session.orderId} isDeposit={session.isDeposit} />;
}

export { PaystackProcessingPage as Component };
