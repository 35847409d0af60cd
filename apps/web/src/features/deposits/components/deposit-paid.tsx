import type { ReactNode } from 'react';
import { DEPOSIT_MESSAGES } from '@mitumba/contracts/deposits';
import { formatCardPrice } from '@mitumba/contracts/plain';
import { PaymentResult } from '@/features/payments';
import { CircleCheck } from '@/ui/icons';

const money = (value: number | null) => (value === null ? '' : formatCardPrice(value));

/** 'Deposit Successful!' (spec 2 §2): the receipt, the order, what was paid and what is left, and where to go next. */
export function DepositPaid({ receipt, orderId, amount, balance, actions, children }: {
  receipt: string; orderId: string; amount: number | null; balance: number | null; actions: ReactNode; children?: ReactNode;
}) {
  return (
    <PaymentResult
      icon={CircleCheck}
      tone="brand"
      title={DEPOSIT_MESSAGES.successTitle}
      details={[
        { label: 'Receipt', value: receipt, testId: 'receipt' },
        { label: 'Order ID', value: orderId, testId: 'order-id' },
        { label: 'Amount', value: money(amount), testId: 'amount' },
        { label: 'Balance left', value: money(balance), testId: 'balance' },
      ]}
      actions={actions}
    >
      <p>{DEPOSIT_MESSAGES.successText}</p>
      {children}
    </PaymentResult>
  );
}
