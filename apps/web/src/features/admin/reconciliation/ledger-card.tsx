import type { ReconciliationLedger, ReconciliationTotals } from '@mitumba/contracts';
import { ksh } from './money-cells';

function Totals({ title, totals }: { title: string; totals: ReconciliationTotals }) {
  return (
    <div>
      <h4 className="text-xs font-semibold uppercase tracking-wide text-ink-600">{title}</h4>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
        <dt className="text-ink-600">Paid</dt><dd className="text-right font-semibold">{ksh(totals.paidCents)}</dd>
        <dt className="text-ink-600">Refunded</dt><dd className="text-right">{ksh(totals.refundedCents)}</dd>
        <dt className="text-ink-600">Net</dt><dd className="text-right font-semibold">{ksh(totals.netCents)}</dd>
        <dt className="text-ink-600">Count</dt><dd className="text-right">{totals.count}{totals.refundCount ? ` + ${totals.refundCount} refunds` : ''}</dd>
      </dl>
    </div>
  );
}

/** One method or provider: the shop's totals beside the provider's, or why there is no provider side. */
export function LedgerCard({ ledger, differences }: { ledger: ReconciliationLedger; differences: number }) {
  const { provider } = ledger;
  return (
    <article className="rounded-2xl border border-ink-200 bg-white p-4">
      <header className="flex items-baseline justify-between gap-2">
        <h3 className="font-semibold text-ink-900">{ledger.label}</h3>
        {differences > 0 ? <span className="text-sm font-semibold text-danger-700">{differences} {differences === 1 ? 'difference' : 'differences'}</span> : null}
      </header>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <Totals title="The shop recorded" totals={ledger.shop} />
        {provider.status === 'read' ? <Totals title={`${ledger.label} reports`} totals={provider.totals} /> : (
          <div>
            <h4 className="text-xs font-semibold uppercase tracking-wide text-ink-600">Provider side</h4>
            <p className={provider.status === 'unreadable' ? 'mt-1 text-sm font-semibold text-danger-700' : 'mt-1 text-sm text-ink-700'}>
              {provider.status === 'unreadable' ? `Could not be read: ${provider.reason}` : provider.reason}
            </p>
          </div>
        )}
      </div>
      {ledger.cashiers.length > 0 ? (
        <div className="mt-3">
          <h4 className="text-xs font-semibold uppercase tracking-wide text-ink-600">Taken per cashier</h4>
          <ul className="mt-1 text-sm">
            {ledger.cashiers.map((cashier) => (
              <li key={cashier.cashierId ?? 'unknown'} className="flex justify-between gap-3">
                <span>{cashier.name} <span className="text-ink-600">({cashier.count})</span></span>
                <span className="font-semibold">{ksh(cashier.paidCents)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </article>
  );
}
