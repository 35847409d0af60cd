import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminJob } from '@mitumba/contracts';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CircleCheck } from '@/ui/icons';
import { StatusView } from '@/ui/status-view';
import { toast } from '@/ui/toaster';
import { PagedList } from '../components/paged-list';
import { ReasonDialog } from '../components/reason-dialog';
import { SelectField } from '../components/select-field';
import { adminJobStates } from '../forms/contracts';
import { useFailingJobs, useRetryJob, type JobFilters } from './jobs-api';
import { JobsTable } from './jobs-table';

const stateOptions = [{ value: 'failing', label: 'Still retrying' }, { value: 'dead', label: 'Gave up' }];

/**
 * /admin/jobs: the e-mails and notices the shop sends in the background that keep failing. Each is tried again with
 * longer and longer pauses and, after 8 tries, waits here; Retry (with a reason, kept in the audit log) runs it now.
 */
export function JobsPage() {
  useDocumentTitle('Background work');
  const [params, setParams] = useSearchParams();
  const asked = params.get('state') ?? '';
  const filters: JobFilters = (adminJobStates as readonly string[]).includes(asked) ? { state: asked as JobFilters['state'] } : {};
  const jobs = useFailingJobs(filters);
  const retry = useRetryJob();
  const [open, setOpen] = useState<AdminJob | null>(null);
  const rows = jobs.data?.pages.flatMap((page) => page.jobs) ?? [];

  const changeState = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set('state', value);
    else next.delete('state');
    setParams(next, { replace: true });
  };
  const onRetry = (job: AdminJob, reason: string) => retry.mutate({ jobId: job.id, reason }, {
    onSuccess: (result) => toast.success(result.message),
    onError: (error) => toast.error(isApiError(error) ? error.message : 'Something went wrong. Please try again.'),
    onSettled: () => setOpen(null),
  });

  return (
    <section className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-semibold text-ink-900">Background work</h1>
        <p className="mt-1 text-ink-700">
          Order e-mails, restock announcements, waitlist e-mails and payment notifications run in the background. One that fails is tried
          again after a pause; after 8 tries it stops and waits here for you.
        </p>
      </div>
      <SelectField label="Show" value={filters.state ?? ''} options={stateOptions} onChange={changeState} className="sm:max-w-xs" />
      <PagedList
        query={jobs}
        count={rows.length}
        errorText="Could not load the background work. Please try again."
        empty={
          <StatusView icon={CircleCheck} title="Nothing is failing">
            <p>Every e-mail and notice has gone out.</p>
          </StatusView>
        }
      >
        <JobsTable jobs={rows} onRetry={setOpen} />
      </PagedList>
      {open ? (
        <ReasonDialog
          title={`Retry: ${open.label}`} confirmLabel="Retry now" pending={retry.isPending}
          onClose={() => setOpen(null)} onConfirm={({ reason }) => onRetry(open, reason)}
        />
      ) : null}
    </section>
  );
}
