import { useLocation } from 'react-router';
import { isMpesaProcessingError, mpesaFailureMessage } from '@mitumba/contracts/plain';
import { paths } from '@/lib/paths';
import { stateString } from '@/lib/navigation-state';
import { PaymentFailed, ResultLink } from '../components/payment-failed';

/**
 * /mpesa-fail: why the payment failed (state { code, message, orderId }), its error code, and the ways on; titled
 * 'Payment processing error' when M-Pesa's side failed rather than the customer's phone or account.
 */
export function MpesaFailPage() {
  const { state } = useLocation();
  const code = stateString(state, 'code');
  const orderId = stateString(state, 'orderId');

  return (
    <PaymentFailed
      title={isMpesaProcessingError(code) ? 'Payment processing error' : undefined}
      message={stateString(state, 'message') || mpesaFailureMessage(code)}
      orderId={orderId}
      links={
        <>
          {orderId ? <ResultLink to={paths.order(orderId)}>View Order</ResultLink> : null}
          <ResultLink to={paths.cart}>Back to Cart</ResultLink>
        </>
      }
    >
      {code ? <p className="text-sm">Error code: {code}</p> : null}
    </PaymentFailed>
  );
}

export { MpesaFailPage as Component };
