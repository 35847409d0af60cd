import { z } from 'zod';
import { ADMIN_PAGE_MAX, adminReasonSchema } from './admin-orders.ts';

/**
 * Background work (/admin/jobs): the side effects of the shop's changes (order e-mails, restock announcements,
 * waitlist notices, provider notifications) run as jobs (decision 0025). A job that fails is retried with back-off and
 * after its last try is kept as dead; the owner sees both here and can send one back to run now. Admin only.
 */

/** failing: still being retried after an error; dead: gave up after its last try. */
export const adminJobStates = ['failing', 'dead'] as const;
export type AdminJobState = (typeof adminJobStates)[number];

/** What each kind of job is, in the shop's words; a kind not listed here shows as itself. */
export const jobKindLabels: Readonly<Record<string, string>> = {
  'order.mail': 'Order e-mail',
  'order.news-mail': 'Order on its way e-mail',
  'catalogue.restocked': 'Restock announcement',
  'waitlist.notice': 'Waitlist e-mail',
  'payments.callback': 'Payment notification',
  'mail.send': 'Account e-mail',
  'sms.send': 'Text message (SMS)',
};
export const jobKindLabel = (kind: string): string => (Object.hasOwn(jobKindLabels, kind) ? jobKindLabels[kind]! : kind);

/** How much of a job's last error the list shows (the database keeps up to 2,000 characters). */
export const JOB_ERROR_SHOWN = 300;

/** GET /api/admin/jobs: failing and dead jobs (or one of the two), newest first, keyset pages. */
export const adminJobsQuerySchema = z.object({
  state: z.enum(adminJobStates).optional(),
  cursor: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(ADMIN_PAGE_MAX).optional(),
});
export type AdminJobsQuery = z.infer<typeof adminJobsQuerySchema>;

export const adminJobSchema = z.object({
  id: z.string(),
  kind: z.string(),
  /** The kind in the shop's words ("Order e-mail"). */
  label: z.string(),
  /** What caused it (`paid:ORD-…`, a product and weight, a waitlist entry). */
  key: z.string(),
  state: z.enum(adminJobStates),
  tries: z.number().int(),
  /** The last error, trimmed to JOB_ERROR_SHOWN characters. */
  lastError: z.string().nullable(),
  /** When a failing job is tried next; null for a dead one. */
  nextTryAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminJob = z.infer<typeof adminJobSchema>;

export const adminJobsResponseSchema = z.object({
  success: z.literal(true),
  jobs: z.array(adminJobSchema),
  nextCursor: z.string().nullable(),
});
export type AdminJobsResponse = z.infer<typeof adminJobsResponseSchema>;

export const adminJobParamsSchema = z.object({ jobId: z.uuid({ error: 'jobId must be a job id' }) });

/** POST /api/admin/jobs/:jobId/retry: why. */
export const adminJobRetryBodySchema = z.object({ reason: adminReasonSchema });
export type AdminJobRetryBody = z.infer<typeof adminJobRetryBodySchema>;

/** The job as it is after the retry: queued again and due now, its tries kept. */
export const adminJobRetryResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  job: z.object({ id: z.string(), kind: z.string(), label: z.string(), key: z.string(), state: z.literal('queued'), tries: z.number().int(), nextTryAt: z.string() }),
});
export type AdminJobRetryResponse = z.infer<typeof adminJobRetryResponseSchema>;
