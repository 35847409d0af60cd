import { Link } from 'react-router';
import { formatCardPrice } from '@mitumba/contracts/plain';
import { adminPaths } from '../admin-paths';
import { formatShopTime } from '../order-labels';
import { PaymentStatusBadge } from './payment-status-badge';

type RecentOrder = { orderId: string; date: string; amount: number; paymentMethod: string; paymentStatus: 'pending' | 'paid' | 'failed'; status: string };

/** A customer's recent orders, each linked to its page (customer detail, a conversation in the inbox). */
export function RecentOrders({ orders, className }: { orders: readonly RecentOrder[]; className: string }) {
  return (
    <section className={className} aria-labelledby="recent-orders-heading">
      <h2 id="recent-orders-heading" className="text-lg font-semibold text-ink-900">Recent orders</h2>
      {orders.length === 0 ? <p className="mt-2 text-sm text-ink-600">No orders yet.</p> : (
        <ul className="mt-2 divide-y divide-ink-200">
          {orders.map((order) => (
            <li key={order.orderId} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <Link to={adminPaths.order(order.orderId)} className="inline-flex min-h-11 items-center font-semibold wrap-anywhere text-brand-700 underline-offset-4 hover:underline">
                {order.orderId}
              </Link>
              <span className="flex items-center gap-2">
                <PaymentStatusBadge status={order.paymentStatus} />
                <span className="font-semibold tabular-nums">{formatCardPrice(order.amount)}</span>
              </span>
              <span className="w-full text-ink-600">{formatShopTime(order.date)} · {order.paymentMethod} · {order.status}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
