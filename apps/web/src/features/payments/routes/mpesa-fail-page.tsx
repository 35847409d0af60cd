import { useLocation } from 'react-router';
import { isMpesaProcessingError, mpesaFailureMessage } from '@mitumba/contracts/plain';
import { paths } from '@/lib/paths';
import { stateString } from '@/lib/navigation-state';
import { PaymentFailed, ResultLink } from '../components/payment-failed';
import { useT } from '@/i18n';

/**
 * /mpesa-fail: why the payment failed (state { code, message, orderId }), its error code, and the ways on; titled
 * 'Payment processing error' when M-Pesa's side failed rather than the customer's phone or account.
 */
export function MpesaFailPage() {
  const { state } = useLocation();
  const code = stateString(state, 'code');
  const t = useT();
  const orderId = stateString(state, 'orderId');

  return (
    <PaymentFailed
      title={isMpesaProcessingError(code) ? t('payments.processingErrorTitle') : undefined}
      message={stateString(state, 'message') || mpesaFailureMessage(code)}
      orderId={orderId}
      links={
        <>
          {orderId ? <ResultLink to={paths.order(orderId)}>{t('payments.viewOrder')}</ResultLink> : null}
          <ResultLink to={paths.cart}>{t('payments.backToCart')}</ResultLink>
        </>
      }
    >
      {code ? <p className="text-sm">{t('payments.errorCode', { code })}</p> : null}
    </PaymentFailed>
  );
}

export { MpesaFailPage as Component };
