import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { stateString } from '@/lib/navigation-state';
import { Button, buttonClasses } from '@/ui/button';
import { Hourglass } from '@/ui/icons';
import { PaymentResult } from '../components/payment-result';
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
    <PaymentResult
      icon={Hourglass}
      tone="accent"
      title="Payment Pending"
      details={[{ label: 'Order ID', value: orderId, testId: 'order-id' }]}
      withSupport
      actions={
        <>
          {session ? (
            <Button variant="accent" size="lg" onClick={() => navigate(paths.mpesaProcessing, { state: session })}>
              Check Again
            </Button>
          ) : null}
          <Link to={orderId ? paths.order(orderId) : paths.orders} className={buttonClasses(session ? 'secondary' : 'accent', 'lg')}>
            {orderId ? 'View Order' : 'View My Orders'}
          </Link>
        </>
      }
    >
      <p>We have not heard back from M-Pesa yet.</p>
      <p>If you entered your PIN, your payment may still come through in a few minutes. Check again, or find the order under My Orders.</p>
    </PaymentResult>
  );
}

export { MpesaPendingPage as Component };
