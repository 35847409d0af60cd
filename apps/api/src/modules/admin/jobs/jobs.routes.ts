import { adminJobParamsSchema, adminJobRetryBodySchema, adminJobRetryResponseSchema, adminJobsQuerySchema, adminJobsResponseSchema } from '@mitumba/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../../../lib/identity.ts';
import type { JobsService } from './jobs.service.ts';

const tags = ['admin'];

/** Background work: the side-effect jobs that keep failing, and a retry. Admin only; a retry is audited. */
export function jobsRoutes(deps: { jobs: JobsService }): FastifyPluginAsyncZod {
  const { jobs } = deps;
  return async (app) => {
    app.get('/api/admin/jobs', {
      config: { access: 'admin' },
      schema: {
        tags, summary: 'Background jobs that keep failing: dead, or still being retried after an error (state=failing|dead for one of the two); newest first, keyset pages',
        querystring: adminJobsQuerySchema, response: { 200: adminJobsResponseSchema },
      },
    }, async (request) => {
      return { success: true as const, ...(await jobs.list(request.query)) };
    });

    app.post('/api/admin/jobs/:jobId/retry', {
      config: { access: 'admin' },
      schema: {
        tags, summary: 'Send a dead or failing job back to run now, its tries kept (409 for a job that already ran or is running)',
        params: adminJobParamsSchema, body: adminJobRetryBodySchema, response: { 200: adminJobRetryResponseSchema },
      },
    }, async (request) => {
      const admin = userOf(request);
      return { success: true as const, ...(await jobs.retry(admin, request.params.jobId, request.body.reason)) };
    });
  };
}
