import { Link } from 'react-router';
import type { AdminCustomerRow } from '@mitumba/contracts';
import { adminPaths } from '../admin-paths';
import { AdminTable } from '../components/admin-table';
import { formatShopTime } from '../order-labels';
import { roleLabels } from './customer-labels';
import { CustomerStatusBadge } from './customer-status-badge';

const head = 'px-3 py-3 text-left text-xs font-semibold tracking-wide text-ink-600 uppercase';
const columns = ['Customer', 'Phone', 'Role', 'Status', { label: 'Points', right: true }, { label: 'Orders', right: true }, 'Joined'] as const;

/**
 * One row per account; the name opens it. A table from 1024 px; below, each row stacks into a card (the column
 * names become inline labels), so a phone never scrolls sideways.
 */
export function CustomersList({ rows }: { rows: AdminCustomerRow[] }) {
  return (
    <AdminTable
      columns={columns}
      className="overflow-hidden rounded-2xl border border-ink-200 bg-white"
      headClassName="hidden border-b border-ink-200 bg-ink-50 lg:table-header-group"
      headCellClassName={head}
    >
      {rows.map((row) => (
        <tr key={row.id} data-testid="customer-row" className="grid grid-cols-2 gap-x-3 gap-y-1 p-4 lg:table-row lg:p-0">
          <td className="col-span-2 lg:px-3 lg:py-3">
            <Link to={adminPaths.customer(row.id)} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline">
              {row.name}
            </Link>
            <span className="block wrap-anywhere text-ink-600">{row.email}</span>
          </td>
          <td className="col-span-2 text-ink-800 tabular-nums lg:px-3 lg:py-3">{row.phone}</td>
          <td className="text-ink-800 lg:px-3 lg:py-3">
            <span className="text-ink-600 lg:hidden">Role: </span>
            {roleLabels[row.role]}
          </td>
          <td className="text-right lg:px-3 lg:py-3 lg:text-left">
            <CustomerStatusBadge status={row.status} />
          </td>
          <td className="tabular-nums lg:px-3 lg:py-3 lg:text-right">
            <span className="text-ink-600 lg:hidden">Points: </span>
            {row.points}
          </td>
          <td data-testid="customer-orders" className="text-right tabular-nums lg:px-3 lg:py-3">
            <span className="text-ink-600 lg:hidden">Orders: </span>
            {row.ordersCount}
          </td>
          <td className="col-span-2 whitespace-nowrap text-ink-600 lg:px-3 lg:py-3 lg:text-ink-700">
            <span className="lg:hidden">Joined </span>
            {formatShopTime(row.joinedAt)}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
