import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { stateString } from '@/lib/navigation-state';
import { PaymentPending } from '../components/payment-pending';
import { resolveMpesaSession } from '../mpesa-session';

/**
 * /mpesa-pending: 20 status checks brought no answer from M-Pesa (state { mpesaRequestId, orderId }). 'Check Again'
 * goes back to /mpesa-processing with the same payment, which starts its checks again.
 */
export function MpesaPendingPage() {
  const { state } = useLocation();
  const navigate = useNavigate();
  const [session] = useState(() => resolveMpesaSession(state));
  const orderId = stateString(state, 'orderId') || session?.orderId || '';
  return (
    <PaymentPending title="Payment Pending" orderId={orderId} checkAgain={session ? () => navigate(paths.mpesaProcessing, { state: session }) : undefined}>
      <p>We have not heard back from M-Pesa yet.</p>
      <p>If you entered your PIN, your payment may still come through in a few minutes. Check again, or find the order under My Orders.</p>
    </PaymentPending>
  );
}

export { MpesaPendingPage as Component };
