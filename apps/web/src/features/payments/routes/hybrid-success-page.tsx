import { useLocation } from 'react-router';
import { stateString } from '@/lib/navigation-state';
import { PaymentPaid } from '../components/payment-paid';
import { hybridProviderName } from '../hybrid-session';

/** /Hybrid-Success: both parts of a hybrid order are paid (state { orderId, transactionRef, provider }). */
export function HybridSuccessPage() {
  const { state } = useLocation();
  return (
    <PaymentPaid
      details={[
        { label: 'Order ID', value: stateString(state, 'orderId'), testId: 'order-id' },
        { label: 'Transaction ref', value: stateString(state, 'transactionRef'), testId: 'transaction-ref' },
        { label: 'Provider', value: hybridProviderName(stateString(state, 'provider')), testId: 'provider' },
      ]}
    >
      <p>Thank you! Your mobile and cash payments are in and your order is confirmed.</p>
    </PaymentPaid>
  );
}

export { HybridSuccessPage as Component };
