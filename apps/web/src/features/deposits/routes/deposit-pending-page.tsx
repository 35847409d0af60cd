import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PaymentPending } from '@/features/payments';
import { mpesaDepositSession } from '../checkout/deposit-sessions';
import { useRememberedState } from '../checkout/remembered-state';
import { depositPaths } from '@/lib/paths';
import { useT } from '@/i18n';

/**
 * /deposit-pending: 20 checks brought no answer from M-Pesa (state { mpesaRequestId, orderId }). The deposit may
 * still arrive: the order shows it once it does; 'Check Again' watches the same deposit once more.
 */
export function DepositPendingPage() {
  const { state } = useLocation();
  const navigate = useNavigate();
  const result = useRememberedState('mitumba.depositPending', state);
  const t = useT();
  const [session] = useState(() => mpesaDepositSession.read());
  const orderId = result?.orderId ?? session?.orderId ?? '';
  const checkAgain = session ? () => navigate(depositPaths.processing, { replace: true, state: session }) : undefined;
  return (
    <PaymentPending title={t('deposits.pendingTitle')} orderId={orderId} checkAgain={checkAgain}>
      <p>{t('deposits.pending.notHeard')}</p>
      <p>{t('deposits.pending.mayArrive')}</p>
    </PaymentPending>
  );
}

export { DepositPendingPage as Component };
