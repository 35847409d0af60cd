import { useLocation } from 'react-router';
import { stateString } from '@/lib/navigation-state';
import { PaymentPaid, stateAmountDetail } from '../components/payment-paid';

/** /mpesa-success: the receipt, order id and amount the processing screen received (state { receipt, orderId, amount }). */
export function MpesaSuccessPage() {
  const { state } = useLocation();
  return (
    <PaymentPaid
      details={[
        { label: 'M-Pesa receipt', value: stateString(state, 'receipt'), testId: 'mpesa-receipt' },
        { label: 'Order ID', value: stateString(state, 'orderId'), testId: 'order-id' },
        stateAmountDetail(state),
      ]}
    >
      <p>Thank you! We have received your M-Pesa payment and your order is confirmed.</p>
    </PaymentPaid>
  );
}

export { MpesaSuccessPage as Component };
