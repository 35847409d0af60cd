import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { stateString } from '@/lib/navigation-state';
import { PaymentPending } from '../components/payment-pending';
import { resolveMpesaSession } from '../mpesa-session';
import { useT } from '@/i18n';

/**
 * /mpesa-pending: 20 status checks brought no answer from M-Pesa (state { mpesaRequestId, orderId }). 'Check Again'
 * goes back to /mpesa-processing with the same payment, which starts its checks again.
 */
export function MpesaPendingPage() {
  const { state } = useLocation();
  const navigate = useNavigate();
  const t = useT();
  const [session] = useState(() => resolveMpesaSession(state));
  const orderId = stateString(state, 'orderId') || session?.orderId || '';
  return (
    <PaymentPending title={t('payments.pendingTitle')} orderId={orderId} checkAgain={session ? () => navigate(paths.mpesaProcessing, { state: session }) : undefined}>
      <p>{t('payments.mpesa.pending.notHeard')}</p>
      <p>{t('payments.mpesa.pending.mayCome')}</p>
    </PaymentPending>
  );
}

export { MpesaPendingPage as Component };
