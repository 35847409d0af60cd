import { Link, useLocation } from 'react-router';
import { formatCardPrice } from '@mitumba/contracts/plain';
import { paths } from '@/lib/paths';
import { stateNumber, stateString } from '@/lib/navigation-state';
import { buttonClasses } from '@/ui/button';
import { CircleCheck } from '@/ui/icons';
import { PaymentResult } from '../components/payment-result';

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
      actions={
        <>
          <Link to={paths.orders} className={buttonClasses('accent', 'lg')}>
            View My Orders
          </Link>
          <Link to={paths.home} className={buttonClasses('secondary', 'lg')}>
            Continue Shopping
          </Link>
        </>
      }
    >
      <p>Thank you! We have received your M-Pesa payment and your order is confirmed.</p>
    </PaymentResult>
  );
}

export { MpesaSuccessPage as Component };
