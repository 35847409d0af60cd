import { useLocation } from 'react-router';
import { DEPOSIT_MESSAGES } from '@mitumba/contracts/deposits';
import type { BankDetails } from '@mitumba/contracts/plain';
import { BankDetailsCard, bankDepositNote, useBankDetails } from '@/features/checkout';
import { PaymentResult } from '@/features/payments';
import { AfterOrderLinks } from '@/ui/after-order-links';
import { CircleCheck, Clock } from '@/ui/icons';
import { useRememberedState, type ResultState } from '../checkout/remembered-state';
import { useMoney, useT, type MessageId } from '@/i18n';
import { useSay } from '@/features/payments/message-words';

const methodLabels: Record<string, MessageId> = { cash: 'deposits.method.cash', bank: 'deposits.method.bank' };

function BankTransfer({ result }: { result: ResultState }) {
  const given = result.bankDetails && typeof result.bankDetails === 'object' ? (result.bankDetails as BankDetails) : null;
  const fetched = useBankDetails(given === null);
  const reference = typeof result.orderReference === 'string' ? result.orderReference : null;
  const t = useT();
  return <BankDetailsCard details={given ?? fetched.data} orderId={result.orderId} reference={reference} note={bankDepositNote(t)} />;
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
  const t = useT();
  const say = useSay();
  const { price } = useMoney();
  const money = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? price(value) : '');
  const methodLabel = methodLabels[String(result?.method)];
  return (
    <PaymentResult
      icon={paid || !result ? CircleCheck : Clock}
      tone={paid || !result ? 'brand' : 'accent'}
      title={paid ? say(DEPOSIT_MESSAGES.successTitle) : t('deposits.orderPlaced')}
      details={[
        { label: t('deposits.detail.orderId'), value: result?.orderId ?? '', testId: 'order-id' },
        { label: t('deposits.detail.deposit'), value: money(result?.depositAmount), testId: 'deposit-amount' },
        { label: t('deposits.detail.balanceToPay'), value: money(result?.balance), testId: 'balance' },
        { label: t('deposits.detail.paidBy'), value: methodLabel ? t(methodLabel) : '', testId: 'deposit-method' },
      ]}
      actions={<AfterOrderLinks />}
    >
      {paid ? <p>{say(DEPOSIT_MESSAGES.successText)}</p> : null}
      {result && byBank && !paid ? <p>{t('deposits.sendByPaybill')}</p> : null}
      {result && byBank && !paid ? (
        <div className="pt-2">
          <BankTransfer result={result} />
        </div>
      ) : null}
      <p>{t(result ? 'deposits.payBalanceLater' : 'deposits.followOrder')}</p>
    </PaymentResult>
  );
}

export { DepositSuccesslyPage as Component };
