import { Link } from 'react-router';
import { formatCardPrice } from '@mitumba/contracts/plain';
import type { AdminOfferRow } from '@mitumba/contracts';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import { adminPaths } from '../admin-paths';
import { AdminTable, tableCell as cell, type Column } from '../components/admin-table';
import { formatShopTime } from '../order-labels';
import { formatAge } from './offer-age';

const stateStyles: Record<AdminOfferRow['state'], string> = {
  pending: 'bg-accent-100 text-ink-900', accepted: 'bg-success-50 text-success-700', rejected: 'bg-danger-50 text-danger-700',
  expired: 'bg-ink-100 text-ink-700', used: 'bg-brand-50 text-brand-800',
};
const stateLabels: Record<AdminOfferRow['state'], string> = { pending: 'Pending', accepted: 'Accepted', rejected: 'Rejected', expired: 'Expired', used: 'Used' };

interface OffersTableProps {
  rows: AdminOfferRow[];
  onAccept: (row: AdminOfferRow) => void;
  onReject: (row: AdminOfferRow) => void;
}

function StateBadge({ row }: { row: AdminOfferRow }) {
  return (
    <>
      <span className={cn('inline-flex min-h-7 items-center rounded-full px-3 text-xs font-semibold', stateStyles[row.state])}>{stateLabels[row.state]}</span>
      {row.state === 'accepted' && row.expiresAt ? <span className="block text-xs text-ink-600">until {formatShopTime(row.expiresAt)}</span> : null}
    </>
  );
}

function Decide({ row, onAccept, onReject }: { row: AdminOfferRow } & Omit<OffersTableProps, 'rows'>) {
  if (row.status !== 'pending') return null;
  return (
    <div className="flex gap-2 sm:justify-end">
      <Button variant="accent" onClick={() => onAccept(row)} aria-label={`Accept offer from ${row.customer.name} on ${row.product.name}`}>Accept</Button>
      <Button variant="secondary" onClick={() => onReject(row)} aria-label={`Reject offer from ${row.customer.name} on ${row.product.name}`}>Reject</Button>
    </div>
  );
}

const columns: Column[] = ['Product', 'Customer', { label: 'List price', right: true }, { label: 'Offer', right: true }, 'Age', 'Status', <span className="sr-only">Actions</span>];

const productLink = (row: AdminOfferRow) => (
  <Link to={adminPaths.product(row.product.id)} className="font-semibold text-brand-700 underline-offset-4 hover:underline">{row.product.name}</Link>
);

/** On a phone: one card per offer, the decision buttons in reach without scrolling sideways. */
function OfferCards({ rows, onAccept, onReject }: OffersTableProps) {
  const now = Date.now();
  return (
    <ul className="flex flex-col gap-3 md:hidden">
      {rows.map((row) => (
        <li key={row.id} data-testid="admin-offer-card" className="flex flex-col gap-3 rounded-2xl border border-ink-200 bg-white p-4 text-sm">
          <div className="flex items-start justify-between gap-3">
            <div>
              {productLink(row)}
              <span className="block text-ink-600">{row.weight} × {row.quantity}</span>
            </div>
            <div className="text-right"><StateBadge row={row} /></div>
          </div>
          <div className="flex items-end justify-between gap-3">
            <div>
              <span className="block font-medium text-ink-900">{row.customer.name}</span>
              <span className="block text-ink-600">{row.phone || row.customer.phone} · {formatAge(row.createdAt, now)} ago</span>
            </div>
            <div className="text-right tabular-nums">
              <span className="block text-base font-semibold text-ink-900">{formatCardPrice(row.offeredPrice)}</span>
              <s className="block text-ink-500"><span className="sr-only">list price </span>{formatCardPrice(row.listPrice)}</s>
            </div>
          </div>
          <Decide row={row} onAccept={onAccept} onReject={onReject} />
        </li>
      ))}
    </ul>
  );
}

/** One row per offer: who, what, both prices, how old; pending ones can be accepted or rejected. */
export function OffersTable(props: OffersTableProps) {
  return (
    <>
      <OfferCards {...props} />
      <OfferRows {...props} />
    </>
  );
}

function OfferRows({ rows, onAccept, onReject }: OffersTableProps) {
  const now = Date.now();
  return (
    <AdminTable columns={columns} className="relative hidden overflow-x-auto rounded-2xl border border-ink-200 bg-white md:block" tableClassName="w-full min-w-[860px] text-sm">
      {rows.map((row) => (
        <tr key={row.id} data-testid="admin-offer-row">
          <td className={cell}>
            {productLink(row)}
            <span className="block text-ink-600">{row.weight} × {row.quantity}</span>
          </td>
          <td className={cell}>
            <span className="block font-medium text-ink-900">{row.customer.name}</span>
            <span className="block text-ink-600">{row.phone || row.customer.phone}</span>
          </td>
          <td className={`${cell} text-right whitespace-nowrap text-ink-700 tabular-nums`}>{formatCardPrice(row.listPrice)}</td>
          <td className={`${cell} text-right font-semibold whitespace-nowrap tabular-nums`}>{formatCardPrice(row.offeredPrice)}</td>
          <td className={`${cell} whitespace-nowrap text-ink-700`} title={formatShopTime(row.createdAt)}>{formatAge(row.createdAt, now)}</td>
          <td className={cell}><StateBadge row={row} /></td>
          <td className={`${cell} whitespace-nowrap`}><Decide row={row} onAccept={onAccept} onReject={onReject} /></td>
        </tr>
      ))}
    </AdminTable>
  );
}
