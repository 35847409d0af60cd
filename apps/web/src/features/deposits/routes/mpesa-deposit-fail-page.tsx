import { useLocation } from 'react-router';
import { paths } from '@/lib/paths';
import { stateString } from '@/lib/navigation-state';
import { PaymentFailed, ResultLink } from '@/features/payments';
import { DEPOSIT_MESSAGES } from '@mitumba/contracts/deposits';

/** /Mpesa-Deposit-Fail: why the M-Pesa deposit failed (state { code, message, orderId }), its code, and the ways on. */
export function MpesaDepositFailPage() {
  const { state } = useLocation();
  const code = stateString(state, 'code');
  const orderId = stateString(state, 'orderId');
  return (
    <PaymentFailed
      message={stateString(state, 'message') || DEPOSIT_MESSAGES.paymentFailed}
      orderId={orderId}
      retry={
        <ResultLink to={paths.deposit} primary>
          Try Again
        </ResultLink>
      }
      links={
        <>
          {orderId ? <ResultLink to={paths.order(orderId)}>View Order</ResultLink> : null}
          <ResultLink to={paths.orders}>Back to Orders</ResultLink>
        </>
      }
    >
      {code ? <p className="text-sm">Error code: {code}</p> : null}
    </PaymentFailed>
  );
}

export { MpesaDepositFailPage as Component };
