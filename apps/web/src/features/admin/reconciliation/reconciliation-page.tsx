import { Link, useSearchParams } from 'react-router';
import type { ReconciliationLedger } from '@mitumba/contracts';
import { useDocumentTitle } from '@/lib/use-document-title';
import { buttonClasses } from '@/ui/button';
import { ChevronLeft, ChevronRight } from '@/ui/icons';
import { Skeleton } from '@/ui/skeleton';
import { adminPaths } from '../admin-paths';
import { QueryError } from '../components/query-error';
import { DownloadCsvButton } from '../csv/download-button';
import { DifferencesList } from './differences-list';
import { LedgerCard } from './ledger-card';
import { dayLabel, isDay, nairobiToday, shiftDay } from './nairobi-dates';
import { RECONCILIATION_CSV_PATH, useReconciliation } from './reconciliation-api';

const dayLink = (date: string) => `${adminPaths.reconciliation}?date=${date}`;

/** A ledger with no money on either side and a statement that was read or does not exist: one line, not a card. */
const quiet = (ledger: ReconciliationLedger) => ledger.shop.count + ledger.shop.refundCount === 0
  && ledger.provider.status !== 'unreadable' && (ledger.provider.status !== 'read' || ledger.provider.totals.count + ledger.provider.totals.refundCount === 0);

/**
 * /admin/reconciliation: one Nairobi day's money, the shop's records beside each provider's statement (read live),
 * differences first. Opens on yesterday; the previous and next days are one tap away.
 */
export function ReconciliationPage() {
  useDocumentTitle('Reconciliation');
  const [params] = useSearchParams();
  const today = nairobiToday();
  const asked = params.get('date');
  const date = isDay(asked) && asked <= today ? asked : shiftDay(today, -1);
  const day = useReconciliation(date);
  const differencesOf = (ledger: string) => day.data?.differences.filter((difference) => difference.ledger === ledger).length ?? 0;

  return (
    <section className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-semibold text-ink-900">Reconciliation</h1>
        <p className="mt-1 text-ink-700">What the shop recorded on a day (Nairobi time) beside what each provider reports, with every difference.</p>
      </div>
      <nav aria-label="Day" className="flex flex-wrap items-center gap-2">
        <Link to={dayLink(shiftDay(date, -1))} className={buttonClasses('secondary', 'icon')} aria-label="Previous day"><ChevronLeft aria-hidden className="size-5" /></Link>
        <p className="min-w-0 flex-1 text-center font-semibold text-ink-900 sm:flex-none sm:px-2" aria-live="polite">{dayLabel(date)}</p>
        {date < today
          ? <Link to={dayLink(shiftDay(date, 1))} className={buttonClasses('secondary', 'icon')} aria-label="Next day"><ChevronRight aria-hidden className="size-5" /></Link>
          : <span className={buttonClasses('secondary', 'icon', 'pointer-events-none opacity-40')} aria-hidden><ChevronRight className="size-5" /></span>}
        <div className="w-full sm:ml-auto sm:w-auto">
          <DownloadCsvButton path={RECONCILIATION_CSV_PATH} query={{ date }} fileName={`mitumba-reconciliation-${date}.csv`} label="Download CSV" />
        </div>
      </nav>
      {day.isPending ? (
        <div className="flex flex-col gap-3" aria-label="Reading the statements">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : day.isError ? (
        <QueryError error={day.error} fallback="Could not reconcile this day. Please try again." />
      ) : (
        <>
          <DifferencesList differences={day.data.differences} ledgers={day.data.ledgers} />
          <div className="grid gap-3 lg:grid-cols-2">
            {day.data.ledgers.filter((ledger) => !quiet(ledger)).map((ledger) => <LedgerCard key={ledger.id} ledger={ledger} differences={differencesOf(ledger.id)} />)}
          </div>
          {day.data.ledgers.some(quiet) ? (
            <p className="text-sm text-ink-700">Nothing on either side: {day.data.ledgers.filter(quiet).map((ledger) => ledger.label).join(', ')}.</p>
          ) : null}
        </>
      )}
    </section>
  );
}
