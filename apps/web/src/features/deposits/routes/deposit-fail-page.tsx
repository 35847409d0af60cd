import { useLocation } from 'react-router';
import { MOBILE_MONEY_MESSAGES } from '@mitumba/contracts/mobile-money';
import { PaymentFailed, ResultLink } from '@/features/payments';
import { stateString } from '@/lib/navigation-state';
import { paths } from '@/lib/paths';
import { useRememberedState } from '../checkout/remembered-state';
import { useT } from '@/i18n';

/**
 * /deposit-fail: why the deposit failed (state { message, orderId }), Try Again to the checkout, the order history,
 * and the support phone.
 */
export function DepositFailPage() {
  const { state } = useLocation();
  const result = useRememberedState('mitumba.depositFail', state);
  const t = useT();
  const message = stateString(state, 'message') || (typeof result?.message === 'string' ? result.message : '') || MOBILE_MONEY_MESSAGES.failedOrCanceled;
  return (
    <PaymentFailed
      message={message}
      orderId={result?.orderId ?? ''}
      links={<ResultLink to={paths.orders}>{t('deposits.backToOrders')}</ResultLink>}
    >
      <p className="text-sm">{t('deposits.fail.nothingTaken')}</p>
    </PaymentFailed>
  );
}

export { DepositFailPage as Component };
