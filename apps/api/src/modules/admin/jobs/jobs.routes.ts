import { adminJobParamsSchema, adminJobRetryBodySchema, adminJobRetryResponseSchema, adminJobsQuerySchema, adminJobsResponseSchema } from '@mitumba/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../../../lib/auth.ts';
import type { JobsService } from './jobs.service.ts';

const tags = ['admin'];
const adminOnly = ['admin'] as const;

/** Background work: the side-effect jobs that keep failing, and a retry. Admin only; a retry is audited. */
export function jobsRoutes(deps: { auth: Auth; jobs: JobsService }): FastifyPluginAsyncZod {
  const { auth, jobs } = deps;
  return async (app) => {
    app.get('/api/admin/jobs', {
      schema: {
        tags, summary: 'Background jobs that keep failing: dead, or still being retried after an error (state=failing|dead for one of the two); newest first, keyset pages',
        querystring: adminJobsQuerySchema, response: { 200: adminJobsResponseSchema },
      },
    }, async (request) => {
      await auth.requireRole(request, adminOnly);
      return { success: true as const, ...(await jobs.list(request.query)) };
    });

    app.post('/api/admin/jobs/:jobId/retry', {
      schema: {
        tags, summary: 'Send a dead or failing job back to run now, its tries kept (409 for a job that already ran or is running)',
        params: adminJobParamsSchema, body: adminJobRetryBodySchema, response: { 200: adminJobRetryResponseSchema },
      },
    }, async (request) => {
      const admin = await auth.requireRole(request, adminOnly);
      return { success: true as const, ...(await jobs.retry(admin, request.params.jobId, request.body.reason)) };
    });
  };
}
