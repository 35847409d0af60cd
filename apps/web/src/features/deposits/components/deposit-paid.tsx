import type { ReactNode } from 'react';
import { DEPOSIT_MESSAGES } from '@mitumba/contracts/deposits';
import { formatCardPrice } from '@mitumba/contracts/plain';
import { PaymentResult } from '@/features/payments';
import { CircleCheck } from '@/ui/icons';

const money = (value: number | null) => (value === null ? '' : formatCardPrice(value));

/**
 * 'Deposit Successful!' (spec 2 §2): the receipt, the order, what was paid and what is left, and where to go next. The
 * payment that leaves no balance says 'Balance paid' instead (decision 0037).
 */
export function DepositPaid({ receipt, orderId, amount, balance, actions, children }: {
  receipt: string; orderId: string; amount: number | null; balance: number | null; actions: ReactNode; children?: ReactNode;
}) {
  const paidInFull = balance === 0;
  return (
    <PaymentResult
      icon={CircleCheck}
      tone="brand"
      title={paidInFull ? DEPOSIT_MESSAGES.balancePaidTitle : DEPOSIT_MESSAGES.successTitle}
      details={[
        { label: 'Receipt', value: receipt, testId: 'receipt' },
        { label: 'Order ID', value: orderId, testId: 'order-id' },
        { label: 'Amount', value: money(amount), testId: 'amount' },
        { label: 'Balance left', value: money(balance), testId: 'balance' },
      ]}
      actions={actions}
    >
      <p>{paidInFull ? DEPOSIT_MESSAGES.balancePaidText : DEPOSIT_MESSAGES.successText}</p>
      {children}
    </PaymentResult>
  );
}
