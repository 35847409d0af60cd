import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { Hourglass } from '@/ui/icons';
import { usePendingOrder } from '../api/get-pending-order';
import { useT } from '@/i18n';

/** On the cart: an order still waits for its payment, so checkout will send the customer to it. */
export function PendingOrderNotice() {
  const pending = usePendingOrder();
  const t = useT();
  if (!pending.data?.hasPending) return null;
  const order = pending.data.pendingOrder;
  return (
    <div role="status" className="mb-6 flex items-start gap-3 rounded-2xl border border-accent-300 bg-accent-100/60 px-4 pt-4 pb-1 text-sm text-ink-800">
      <Hourglass aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
      <div>
        <p>{t('cart.pending')}</p>
        <Link to={order ? paths.order(order.orderId) : paths.orders} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2">
          {order ? t('cart.pending.viewOrder') : t('cart.pending.viewOrders')}
        </Link>
      </div>
    </div>
  );
}
