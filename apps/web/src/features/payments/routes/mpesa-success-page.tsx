import { useLocation } from 'react-router';
import { formatCardPrice } from '@mitumba/contracts/plain';
import { stateNumber, stateString } from '@/lib/navigation-state';
import { CircleCheck } from '@/ui/icons';
import { PaymentResult } from '../components/payment-result';
import { AfterOrderLinks } from '@/ui/after-order-links';

/** /mpesa-success: the receipt, order id and amount the processing screen received (state { receipt, orderId, amount }). */
export function MpesaSuccessPage() {
  const { state } = useLocation();
  const amount = stateNumber(state, 'amount');

  return (
    <PaymentResult
      icon={CircleCheck}
      tone="brand"
      title="Payment Successful!"
      details={[
        { label: 'M-Pesa receipt', value: stateString(state, 'receipt'), testId: 'mpesa-receipt' },
        { label: 'Order ID', value: stateString(state, 'orderId'), testId: 'order-id' },
        { label: 'Amount', value: amount === null ? '' : formatCardPrice(amount), testId: 'amount' },
      ]}
      actions={<AfterOrderLinks />}
    >
      <p>Thank you! We have received your M-Pesa payment and your order is confirmed.</p>
    </PaymentResult>
  );
}

export { MpesaSuccessPage as Component };
