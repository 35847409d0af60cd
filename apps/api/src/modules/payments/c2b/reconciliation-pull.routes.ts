import { statementPullResponseSchema } from '@mitumba/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/errors.ts';
import type { StatementPull } from './pull-transactions.ts';

type Logger = { warn(object: unknown, message: string): void };

/** The owner runs Pull Transactions now (the job does every 15 minutes): how many payments found, new, matched. */
export function reconciliationPullRoutes(deps: { pull: StatementPull; log: Logger }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/api/admin/reconciliation/pull', {
      config: { access: 'admin' },
      schema: { tags: ['admin'], summary: "Read M-Pesa's statement of the last 48 hours now and match what the confirmations missed", response: { 200: statementPullResponseSchema } },
    }, async () => {
      try {
        return { success: true as const, ...(await deps.pull.pullAndMatch()) };
      } catch (error) {
        deps.log.warn({ err: error }, 'Statement pull failed');
        throw new AppError('UNAVAILABLE', 'M-Pesa did not give its statement: please try again in a minute.');
      }
    });
  };
}
