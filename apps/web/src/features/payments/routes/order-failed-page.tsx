import { useLocation } from 'react-router';
import { MOBILE_MONEY_MESSAGES } from '@mitumba/contracts/mobile-money';
import { paths } from '@/lib/paths';
import { stateString } from '@/lib/navigation-state';
import { PaymentFailed, ResultLink } from '../components/payment-failed';
import { useT } from '@/i18n';

/** /orderfailed: why an order's payment failed (state { reason, orderId }), and the ways on. */
export function OrderFailedPage() {
  const { state } = useLocation();
  const t = useT();
  return (
    <PaymentFailed
      message={stateString(state, 'reason') || MOBILE_MONEY_MESSAGES.paymentFailed}
      messageTestId="failure-reason"
      orderId={stateString(state, 'orderId')}
      links={<ResultLink to={paths.orders}>{t('payments.backToOrders')}</ResultLink>}
    />
  );
}

export { OrderFailedPage as Component };
