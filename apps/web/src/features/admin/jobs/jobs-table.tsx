import type { AdminJob } from '@mitumba/contracts';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import { AdminTable, tableCell as cell, type Column } from '../components/admin-table';
import { formatShopTime } from '../order-labels';

interface JobsTableProps {
  jobs: AdminJob[];
  onRetry: (job: AdminJob) => void;
}

const stateLabels: Record<AdminJob['state'], string> = { failing: 'Retrying', dead: 'Gave up' };
const stateStyles: Record<AdminJob['state'], string> = { failing: 'bg-accent-100 text-ink-900', dead: 'bg-danger-50 text-danger-700' };

function StateBadge({ job }: { job: AdminJob }) {
  return <span className={cn('inline-flex min-h-7 shrink-0 items-center rounded-full px-3 text-xs font-semibold whitespace-nowrap', stateStyles[job.state])}>{stateLabels[job.state]}</span>;
}

/** When it runs next: a time, "Soon" once due, or nothing for a job that gave up. */
function nextTry(job: AdminJob): string {
  if (job.nextTryAt === null) return 'Not again';
  return Date.parse(job.nextTryAt) <= Date.now() ? 'Soon' : formatShopTime(job.nextTryAt);
}

const retryButton = (job: AdminJob, onRetry: JobsTableProps['onRetry']) => (
  <Button variant="secondary" onClick={() => onRetry(job)} aria-label={`Retry ${job.label} ${job.key}`}>Retry</Button>
);

/** On a phone: one card per job. */
function JobCards({ jobs, onRetry }: JobsTableProps) {
  return (
    <ul className="flex flex-col gap-3 md:hidden" aria-label="Failing jobs">
      {jobs.map((job) => (
        <li key={job.id} data-testid="admin-job-card" className="flex flex-col gap-3 rounded-2xl border border-ink-200 bg-white p-4 text-sm">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <span className="block text-base font-semibold text-ink-900">{job.label}</span>
              <span className="block font-mono text-xs wrap-anywhere text-ink-700">{job.key}</span>
            </div>
            <StateBadge job={job} />
          </div>
          {job.lastError ? <p className="rounded-xl bg-ink-50 px-3 py-2 wrap-anywhere text-ink-800">{job.lastError}</p> : null}
          <dl className="grid grid-cols-3 gap-2 text-ink-700">
            <div><dt className="text-xs text-ink-600">Tries</dt><dd className="tabular-nums">{job.tries}</dd></div>
            <div><dt className="text-xs text-ink-600">Next try</dt><dd>{nextTry(job)}</dd></div>
            <div><dt className="text-xs text-ink-600">Created</dt><dd>{formatShopTime(job.createdAt)}</dd></div>
          </dl>
          <div className="flex">{retryButton(job, onRetry)}</div>
        </li>
      ))}
    </ul>
  );
}

const columns: Column[] = ['Job', 'Status', { label: 'Tries', right: true }, 'Last error', 'Next try', 'Created', <span className="sr-only">Actions</span>];

function JobRows({ jobs, onRetry }: JobsTableProps) {
  return (
    <AdminTable columns={columns} className="relative hidden overflow-x-auto rounded-2xl border border-ink-200 bg-white md:block" tableClassName="w-full min-w-[900px] text-sm">
      {jobs.map((job) => (
        <tr key={job.id} data-testid="admin-job-row">
          <td className={cell}>
            <span className="block font-semibold text-ink-900">{job.label}</span>
            <span className="block max-w-64 font-mono text-xs wrap-anywhere text-ink-600">{job.key}</span>
          </td>
          <td className={cell}><StateBadge job={job} /></td>
          <td className={`${cell} text-right tabular-nums`}>{job.tries}</td>
          <td className={`${cell} max-w-80 text-ink-800`}>
            {/* Three lines at most in the table; the whole (trimmed) error on hover and on a phone's card. */}
            <span className="line-clamp-3 wrap-anywhere" title={job.lastError ?? undefined}>{job.lastError ?? '—'}</span>
          </td>
          <td className={`${cell} whitespace-nowrap text-ink-700`}>{nextTry(job)}</td>
          <td className={`${cell} whitespace-nowrap text-ink-700`}>{formatShopTime(job.createdAt)}</td>
          <td className={`${cell} text-right`}>{retryButton(job, onRetry)}</td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** Every failing or dead job: what it is and its cause, how often it was tried, why it failed, when it runs next. */
export function JobsTable(props: JobsTableProps) {
  return (
    <>
      <JobCards {...props} />
      <JobRows {...props} />
    </>
  );
}
