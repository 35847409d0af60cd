import { ADMIN_PAGE_SIZE, JOB_ERROR_SHOWN, jobKindLabel, type AdminJob, type AdminJobRetryResponse, type AdminJobsQuery } from '@mitumba/contracts';
import type { Db } from '../../../db/client.ts';
import { record } from '../../../lib/audit.ts';
import { AppError, badRequest, notFound } from '../../../lib/errors.ts';
import { isUuid } from '../../../lib/ids.ts';
import type { AttentionJobRow, OutboxAdminRepo } from '../../../lib/outbox/outbox-admin.repo.ts';

type Actor = { id: string };

const iso = (value: string | Date) => new Date(value).toISOString();

/** An error as the list shows it: on one line, and cut at JOB_ERROR_SHOWN characters. */
export function trimError(error: string | null): string | null {
  if (error === null) return null;
  const flat = error.replace(/\s+/g, ' ').trim();
  if (flat === '') return null;
  return flat.length > JOB_ERROR_SHOWN ? `${flat.slice(0, JOB_ERROR_SHOWN - 1).trimEnd()}…` : flat;
}

function toJob(row: AttentionJobRow): AdminJob {
  const dead = row.state === 'dead';
  return {
    id: row.id, kind: row.kind, label: jobKindLabel(row.kind), key: row.key, state: dead ? 'dead' : 'failing', tries: row.tries,
    lastError: trimError(row.last_error), nextTryAt: dead ? null : iso(row.run_after), createdAt: iso(row.created_at),
  };
}

/** What the audit log keeps of a job before and after a retry. */
const audited = (row: AttentionJobRow) => ({
  kind: row.kind, key: row.key, state: row.state, tries: row.tries, runAfter: iso(row.run_after), lastError: trimError(row.last_error),
});

/**
 * Background work (/admin/jobs): the side-effect jobs that keep failing, and sending one back to run now (decision
 * 0025). A retry keeps the job's tries: a dead job that fails again is dead again after that one try.
 */
export function createJobsService(deps: { db: Db; repo: OutboxAdminRepo }) {
  const { db, repo } = deps;
  return {
    async list(query: AdminJobsQuery): Promise<{ jobs: AdminJob[]; nextCursor: string | null }> {
      const { state, cursor, limit = ADMIN_PAGE_SIZE } = query;
      if (cursor !== undefined && !isUuid(cursor)) throw badRequest('Invalid cursor');
      const rows = await repo.page(state, cursor, limit);
      const shown = rows.slice(0, limit);
      return { jobs: shown.map(toJob), nextCursor: rows.length > limit ? (shown.at(-1)?.id ?? null) : null };
    },

    /** Dead and failing jobs together (the dashboard's alert). */
    countFailing: () => repo.countNeedingAttention(),

    /** Puts a dead or failing job back in the queue, due now; audited with the reason in the same transaction. */
    async retry(actor: Actor, jobId: string, reason: string, now = new Date()): Promise<Omit<AdminJobRetryResponse, 'success'>> {
      return db.transaction(async (tx) => {
        const before = await repo.lockWithin(tx, jobId);
        if (!before) throw notFound('No such job');
        if (before.state === 'done') throw new AppError('CONFLICT', 'This job has already run: there is nothing to retry.');
        const after = await repo.requeueWithin(tx, jobId);
        if (!after) {
          throw new AppError('CONFLICT', before.state === 'queued' && before.last_error === null
            ? 'This job has not failed: it is waiting for its turn.'
            : 'This job is running right now. Look again in a minute.');
        }
        await record(tx, { actor, action: 'job.retry', entity: 'job', entityId: jobId, before: audited(before), after: audited(after), reason, now });
        return {
          message: `${jobKindLabel(after.kind)} sent back to run now.`,
          job: { id: after.id, kind: after.kind, label: jobKindLabel(after.kind), key: after.key, state: 'queued' as const, tries: after.tries, nextTryAt: iso(after.run_after) },
        };
      });
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
