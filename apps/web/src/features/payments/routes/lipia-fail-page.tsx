import { useLocation } from 'react-router';
import { MOBILE_MONEY_MESSAGES } from '@mitumba/contracts/mobile-money';
import { stateString } from '@/lib/navigation-state';
import { paths } from '@/lib/paths';
import { PaymentFailed, ResultLink } from '../components/payment-failed';
import { useT } from '@/i18n';

/** /lipia-fail: why the Lipia payment failed (state { message, orderId }), the support phone and the ways on. */
export function LipiaFailPage() {
  const { state } = useLocation();
  const t = useT();
  return (
    <PaymentFailed
      message={stateString(state, 'message') || MOBILE_MONEY_MESSAGES.failedOrCanceled}
      orderId={stateString(state, 'orderId')}
      links={<ResultLink to={paths.orders}>{t('payments.viewMyOrders')}</ResultLink>}
    />
  );
}

export { LipiaFailPage as Component };
