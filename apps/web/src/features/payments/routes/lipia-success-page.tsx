import { useLocation } from 'react-router';
import { stateString } from '@/lib/navigation-state';
import { PaymentPaid, stateAmountDetail } from '../components/payment-paid';

/** /lipia-success: the receipt, order id and amount the processing screen received (state { receipt, orderId, amount }). */
export function LipiaSuccessPage() {
  const { state } = useLocation();
  return (
    <PaymentPaid
      details={[
        { label: 'Receipt', value: stateString(state, 'receipt'), testId: 'receipt' },
        { label: 'Order ID', value: stateString(state, 'orderId'), testId: 'order-id' },
        stateAmountDetail(state),
      ]}
    >
      <p>Thank you! We have received your payment through Lipia and your order is confirmed.</p>
    </PaymentPaid>
  );
}

export { LipiaSuccessPage as Component };
