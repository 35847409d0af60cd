import { useLocation } from 'react-router';
import { ResultLink } from '@/features/payments';
import { paths } from '@/lib/paths';
import { stateNumber, stateString } from '@/lib/navigation-state';
import { DepositPaid } from '../components/deposit-paid';
import { useT } from '@/i18n';

/** /Mpesa-Deposit-Success: the M-Pesa deposit's receipt, order id, amount and what is left (state { receipt, orderId, amount, balance }). */
export function MpesaDepositSuccessPage() {
  const { state } = useLocation();
  const orderId = stateString(state, 'orderId');
  const t = useT();
  return (
    <DepositPaid
      receipt={stateString(state, 'receipt')}
      orderId={orderId}
      amount={stateNumber(state, 'amount')}
      balance={stateNumber(state, 'balance')}
      actions={
        <>
          <ResultLink to={orderId ? paths.order(orderId) : paths.orders} primary>
            {t('deposits.viewOrderDetails')}
          </ResultLink>
          <ResultLink to={paths.orders}>{t('deposits.backToOrders')}</ResultLink>
        </>
      }
    />
  );
}

export { MpesaDepositSuccessPage as Component };
