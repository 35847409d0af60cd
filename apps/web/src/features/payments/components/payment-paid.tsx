import type { ReactNode } from 'react';
import { stateNumber } from '@/lib/navigation-state';
import { AfterOrderLinks } from '@/ui/after-order-links';
import type { Detail } from '@/ui/detail-list';
import { CircleCheck } from '@/ui/icons';
import { PaymentResult } from './payment-result';
import { useT, type Translate } from '@/i18n';

/** The paid result every payment method shows: 'Payment Successful!', a thank-you, the payment's details, the ways on. */
export function PaymentPaid({ details, actions = <AfterOrderLinks />, children }: { details: Detail[]; actions?: ReactNode; children: ReactNode }) {
  const t = useT();
  return (
    <PaymentResult icon={CircleCheck} tone="brand" title={t('payments.successTitle')} details={details} actions={actions}>
      {children}
    </PaymentResult>
  );
}

/** The 'Amount' detail from navigation state's `amount` (left out when the state has none). */
export function stateAmountDetail(t: Translate, price: (shillings: number) => string, state: unknown): Detail {
  const amount = stateNumber(state, 'amount');
  return { label: t('payments.detail.amount'), value: amount === null ? '' : price(amount), testId: 'amount' };
}
