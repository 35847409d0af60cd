import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { MailQueue } from '../../lib/mail/mail-queue.ts';
import { createNightlyReconciliation } from './nightly-reconciliation.ts';
import { startNightlyReconciliationJob } from './nightly-reconciliation.job.ts';
import { reconciliationRoutes } from './reconciliation.routes.ts';
import { createReconciliationService } from './reconciliation.service.ts';
import { createShopRecordsRepo } from './shop-records.repo.ts';
import { configuredStatementSources } from './sources/configured-sources.ts';
import type { StatementSource } from './statement-source.ts';

export type ReconciliationDeps = {
  database: Pick<Database, 'db' | 'jobQueue'>;
  config: Config;
  mails: MailQueue;
  /** Statements besides the card providers' (M-Pesa's Pull Transactions): a ledger without one says so. */
  extraSources?: StatementSource[];
};

/** Reconciliation (/api/admin/reconciliation and its CSV) and, where payments are reconciled, the 06:00 check. */
export async function registerReconciliation(app: FastifyInstance, deps: ReconciliationDeps) {
  const { config } = deps;
  const reconciliation = createReconciliationService({
    repo: createShopRecordsRepo(deps.database.db),
    sources: [...configuredStatementSources(config), ...(deps.extraSources ?? [])],
    // A statement is read page by page: twice one provider call's time-out bounds the whole read.
    readTimeoutMs: 2 * config.providerTimeoutMs,
  });
  await app.register(reconciliationRoutes({ reconciliation }));
  const nightly = createNightlyReconciliation({ db: deps.database.db, reconciliation, mails: deps.mails, publicUrl: config.publicUrl });
  if (config.reconcilePayments) {
    const job = await startNightlyReconciliationJob(deps.database.jobQueue, nightly, app.log);
    app.addHook('onClose', () => job.stop());
  }
  return { reconciliation, nightly };
}
