import { Link } from 'react-router';
import type { ReconciliationDifference, ReconciliationLedger } from '@mitumba/contracts';
import { CircleCheck } from '@/ui/icons';
import { adminPaths } from '../admin-paths';
import { RECONCILIATION_DIFFERENCE_LABELS } from '../forms/contracts';
import { ksh } from './money-cells';
import { nairobiTime } from './nairobi-dates';

/** Every difference of the day, first on the page: what kind, which order or payment, and both amounts. */
export function DifferencesList({ differences, ledgers }: { differences: ReconciliationDifference[]; ledgers: ReconciliationLedger[] }) {
  const unread = ledgers.filter((ledger) => ledger.provider.status === 'unreadable');
  if (differences.length === 0) {
    return (
      <div className="flex items-start gap-3 rounded-2xl border border-ink-200 bg-white p-4">
        <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <div>
          <h2 className="font-semibold text-ink-900">No differences</h2>
          <p className="text-sm text-ink-700">
            {unread.length === 0
              ? 'Every statement that was read agrees with the shop’s records.'
              : `Among the statements that were read. ${unread.map((ledger) => ledger.label).join(', ')} could not be read, so ${unread.length === 1 ? 'it is' : 'they are'} not confirmed.`}
          </p>
        </div>
      </div>
    );
  }
  const labelOf = new Map(ledgers.map((ledger) => [ledger.id, ledger.label]));
  return (
    <section aria-labelledby="differences-title" className="rounded-2xl border border-danger-600 bg-white p-4">
      <h2 id="differences-title" className="font-semibold text-danger-700">
        {differences.length} {differences.length === 1 ? 'difference' : 'differences'}
      </h2>
      <ul className="mt-3 divide-y divide-ink-100">
        {differences.map((difference, index) => (
          <li key={`${difference.ledger}-${difference.providerRef ?? difference.attemptId ?? index}-${difference.kind}`} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:gap-4">
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-ink-900">
                {RECONCILIATION_DIFFERENCE_LABELS[difference.kind]}{difference.entry === 'refund' ? ' (refund)' : ''}
                <span className="font-normal text-ink-600"> · {labelOf.get(difference.ledger) ?? difference.ledger} · {nairobiTime(difference.at)}</span>
              </p>
              <p className="break-all text-sm text-ink-700">
                {difference.orderId
                  ? <Link to={adminPaths.order(difference.orderId)} className="font-semibold text-brand-700 underline">{difference.orderId}</Link>
                  : 'No order in the shop'}
                {difference.providerRef ? <span> · {difference.providerRef}</span> : null}
              </p>
            </div>
            <dl className="grid shrink-0 grid-cols-2 gap-x-4 text-sm sm:text-right">
              <dt className="text-ink-600">Here</dt>
              <dt className="text-ink-600">There</dt>
              <dd className="font-semibold text-ink-900">{ksh(difference.shopAmountCents)}</dd>
              <dd className="font-semibold text-ink-900">{ksh(difference.providerAmountCents)}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
