import { Link } from 'react-router';
import { formatCardPrice, type AdminOrderRow } from '@mitumba/contracts/plain';
import { adminPaths } from '../admin-paths';
import { formatShopTime, orderStatusLabel } from '../order-labels';
import { OrderFlags } from './order-flags';
import { PaymentStatusBadge } from './payment-status-badge';
import { AdminTable, tableCell as cell } from './admin-table';

const columns = ['Order', 'Date', 'Customer', 'Method', 'Payment', 'Status', { label: 'Total', right: true }] as const;

/**
 * One row per order; the id opens the order, and flags under it say what waits for the shop (a cancellation request,
 * unread messages). Scrolls sideways on a phone rather than squeezing the columns.
 */
export function OrdersTable({ rows }: { rows: AdminOrderRow[] }) {
  return (
    <AdminTable columns={columns} className="overflow-x-auto rounded-2xl border border-ink-200 bg-white" tableClassName="w-full min-w-[760px] text-sm">
      {rows.map((row) => {
        const { order, customer } = row;
        return (
        <tr key={order.orderId} data-testid="admin-order-row">
          <td className={cell}>
            <Link to={adminPaths.order(order.orderId)} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline">
              {order.orderId}
            </Link>
            <OrderFlags row={row} />
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
          <td className={cell}>{orderStatusLabel(order)}</td>
          <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
            <span className="block font-semibold">{formatCardPrice(order.amount)}</span>
            {/* A deposit order still owing: what is left of it. */}
            {order.paymentMethodId === 'deposit' && order.status === 'Pending' && order.paymentStatus !== 'paid' && order.balance > 0 ? (
              <span data-testid="order-balance" className="block text-xs text-ink-600">Balance {formatCardPrice(order.balance)}</span>
            ) : null}
          </td>
        </tr>
        );
      })}
    </AdminTable>
  );
}
