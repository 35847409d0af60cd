import type { FastifyInstance } from 'fastify';
import { createOutboxAdminRepo } from '../../../lib/outbox/outbox-admin.repo.ts';
import type { AdminDeps } from '../admin.module.ts';
import { jobsRoutes } from './jobs.routes.ts';
import { createJobsService, type JobsService } from './jobs.service.ts';

/** Background work (/api/admin/jobs); the service is handed back for the dashboard's count. */
export async function registerAdminJobs(app: FastifyInstance, deps: AdminDeps): Promise<JobsService> {
  const jobs = createJobsService({ db: deps.db, repo: createOutboxAdminRepo(deps.db) });
  await app.register(jobsRoutes({ jobs }));
  return jobs;
}
