import { useLocation } from 'react-router';
import { MOBILE_MONEY_MESSAGES } from '@mitumba/contracts/mobile-money';
import { paths } from '@/lib/paths';
import { stateString } from '@/lib/navigation-state';
import { PaymentFailed, ResultLink } from '../components/payment-failed';
import { useT } from '@/i18n';

/** /Hybrid-Fail: why a hybrid payment failed (state { orderId, reason }), and the ways on. */
export function HybridFailPage() {
  const { state } = useLocation();
  const t = useT();
  return (
    <PaymentFailed
      message={stateString(state, 'reason') || MOBILE_MONEY_MESSAGES.hybridFailed}
      messageTestId="failure-reason"
      orderId={stateString(state, 'orderId')}
      links={<ResultLink to={paths.userChat}>{t('payments.contactSupport')}</ResultLink>}
    />
  );
}

export { HybridFailPage as Component };
