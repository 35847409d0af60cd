import { useState } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@/lib/paths';
import { InvalidSessionNotice, useLeaveWithoutSession } from '../components/invalid-session';
import { PromptWaiting } from '../components/prompt-waiting';
import { useLipiaPayment, type LipiaOutcome } from '../lipia-payment';
import { lipiaSession } from '../lipia-session';
import { usePaymentExit } from '../use-payment-exit';

/**
 * /lipia-processing: watches a Lipia order payment (navigation state or the stored session: lipiaRequestId, orderId,
 * amount, phone, customerName) with a check every 5 s, then goes to /lipia-success with the receipt or /lipia-fail
 * with the reason.
 */
export function LipiaProcessingPage() {
  const location = useLocation();
  const { leave, leavePaid } = usePaymentExit();
  const [session] = useState(() => lipiaSession.resolve(location.state));

  const onOutcome = (outcome: LipiaOutcome) => {
    lipiaSession.clear();
    const orderId = outcome.orderId || session?.orderId || '';
    if (outcome.kind === 'failed') leave(paths.lipiaFail, { message: outcome.message, orderId });
    else leavePaid(paths.lipiaSuccess, { receipt: outcome.receipt, orderId, amount: outcome.amount || session?.amount || 0 });
  };
  const { checkFailed } = useLipiaPayment(session?.lipiaRequestId ?? null, onOutcome);
  useLeaveWithoutSession(session, paths.lipiaFail, 'message');

  if (!session) return <InvalidSessionNotice />;
  return <PromptWaiting provider="Lipia" session={session} checkFailed={checkFailed} />;
}

export { LipiaProcessingPage as Component };
