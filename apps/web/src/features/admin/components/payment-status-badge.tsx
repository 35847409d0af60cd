import type { OrderView } from '@mitumba/contracts/plain';
import { cn } from '@/lib/cn';
import { paymentStatusLabels } from '../order-labels';

const tones = {
  pending: 'bg-accent-100 text-ink-900',
  paid: 'bg-success-50 text-success-700',
  failed: 'bg-danger-50 text-danger-700',
} as const;

export function PaymentStatusBadge({ status }: { status: OrderView['paymentStatus'] }) {
  return (
    <span data-testid="payment-badge" className={cn('inline-flex min-h-7 items-center rounded-full px-3 text-xs font-semibold', tones[status])}>
      {paymentStatusLabels[status]}
    </span>
  );
}
