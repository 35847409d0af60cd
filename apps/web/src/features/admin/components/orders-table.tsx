import { Link } from 'react-router';
import { formatCardPrice, type AdminOrderRow } from '@mitumba/contracts/plain';
import { adminPaths } from '../admin-paths';
import { formatShopTime } from '../order-labels';
import { PaymentStatusBadge } from './payment-status-badge';

const cell = 'px-3 py-3 text-left align-middle';

/** One row per order; the id opens the order. Scrolls sideways on a phone rather than squeezing the columns. */
export function OrdersTable({ rows }: { rows: AdminOrderRow[] }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-ink-200 bg-white">
      <table className="w-full min-w-[760px] text-sm">
        <thead className="border-b border-ink-200 bg-ink-50 text-xs tracking-wide text-ink-600 uppercase">
          <tr>
            <th scope="col" className={cell}>Order</th>
            <th scope="col" className={cell}>Date</th>
            <th scope="col" className={cell}>Customer</th>
            <th scope="col" className={cell}>Method</th>
            <th scope="col" className={cell}>Payment</th>
            <th scope="col" className={cell}>Status</th>
            <th scope="col" className={`${cell} text-right`}>Total</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-200">
          {rows.map(({ order, customer }) => (
            <tr key={order.orderId} data-testid="admin-order-row">
              <td className={cell}>
                <Link to={adminPaths.order(order.orderId)} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline">
                  {order.orderId}
                </Link>
              </td>
              <td className={`${cell} whitespace-nowrap text-ink-700`}>{formatShopTime(order.date)}</td>
              <td className={cell}>
                <span className="block font-medium text-ink-900">{customer.name || order.customerName}</span>
                <span className="block text-ink-600">{customer.phone || customer.email}</span>
              </td>
              <td className={cell}>{order.paymentMethod}</td>
              <td className={cell}>
                <PaymentStatusBadge status={order.paymentStatus} />
              </td>
              <td className={cell}>{order.status}</td>
              <td className={`${cell} text-right font-semibold whitespace-nowrap tabular-nums`}>{formatCardPrice(order.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
