import type { ReactNode } from 'react';
import { formatCardPrice } from '@mitumba/contracts/plain';
import { stateNumber } from '@/lib/navigation-state';
import { AfterOrderLinks } from '@/ui/after-order-links';
import type { Detail } from '@/ui/detail-list';
import { CircleCheck } from '@/ui/icons';
import { PaymentResult } from './payment-result';

/** The paid result every payment method shows: 'Payment Successful!', a thank-you, the payment's details, the ways on. */
export function PaymentPaid({ details, actions = <AfterOrderLinks />, children }: { details: Detail[]; actions?: ReactNode; children: ReactNode }) {
  return (
    <PaymentResult icon={CircleCheck} tone="brand" title="Payment Successful!" details={details} actions={actions}>
      {children}
    </PaymentResult>
  );
}

/** The 'Amount' detail from navigation state's `amount` (left out when the state has none). */
export function stateAmountDetail(state: unknown): Detail {
  const amount = stateNumber(state, 'amount');
  return { label: 'Amount', value: amount === null ? '' : formatCardPrice(amount), testId: 'amount' };
}
