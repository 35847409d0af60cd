import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PaymentPending } from '@/features/payments';
import { stateString } from '@/lib/navigation-state';
import { mpesaDepositSession } from '../balance/mpesa-deposit-session';
import { depositPaths } from '@/lib/paths';
import { useT } from '@/i18n';

/**
 * /Mpesa-Deposit-Pending: 24 checks brought no answer from M-Pesa (state { mpesaRequestId, orderId }). 'Check Again'
 * goes back to /mpesa-deposit-processing with the same payment, which starts its checks again.
 */
export function MpesaDepositPendingPage() {
  const { state } = useLocation();
  const navigate = useNavigate();
  const t = useT();
  const [session] = useState(() => mpesaDepositSession.resolve(state));
  const orderId = stateString(state, 'orderId') || session?.orderId || '';
  const checkAgain = session ? () => navigate(depositPaths.mpesaDepositProcessing, { replace: true, state: session }) : undefined;
  return (
    <PaymentPending title={t('deposits.pendingTitle')} orderId={orderId} checkAgain={checkAgain}>
      <p>{t('deposits.mpesaPending.notHeard')}</p>
      <p>{t('deposits.mpesaPending.mayCome')}</p>
    </PaymentPending>
  );
}

export { MpesaDepositPendingPage as Component };
