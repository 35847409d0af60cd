import { reconciliationResponseSchema } from '@mitumba/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reconciliationCsv } from './reconciliation-csv.ts';
import type { ReconciliationService } from './reconciliation.service.ts';

const tags = ['admin'];
const querystring = z.object({ date: z.string().optional() });

/** A day's money side by side, on the screen and as a CSV file. Admin only; the statements are read live. */
export function reconciliationRoutes(deps: { reconciliation: ReconciliationService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/admin/reconciliation', {
      config: { access: 'admin' },
      schema: {
        tags, querystring, response: { 200: reconciliationResponseSchema },
        summary: "A Nairobi day's payments and refunds per method and provider, beside each provider's statement, with every difference",
      },
    }, async (request) => ({ success: true as const, ...(await deps.reconciliation.reconcile(request.query.date)) }));

    app.get('/api/admin/reconciliation/export.csv', {
      config: { access: 'admin' },
      schema: { tags, querystring, summary: "The same day's reconciliation as a CSV file: the differences, then each ledger's totals" },
    }, async (request, reply) => {
      const day = await deps.reconciliation.reconcile(request.query.date);
      return reply.type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="mitumba-reconciliation-${day.date}.csv"`)
        .send(reconciliationCsv(day));
    });
  };
}
