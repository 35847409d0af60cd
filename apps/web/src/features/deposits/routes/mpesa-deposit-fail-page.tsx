import { useLocation } from 'react-router';
import { paths } from '@/lib/paths';
import { stateString } from '@/lib/navigation-state';
import { PaymentFailed, ResultLink } from '@/features/payments';
import { DEPOSIT_MESSAGES } from '@mitumba/contracts/deposits';
import { useT } from '@/i18n';

/** /Mpesa-Deposit-Fail: why the M-Pesa deposit failed (state { code, message, orderId }), its code, and the ways on. */
export function MpesaDepositFailPage() {
  const { state } = useLocation();
  const code = stateString(state, 'code');
  const orderId = stateString(state, 'orderId');
  const t = useT();
  return (
    <PaymentFailed
      message={stateString(state, 'message') || DEPOSIT_MESSAGES.paymentFailed}
      orderId={orderId}
      retry={
        <ResultLink to={paths.deposit} primary>
          {t('deposits.tryAgain')}
        </ResultLink>
      }
      links={
        <>
          {orderId ? <ResultLink to={paths.order(orderId)}>{t('deposits.viewOrder')}</ResultLink> : null}
          <ResultLink to={paths.orders}>{t('deposits.backToOrders')}</ResultLink>
        </>
      }
    >
      {code ? <p className="text-sm">{t('deposits.errorCode', { code })}</p> : null}
    </PaymentFailed>
  );
}

export { MpesaDepositFailPage as Component };
