import { deliveryStage, type DeliveryStage, type OrderView } from '@mitumba/contracts/plain';
import { useT, type MessageId } from '@/i18n';
import { cn } from '@/lib/cn';
import { DELIVERY_STAGE_WORDS } from '../order-words';

const pill = 'inline-flex min-h-7 items-center gap-1.5 rounded-full px-3 text-xs font-semibold';

const paymentTones = {
  pending: 'bg-accent-100 text-ink-900',
  paid: 'bg-success-50 text-success-700',
  failed: 'bg-danger-50 text-danger-700',
} as const;
const paymentLabels: Record<OrderView['paymentStatus'], MessageId> = {
  pending: 'orders.payment.pending',
  paid: 'orders.payment.paid',
  failed: 'orders.payment.failed',
};

/**
 * Spec 2 §4: pending (with a spinner), paid, failed. A deposit order whose deposit is in is not waiting for anything:
 * it says its balance is due, without the spinner.
 */
export function PaymentBadge({ status, balanceDue = false }: { status: OrderView['paymentStatus']; balanceDue?: boolean }) {
  const t = useT();
  const waiting = status === 'pending' && !balanceDue;
  return (
    <span className={cn(pill, paymentTones[status])} data-testid="payment-status">
      {waiting ? (
        <span aria-hidden="true" className="size-3 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none" />
      ) : null}
      {t(status === 'pending' && balanceDue ? 'orders.payment.balanceDue' : paymentLabels[status])}
    </span>
  );
}

const deliveryTones: Record<DeliveryStage, string> = {
  delivered: 'bg-success-600 text-white',
  cancelled: 'bg-danger-600 text-white',
  'ready-for-collection': 'bg-brand-700 text-white',
  'on-its-way': 'bg-brand-700 text-white',
  preparing: 'bg-orange-700 text-white',
  unpaid: 'bg-orange-700 text-white',
};

type StagedOrder = Pick<OrderView, 'status' | 'paymentStatus' | 'dispatchedAt' | 'readyForCollectionAt'>;

/** Shown only once the order is paid, following it: Pending delivery, On its way, Ready for collection, Delivered (or Cancelled). */
export function DeliveryBadge({ order }: { order: StagedOrder }) {
  const t = useT();
  const stage = deliveryStage(order);
  return (
    <span className={cn(pill, deliveryTones[stage])} data-testid="delivery-status">
      {t(DELIVERY_STAGE_WORDS[stage])}
    </span>
  );
}
