import { useLocation } from 'react-router';
import { AfterOrderLinks } from '@/ui/after-order-links';
import { useRememberedState } from '../checkout/remembered-state';
import { DepositPaid } from '../components/deposit-paid';

const numberOr = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** /deposit-success: a paid deposit (state { depositAmount, balance, receipt, orderId }) and what is left to pay. */
export function DepositSuccessPage() {
  const { state } = useLocation();
  const result = useRememberedState('mitumba.depositSuccess', state);
  const balance = numberOr(result?.balance);
  return (
    <DepositPaid
      receipt={typeof result?.receipt === 'string' ? result.receipt : ''}
      orderId={result?.orderId ?? ''}
      amount={numberOr(result?.depositAmount)}
      balance={balance}
      actions={<AfterOrderLinks />}
    >
      {balance !== null && balance > 0 ? <p>Pay the balance from My Orders whenever you are ready.</p> : null}
    </DepositPaid>
  );
}

export { DepositSuccessPage as Component };
