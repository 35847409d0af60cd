import { useState } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@/lib/paths';
import { InvalidSessionNotice, useLeaveWithoutSession } from '../components/invalid-session';
import { PromptWaiting } from '../components/prompt-waiting';
import { useKcbPayment, type KcbOutcome } from '../kcb-payment';
import { kcbSession } from '../kcb-session';
import { paidOrderState } from '../paid-order-summary';
import { usePaymentExit } from '../use-payment-exit';

/**
 * /Kcb-Processing: watches a KCB order payment (navigation state or the stored session: kcbRequestId, orderId, amount,
 * phone, customerName) with a check every 5 s, then goes to /ordersuccess when paid or /orderfailed with the reason.
 */
export function KcbProcessingPage() {
  const location = useLocation();
  const { leave, leavePaid } = usePaymentExit();
  const [session] = useState(() => kcbSession.resolve(location.state));

  const onOutcome = (outcome: KcbOutcome) => {
    kcbSession.clear();
    const orderId = outcome.orderId || session?.orderId || '';
    if (outcome.kind === 'failed') leave(paths.orderFailed, { reason: outcome.reason, orderId });
    else leavePaid(paths.orderSuccess, paidOrderState('kcb', orderId, outcome.amount || session?.amount || 0, outcome.receipt));
  };
  const { checkFailed } = useKcbPayment(session?.kcbRequestId ?? null, onOutcome);
  useLeaveWithoutSession(session, paths.orderFailed, 'reason');

  if (!session) return <InvalidSessionNotice />;
  return <PromptWaiting provider="KCB" session={session} checkFailed={checkFailed} />;
}

export { KcbProcessingPage as Component };
