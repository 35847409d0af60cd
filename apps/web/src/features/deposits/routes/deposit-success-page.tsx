import { useLocation } from 'react-router';
import { AfterOrderLinks } from '@/ui/after-order-links';
import { useRememberedState } from '../checkout/remembered-state';
import { DepositPaid } from '../components/deposit-paid';
import { useT } from '@/i18n';

const numberOr = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** /deposit-success: a paid deposit (state { depositAmount, balance, receipt, orderId }) and what is left to pay. */
export function DepositSuccessPage() {
  const { state } = useLocation();
  const result = useRememberedState('mitumba.depositSuccess', state);
  const balance = numberOr(result?.balance);
  const t = useT();
  return (
    <DepositPaid
      receipt={typeof result?.receipt === 'string' ? result.receipt : ''}
      orderId={result?.orderId ?? ''}
      amount={numberOr(result?.depositAmount)}
      balance={balance}
      actions={<AfterOrderLinks />}
    >
      {balance !== null && balance > 0 ? <p>{t('deposits.payBalanceLater')}</p> : null}
    </DepositPaid>
  );
}

export { DepositSuccessPage as Component };
