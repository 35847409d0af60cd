import { useLocation } from 'react-router';
import { DEPOSIT_MESSAGES } from '@mitumba/contracts/deposits';
import { formatCardPrice, type BankDetails } from '@mitumba/contracts/plain';
import { BankDetailsCard, bankDepositNote, useBankDetails } from '@/features/checkout';
import { PaymentResult } from '@/features/payments';
import { AfterOrderLinks } from '@/ui/after-order-links';
import { CircleCheck, Clock } from '@/ui/icons';
import { useRememberedState, type ResultState } from '../checkout/remembered-state';

const money = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? formatCardPrice(value) : '');
const methodLabels: Record<string, string> = { cash: 'Cash', bank: 'Bank (paybill)' };

function BankTransfer({ result }: { result: ResultState }) {
  const given = result.bankDetails && typeof result.bankDetails === 'object' ? (result.bankDetails as BankDetails) : null;
  const fetched = useBankDetails(given === null);
  const reference = typeof result.orderReference === 'string' ? result.orderReference : null;
  return <BankDetailsCard details={given ?? fetched.data} orderId={result.orderId} reference={reference} note={bankDepositNote} />;
}

/**
 * /Deposit-Successly: a deposit order placed at the counter or by bank (state { orderId, depositAmount, balance,
 * total, method, paymentStatus, bankDetails }). Cash is paid at once; a bank deposit shows the transfer to make
 * (bank, paybill, account, name), which the shop confirms once it arrives.
 */
export function DepositSuccesslyPage() {
  const { state } = useLocation();
  const result = useRememberedState('mitumba.depositPlaced', state);
  const paid = result?.paymentStatus === 'paid';
  const byBank = result?.method === 'bank';
  return (
    <PaymentResult
      icon={paid || !result ? CircleCheck : Clock}
      tone={paid || !result ? 'brand' : 'accent'}
      title={paid ? DEPOSIT_MESSAGES.successTitle : 'Order Placed Successfully!'}
      details={[
        { label: 'Order ID', value: result?.orderId ?? '', testId: 'order-id' },
        { label: 'Deposit', value: money(result?.depositAmount), testId: 'deposit-amount' },
        { label: 'Balance to pay', value: money(result?.balance), testId: 'balance' },
        { label: 'Paid by', value: methodLabels[String(result?.method)] ?? '', testId: 'deposit-method' },
      ]}
      actions={<AfterOrderLinks />}
    >
      {paid ? <p>{DEPOSIT_MESSAGES.successText}</p> : null}
      {result && byBank && !paid ? <p>Send your deposit by M-Pesa paybill with the details below to secure your order.</p> : null}
      {result && byBank && !paid ? (
        <div className="pt-2">
          <BankTransfer result={result} />
        </div>
      ) : null}
      {result ? <p>Pay the balance from My Orders whenever you are ready.</p> : <p>You can follow your order under My Orders.</p>}
    </PaymentResult>
  );
}

export { DepositSuccesslyPage as Component };
