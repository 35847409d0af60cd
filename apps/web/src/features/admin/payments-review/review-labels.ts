import { paymentMethodIds, paymentMethodLabels } from '@mitumba/contracts/plain';
import type { PaymentReviewAction, PaymentReviewKind } from '@mitumba/contracts';

export const kindLabels: Record<PaymentReviewKind, string> = { stuck: 'Stuck', flag: 'Flagged', 'paid-twice': 'Paid twice' };

/** The button, and the dialog's title and confirm label, of each action. */
export const actionLabels: Record<PaymentReviewAction, { button: string; title: string; confirm: string }> = {
  query: { button: 'Query M-Pesa again', title: 'Ask M-Pesa again', confirm: 'Ask M-Pesa' },
  attach: { button: 'Apply to order', title: 'Apply this payment to its order', confirm: 'Apply payment' },
  refund: { button: 'Record refund', title: 'Record the refund', confirm: 'Record refund' },
  resolve: { button: 'Close flag', title: 'Close this flag', confirm: 'Close flag' },
};

export function methodLabel(method: string): string {
  return (paymentMethodIds as readonly string[]).includes(method) ? paymentMethodLabels[method as (typeof paymentMethodIds)[number]] : method;
}

/** "3 min", "2 h", "4 days": how long an item has waited. */
export function formatAge(seconds: number): string {
  if (seconds < 3600) return `${Math.max(1, Math.round(seconds / 60))} min`;
  if (seconds < 86_400) return `${Math.round(seconds / 3600)} h`;
  const days = Math.round(seconds / 86_400);
  return `${days} day${days === 1 ? '' : 's'}`;
}
