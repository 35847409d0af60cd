import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PaymentPending } from '@/features/payments';
import { stateString } from '@/lib/navigation-state';
import { mpesaDepositSession } from '../balance/mpesa-deposit-session';
import { depositPaths } from '@/lib/paths';

/**
 * /Mpesa-Deposit-Pending: 24 checks brought no answer from M-Pesa (state { mpesaRequestId, orderId }). 'Check Again'
 * goes back to /mpesa-deposit-processing with the same payment, which starts its checks again.
 */
export function MpesaDepositPendingPage() {
  const { state } = useLocation();
  const navigate = useNavigate();
  const [session] = useState(() => mpesaDepositSession.resolve(state));
  const orderId = stateString(state, 'orderId') || session?.orderId || '';
  const checkAgain = session ? () => navigate(depositPaths.mpesaDepositProcessing, { replace: true, state: session }) : undefined;
  return (
    <PaymentPending title="Deposit Pending" orderId={orderId} checkAgain={checkAgain}>
      <p>We have not heard back from M-Pesa about your deposit yet.</p>
      <p>If you entered your PIN, it may still come through in a few minutes. Check again, or find it under My Orders.</p>
    </PaymentPending>
  );
}

export { MpesaDepositPendingPage as Component };
