import { useState } from 'react';
import { useLocation } from 'react-router';
import { InvalidSessionNotice, PromptWaiting, useLeaveWithoutSession, usePaymentExit } from '@/features/payments';
import { mpesaDepositSession } from '../balance/mpesa-deposit-session';
import { useMpesaDepositPolling, type MpesaDepositOutcome } from '../balance/use-mpesa-deposit-polling';
import { depositPaths } from '@/lib/paths';
import { useT } from '@/i18n';

/**
 * /mpesa-deposit-processing: watches an M-Pesa deposit or balance payment (navigation state or the stored session:
 * mpesaRequestId, orderId, amount, phone, customerName), checking every 5 s at most 24 times, then goes to
 * /Mpesa-Deposit-Success, /Mpesa-Deposit-Fail or /Mpesa-Deposit-Pending.
 */
export function MpesaDepositProcessingPage() {
  const location = useLocation();
  const { leave } = usePaymentExit();
  const t = useT();
  const [session] = useState(() => mpesaDepositSession.resolve(location.state));

  const onOutcome = (outcome: MpesaDepositOutcome) => {
    const orderId = (outcome.kind !== 'pending' && outcome.orderId) || session?.orderId || '';
    if (outcome.kind === 'pending') {
      leave(depositPaths.mpesaDepositPending, { mpesaRequestId: session?.mpesaRequestId, orderId });
      return;
    }
    mpesaDepositSession.clear();
    if (outcome.kind === 'failed') leave(depositPaths.mpesaDepositFail, { code: outcome.code, message: outcome.message, orderId });
    else leave(depositPaths.mpesaDepositSuccess, { receipt: outcome.receipt, orderId, amount: outcome.amount || session?.amount || 0, balance: outcome.balance });
  };
  const { checkFailed } = useMpesaDepositPolling(session?.mpesaRequestId ?? null, onOutcome);
  useLeaveWithoutSession(session, depositPaths.mpesaDepositFail, 'message');

  if (!session) return <InvalidSessionNotice />;
  return <PromptWaiting provider="M-Pesa" title={t('deposits.mpesa.processing')} session={session} checkFailed={checkFailed} />;
}

export { MpesaDepositProcessingPage as Component };
