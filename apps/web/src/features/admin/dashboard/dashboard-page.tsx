import { Link } from 'react-router';
import { formatCardPrice } from '@mitumba/contracts/plain';
import type { AdminDashboardResponse, SalesFigure } from '@mitumba/contracts';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CircleAlert } from '@/ui/icons';
import { Skeleton } from '@/ui/skeleton';
import { adminPaths } from '../admin-paths';
import { QueryError } from '../components/query-error';
import { methodLabel } from '../payments-review/review-labels';
import { useDashboard } from './dashboard-api';
import { LowStockList } from './low-stock-list';
import { SalesChart } from './sales-chart';
import { WaitingTile } from './waiting-tile';

const card = 'rounded-2xl border border-ink-200 bg-white p-4';
const heading = 'text-lg font-semibold text-ink-900';
const statusLabels: Record<string, string> = { placed: 'Placed', delivered: 'Delivered', cancelled: 'Cancelled', pending: 'Pending', paid: 'Paid', failed: 'Failed' };
const label = (key: string) => statusLabels[key] ?? key;
const chartDay = new Intl.DateTimeFormat('en-KE', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

function SalesTile({ title, figure, testId }: { title: string; figure: SalesFigure; testId: string }) {
  return (
    <section className={card} aria-label={title} data-testid={testId}>
      <h2 className="text-sm font-semibold text-ink-600">{title}</h2>
      <p className="mt-1 text-3xl font-bold text-ink-900 tabular-nums">{formatCardPrice(figure.total)}</p>
      <p className="text-sm text-ink-600">{figure.orders} paid order{figure.orders === 1 ? '' : 's'}</p>
      {figure.byMethod.length > 0 ? (
        <ul className="mt-3 flex flex-col gap-1 text-sm">
          {figure.byMethod.map((method) => (
            <li key={method.method} className="flex justify-between gap-3">
              <span className="text-ink-700">{methodLabel(method.method)}</span>
              <span className="tabular-nums text-ink-900">{formatCardPrice(method.total)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function Counts({ title, rows }: { title: string; rows: { key: string; count: number }[] }) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-ink-600">{title}</h3>
      <ul className="mt-1 flex flex-wrap gap-2">
        {rows.map((row) => (
          <li key={row.key} className="rounded-full bg-ink-50 px-3 py-1 text-sm text-ink-900">
            {label(row.key)} <span className="font-semibold tabular-nums">{row.count}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

const pauseEnds = new Intl.DateTimeFormat('en-KE', { hour: '2-digit', minute: '2-digit', timeZone: 'Africa/Nairobi' });

/** Shown only while cashier-code checks are paused shop-wide: someone tried many wrong codes. */
function CodeChecksPausedAlert({ until }: { until: string }) {
  return (
    <section aria-label="Security codes" data-testid="code-checks-paused" className="flex items-center gap-3 rounded-2xl border border-danger-600/30 bg-danger-50 px-4 py-3">
      <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-danger-700" />
      <p className="min-w-0 font-semibold text-danger-700">
        Too many wrong security codes were tried at the shop: cash and cash-on-delivery codes are refused until {pauseEnds.format(new Date(until))}.
        Someone may be guessing them; ask your cashiers.
      </p>
    </section>
  );
}

/** Shown only while some background job (an e-mail, a notice) keeps failing: the way to /admin/jobs. */
function FailingJobsAlert({ count }: { count: number }) {
  return (
    <section aria-label="Background work" data-testid="failing-jobs" className="flex items-center gap-3 rounded-2xl border border-danger-600/30 bg-danger-50 px-4 py-1">
      <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-danger-700" />
      <div className="flex min-w-0 flex-1 flex-col sm:flex-row sm:items-center sm:justify-between sm:gap-4">
        <p className="pt-2 font-semibold text-danger-700 sm:pt-0">
          {count} background job{count === 1 ? ' keeps' : 's keep'} failing
        </p>
        <Link to={adminPaths.jobs} className="inline-flex min-h-11 items-center self-start font-semibold text-brand-700 underline-offset-4 hover:underline sm:self-auto">
          See the background work
        </Link>
      </div>
    </section>
  );
}

function Dashboard({ data }: { data: AdminDashboardResponse }) {
  const thirtyDayTotal = data.salesByDay.reduce((sum, day) => sum + day.total, 0);
  return (
    <div className="flex flex-col gap-6">
      {data.codeChecksPausedUntil ? <CodeChecksPausedAlert until={data.codeChecksPausedUntil} /> : null}
      {data.failingJobs > 0 ? <FailingJobsAlert count={data.failingJobs} /> : null}
      {/* What waits for a person first, each with the way to where it is handled. */}
      <div className="grid gap-4 sm:grid-cols-3">
        <WaitingTile
          title="Payments to check" count={data.paymentsNeedingPerson} testId="payments-needing-person"
          to={adminPaths.payments} linkLabel={data.paymentsNeedingPerson > 0 ? 'Review them' : 'Open the list'}
        />
        <WaitingTile
          title="Unread messages" count={data.unreadMessages} testId="unread-messages"
          note={data.unreadMessages > 0 ? `from ${data.unreadConversations} customer${data.unreadConversations === 1 ? '' : 's'}` : undefined}
          to={adminPaths.inbox} linkLabel={data.unreadMessages > 0 ? 'Reply in the inbox' : 'Open the inbox'}
        />
        <WaitingTile
          title="Cancellation requests" count={data.pendingCancellations} testId="pending-cancellations"
          note={data.pendingCancellations > 0 ? 'waiting for your decision' : undefined}
          to={adminPaths.ordersWaitingFor('cancellation')} linkLabel={data.pendingCancellations > 0 ? 'Decide them' : 'See the orders'}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SalesTile title="Today's sales" figure={data.sales.today} testId="sales-today" />
        <SalesTile title="This month's sales" figure={data.sales.month} testId="sales-month" />
      </div>

      <section className={card} aria-labelledby="chart-heading">
        <h2 id="chart-heading" className={heading}>Sales, last 30 days</h2>
        <p className="text-sm text-ink-600">{formatCardPrice(thirtyDayTotal)} in all, by Nairobi day.</p>
        <div className="mt-3">
          <SalesChart days={data.salesByDay} />
        </div>
        <details className="mt-3 text-sm">
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-700">Sales per day as a table</summary>
          <table className="mt-2 w-full max-w-md">
            <caption className="sr-only">Paid sales per day, last 30 days</caption>
            <thead>
              <tr className="text-left text-ink-600">
                <th scope="col" className="py-1 font-semibold">Day</th>
                <th scope="col" className="py-1 text-right font-semibold">Sales</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-200">
              {data.salesByDay.map((day) => (
                <tr key={day.day}>
                  <td className="py-1">{chartDay.format(new Date(`${day.day}T00:00:00Z`))}</td>
                  <td className="py-1 text-right tabular-nums">{formatCardPrice(day.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </section>

      <div className="grid items-start gap-4 lg:grid-cols-2">
        <section className={`${card} flex flex-col gap-4`} aria-labelledby="orders-heading">
          <h2 id="orders-heading" className={heading}>Orders</h2>
          <Counts title="By status" rows={data.ordersByStatus.map((row) => ({ key: row.status, count: row.count }))} />
          <Counts title="By payment" rows={data.ordersByPaymentStatus.map((row) => ({ key: row.paymentStatus, count: row.count }))} />
          <Link to={adminPaths.orders} className="inline-flex min-h-11 items-center self-start font-semibold text-brand-700 underline-offset-4 hover:underline">All orders</Link>
        </section>
        <section className={card} aria-labelledby="stock-heading">
          <h2 id="stock-heading" className={heading}>Low on stock</h2>
          <LowStockList items={data.lowStock} />
        </section>
      </div>
    </div>
  );
}

/** /admin: the day's business at a glance. */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const dashboard = useDashboard();
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold text-ink-900">Dashboard</h1>
      {dashboard.isPending ? <Skeleton className="h-64 w-full rounded-2xl" /> : null}
      {dashboard.isError ? <QueryError error={dashboard.error} fallback="Could not load the dashboard. Please try again." /> : null}
      {dashboard.data ? <Dashboard data={dashboard.data} /> : null}
    </section>
  );
}
