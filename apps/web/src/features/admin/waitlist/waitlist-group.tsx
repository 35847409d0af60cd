import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { adminPaths } from '../admin-paths';
import { formatShopTime } from '../order-labels';
import type { WaitlistGroup } from './waitlist-api';

/** One product weight: its stock now (what to restock) and the customers waiting, in the order they joined. */
export function WaitlistGroupCard({ group }: { group: WaitlistGroup }) {
  const waiting = group.entries.filter((entry) => entry.status === 'pending').length;
  return (
    <article data-testid="waitlist-group" className="rounded-2xl border border-ink-200 bg-white">
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-ink-200 px-4 py-3">
        <div>
          <Link to={adminPaths.product(group.product.id)} className="font-semibold text-brand-700 underline-offset-4 hover:underline">{group.product.name}</Link>
          <span className="ml-2 text-ink-700">{group.weight}</span>
        </div>
        <div className="flex flex-wrap gap-2 text-xs font-semibold">
          <span className={cn('inline-flex min-h-7 items-center rounded-full px-3', group.stock > 0 ? 'bg-success-50 text-success-700' : 'bg-danger-50 text-danger-700')}>
            {group.stock > 0 ? `${group.stock} in stock` : 'Sold out'}
          </span>
          <span className="inline-flex min-h-7 items-center rounded-full bg-accent-100 px-3 text-ink-900">{waiting} waiting</span>
        </div>
      </header>
      <ul className="divide-y divide-ink-200">
        {group.entries.map((entry) => (
          <li key={entry.id} data-testid="waitlist-entry" className="flex flex-col gap-1 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between">
            <div>
              <span className="block font-medium text-ink-900">{entry.customer.name}</span>
              <span className="block text-ink-600">{entry.phone || entry.customer.phone} · wants {entry.quantity}</span>
            </div>
            <div className="text-ink-700 sm:text-right">
              <span className="block">Joined {formatShopTime(entry.joinedAt)}</span>
              <span className="block">{entry.status === 'notified' && entry.notifiedAt ? `Notified ${formatShopTime(entry.notifiedAt)}` : 'Not notified yet'}</span>
            </div>
          </li>
        ))}
      </ul>
    </article>
  );
}
