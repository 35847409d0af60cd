import type { ReactNode } from 'react';
import { DEPOSIT_MESSAGES } from '@mitumba/contracts/deposits';
import { PaymentResult } from '@/features/payments';
import { CircleCheck } from '@/ui/icons';
import { useMoney, useT } from '@/i18n';
import { useSay } from '@/features/payments/message-words';


/**
 * 'Deposit Successful!' (spec 2 §2): the receipt, the order, what was paid and what is left, and where to go next. The
 * payment that leaves no balance says 'Balance paid' instead (decision 0037).
 */
export function DepositPaid({ receipt, orderId, amount, balance, actions, children }: {
  receipt: string; orderId: string; amount: number | null; balance: number | null; actions: ReactNode; children?: ReactNode;
}) {
  const paidInFull = balance === 0;
  const t = useT();
  const say = useSay();
  const { price } = useMoney();
  const money = (value: number | null) => (value === null ? '' : price(value));
  return (
    <PaymentResult
      icon={CircleCheck}
      tone="brand"
      title={say(paidInFull ? DEPOSIT_MESSAGES.balancePaidTitle : DEPOSIT_MESSAGES.successTitle)}
      details={[
        { label: t('deposits.detail.receipt'), value: receipt, testId: 'receipt' },
        { label: t('deposits.detail.orderId'), value: orderId, testId: 'order-id' },
        { label: t('deposits.detail.amount'), value: money(amount), testId: 'amount' },
        { label: t('deposits.detail.balanceLeft'), value: money(balance), testId: 'balance' },
      ]}
      actions={actions}
    >
      <p>{say(paidInFull ? DEPOSIT_MESSAGES.balancePaidText : DEPOSIT_MESSAGES.successText)}</p>
      {children}
    </PaymentResult>
  );
}
