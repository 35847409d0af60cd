import type { AdminCouponRow } from '@mitumba/contracts';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import { AdminTable, tableCell as cell, type Column } from '../components/admin-table';
import { formatShopTime } from '../order-labels';
import { canDisable, couponStateLabels, couponStateStyles, formatDiscount, formatUses } from './coupon-labels';

interface CouponsTableProps {
  rows: AdminCouponRow[];
  onShowUses: (row: AdminCouponRow) => void;
  onDisable: (row: AdminCouponRow) => void;
}

function StateBadge({ row }: { row: AdminCouponRow }) {
  return <span className={cn('inline-flex min-h-7 items-center rounded-full px-3 text-xs font-semibold', couponStateStyles[row.state])}>{couponStateLabels[row.state]}</span>;
}

const boundTo = (row: AdminCouponRow) => (row.customer ? row.customer.name : 'Anyone');
const expiry = (row: AdminCouponRow) => (row.expiresAt ? formatShopTime(row.expiresAt) : 'No end date');

function Actions({ row, onShowUses, onDisable }: { row: AdminCouponRow } & Omit<CouponsTableProps, 'rows'>) {
  return (
    <div className="flex gap-2 md:justify-end">
      <Button variant="secondary" onClick={() => onShowUses(row)} aria-label={`Uses of ${row.code}`}>Uses</Button>
      {canDisable(row) ? <Button variant="ghost" onClick={() => onDisable(row)} aria-label={`Disable ${row.code}`}>Disable</Button> : null}
    </div>
  );
}

/** On a phone: one card per coupon. */
function CouponCards({ rows, ...actions }: CouponsTableProps) {
  return (
    <ul className="flex flex-col gap-3 md:hidden">
      {rows.map((row) => (
        <li key={row.id} data-testid="admin-coupon-card" className="flex flex-col gap-3 rounded-2xl border border-ink-200 bg-white p-4 text-sm">
          <div className="flex items-start justify-between gap-3">
            <div>
              <span className="block font-mono text-base font-semibold text-ink-900">{row.code}</span>
              <span className="block text-ink-700">{formatDiscount(row)} off · {boundTo(row)}</span>
            </div>
            <StateBadge row={row} />
          </div>
          <dl className="grid grid-cols-2 gap-2 text-ink-700">
            <div><dt className="text-xs text-ink-600">Expires</dt><dd>{expiry(row)}</dd></div>
            <div><dt className="text-xs text-ink-600">Uses</dt><dd className="tabular-nums">{formatUses(row)} · {row.perUserLimit} each</dd></div>
          </dl>
          <Actions row={row} {...actions} />
        </li>
      ))}
    </ul>
  );
}

const columns: Column[] = ['Code', { label: 'Discount', right: true }, 'For', 'Expires', { label: 'Uses', right: true }, { label: 'Per customer', right: true }, 'Status', <span className="sr-only">Actions</span>];

function CouponRows({ rows, ...actions }: CouponsTableProps) {
  return (
    <AdminTable columns={columns} className="relative hidden overflow-x-auto rounded-2xl border border-ink-200 bg-white md:block" tableClassName="w-full min-w-[900px] text-sm">
      {rows.map((row) => (
        <tr key={row.id} data-testid="admin-coupon-row">
          <td className={`${cell} font-mono font-semibold text-ink-900`}>{row.code}</td>
          <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
            {formatDiscount(row)}
            {row.minSubtotal > 0 ? <span className="block text-xs text-ink-600">cart from {row.minSubtotal.toLocaleString('en-KE')}</span> : null}
          </td>
          <td className={cell}>
            <span className="block text-ink-900">{boundTo(row)}</span>
            {row.customer ? <span className="block text-xs wrap-anywhere text-ink-600">{row.customer.email}</span> : null}
          </td>
          <td className={`${cell} whitespace-nowrap text-ink-700`}>{expiry(row)}</td>
          <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>{formatUses(row)}</td>
          <td className={`${cell} text-right tabular-nums`}>{row.perUserLimit}</td>
          <td className={cell}><StateBadge row={row} /></td>
          <td className={`${cell} whitespace-nowrap`}><Actions row={row} {...actions} /></td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** Every coupon: code, discount, who may use it, expiry, uses against the limits, state; its uses, and disabling it. */
export function CouponsTable(props: CouponsTableProps) {
  return (
    <>
      <CouponCards {...props} />
      <CouponRows {...props} />
    </>
  );
}
