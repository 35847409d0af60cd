import { Link, useLocation } from 'react-router';
import { mpesaFailureMessage } from '@mitumba/contracts/plain';
import { paths } from '@/lib/paths';
import { stateString } from '@/lib/navigation-state';
import { buttonClasses } from '@/ui/button';
import { CircleX } from '@/ui/icons';
import { PaymentResult } from '../components/payment-result';

/** /mpesa-fail: why the payment failed (state { code, message, orderId }), its error code, and the ways on. */
export function MpesaFailPage() {
  const { state } = useLocation();
  const code = stateString(state, 'code');
  const message = stateString(state, 'message') || mpesaFailureMessage(code);
  const orderId = stateString(state, 'orderId');

  return (
    <PaymentResult
      icon={CircleX}
      tone="danger"
      title="Payment Failed"
      details={[{ label: 'Order ID', value: orderId, testId: 'order-id' }]}
      withSupport
      actions={
        <>
          <Link to={paths.placeOrder} className={buttonClasses('accent', 'lg')}>
            Try Again
          </Link>
          {orderId ? (
            <Link to={paths.order(orderId)} className={buttonClasses('secondary', 'lg')}>
              View Order
            </Link>
          ) : null}
          <Link to={paths.cart} className={buttonClasses('secondary', 'lg')}>
            Back to Cart
          </Link>
        </>
      }
    >
      <p className="font-medium text-ink-900" data-testid="failure-message">
        {message}
      </p>
      {code ? <p className="text-sm">Error code: {code}</p> : null}
    </PaymentResult>
  );
}

export { MpesaFailPage as Component };
