import { useLocation } from 'react-router';
import { stateString } from '@/lib/navigation-state';
import { PaymentPaid, stateAmountDetail } from '../components/payment-paid';

/** /Payment-Success: a paid order's confirmation (state { orderId, receipt, amount? }), with links to /orders and /. */
export function PaymentSuccessPage() {
  const { state } = useLocation();
  return (
    <PaymentPaid
      details={[
        { label: 'Order ID', value: stateString(state, 'orderId'), testId: 'order-id' },
        { label: 'M-Pesa receipt', value: stateString(state, 'receipt'), testId: 'receipt' },
        stateAmountDetail(state),
      ]}
    >
      <p>Thank you! Your payment was received and your order is confirmed.</p>
    </PaymentPaid>
  );
}

export { PaymentSuccessPage as Component };
