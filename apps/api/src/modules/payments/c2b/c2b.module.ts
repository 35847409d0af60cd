import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import type { Outbox } from '../../../lib/outbox/outbox.ts';
import type { PaymentsService } from '../payments.service.ts';
import { createDarajaClient } from '../providers/mpesa/daraja-client.ts';
import { createC2bRepo, type C2bRow } from './c2b.repo.ts';
import { c2bAdminRoutes } from './c2b-admin.routes.ts';
import { createC2bDaraja } from './c2b-daraja.ts';
import { createC2bIntake } from './c2b-intake.ts';
import { createC2bMatcher, type C2bOrders } from './c2b-match.ts';
import { createC2bRegistration } from './c2b-registration.ts';
import { c2bRoutes } from './c2b.routes.ts';
import { startPullJob } from './pull.job.ts';
import { createStatementPull } from './pull-transactions.ts';
import { reconciliationPullRoutes } from './reconciliation-pull.routes.ts';

/**
 * M-Pesa paid from the customer's own menu (decision 0038): Daraja's confirmation and validation addresses, the URL
 * registration (at start, and by the owner), the matching job, Pull Transactions (a job every 15 minutes, and the
 * owner's "pull now"). Registered only when the shop takes M-Pesa.
 */
export async function registerMpesaC2b(app: FastifyInstance, deps: {
  database: Database; config: Config; outbox: Outbox; payments: PaymentsService; orders: C2bOrders;
  /** The secret in Daraja's addresses (derived from the shop's key: the same on every instance). */
  addressSecret: Buffer;
}) {
  const { database, config, outbox, payments } = deps;
  const db = database.db;
  const repo = createC2bRepo(db);
  const matcher = createC2bMatcher({ db, payments, orders: deps.orders });
  const intake = createC2bIntake({ db, outbox, matcher });
  const token = deps.addressSecret.toString('hex');
  const addresses = {
    confirmationUrl: `${config.publicUrl}/api/payments/c2b/${token}/confirmation`,
    validationUrl: `${config.publicUrl}/api/payments/c2b/${token}/validation`,
  };
  const daraja = createC2bDaraja(createDarajaClient({ ...config.mpesa, timeoutMs: config.providerTimeoutMs }));
  const registration = createC2bRegistration({ repo, daraja, settings: config.mpesaC2b, addresses, log: app.log });
  const pull = createStatementPull({ daraja, shortCode: config.mpesaC2b.shortCode, ensureRegistered: registration.ensurePull, intake, matcher });

  await app.register(c2bRoutes({
    token, intake, validation: config.mpesaC2b.validation, log: app.log,
    referenceExists: async (reference) => reference !== '' && (await deps.orders.findByReference(db, reference)) !== undefined,
  }));
  await app.register(c2bAdminRoutes({ registration }));
  await app.register(reconciliationPullRoutes({ pull, log: app.log }));
  // Once the server answers (Daraja may check the addresses; the demo's sandbox is this server).
  app.addHook('onListen', async () => {
    void registration.atStart();
  });
  if (config.reconcilePayments) {
    const job = await startPullJob(database.jobQueue, pull, app.log);
    app.addHook('onClose', () => job.stop());
  }

  return {
    /** Daraja's statement for a window (every page, 48 hours at a time), for the reconciliation. */
    pullMpesaStatement: pull.pullMpesaStatement,
    pullAndMatch: pull.pullAndMatch,
    /** Paybill payments waiting for a person, newest first. */
    needingAPerson: (limit: number, before?: { at: Date; id: string }): Promise<C2bRow[]> => repo.needingAPerson(limit, before),
    attachWithin: matcher.attachWithin,
    refundWithin: matcher.refundWithin,
    /** Matches a stored payment now (tests; the job does it by itself). */
    process: matcher.process,
    registration,
  };
}

export type C2bService = Awaited<ReturnType<typeof registerMpesaC2b>>;
