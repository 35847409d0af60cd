import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sameSecret } from '../emulator-http.ts';
import { boundedInt, changeOf, plantOf } from '../statement-controls.ts';
import type { PaystackConfig } from './config.ts';
import { failure } from './routes.ts';
import { generatedReference, transactionData, type TransactionStore } from './transactions.ts';

/**
 * Paystack's transaction list (reference payouts-and-messaging §4): `GET /transaction?from=&to=&status=&perPage=&page=`,
 * Bearer secret key, newest first, with Paystack's `meta` paging block. `from`/`to` bound the transaction's date (its
 * payment time once paid). Test controls: plant a paid transaction the shop never initialised, alter what a recorded
 * one shows (statement-controls.ts).
 */
const hidden = { schema: { hide: true } };

const dateParam = (value: unknown): Date | undefined | null => {
  if (value === undefined || value === '') return undefined;
  const at = typeof value === 'string' ? new Date(value) : null;
  return at && !Number.isNaN(at.getTime()) ? at : null;
};

export function registerPaystackTransactionList(app: FastifyInstance, config: PaystackConfig, store: TransactionStore, now: () => Date): void {
  const authorised = (request: FastifyRequest, reply: FastifyReply): boolean => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (match?.[1] && sameSecret(match[1], config.secretKey)) return true;
    void failure(reply, 401, 'Invalid key');
    return false;
  };

  app.get('/transaction', hidden, async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const query = request.query as Record<string, unknown>;
    const from = dateParam(query.from);
    const to = dateParam(query.to);
    if (from === null || to === null) return failure(reply, 400, 'Invalid date format for from or to');
    const perPage = boundedInt(query.perPage, 50, 1, 100);
    const page = boundedInt(query.page, 1, 1, 1_000_000);
    const status = typeof query.status === 'string' && query.status !== '' ? query.status : undefined;
    const dateOf = (transaction: { paidAt: Date | null; createdAt: Date }) => (transaction.paidAt ?? transaction.createdAt).getTime();
    const matching = store.all()
      .filter((transaction) => (!status || transaction.status === status)
        && (!from || dateOf(transaction) >= from.getTime()) && (!to || dateOf(transaction) <= to.getTime()))
      .sort((a, b) => dateOf(b) - dateOf(a) || b.id - a.id);
    const data = matching.slice((page - 1) * perPage, page * perPage).map(transactionData);
    return {
      status: true, message: 'Transactions retrieved', data,
      meta: { total: matching.length, skipped: (page - 1) * perPage, perPage, page, pageCount: Math.ceil(matching.length / perPage) },
    };
  });

  app.post('/__emulator/statement', hidden, async (request, reply) => {
    const plant = plantOf(request.body, now());
    if (typeof plant === 'string') return failure(reply, 400, plant);
    const reference = plant.reference ?? generatedReference();
    if (store.get(reference)) return failure(reply, 400, 'Duplicate Transaction Reference');
    const transaction = store.add({ reference, amount: plant.amount, currency: 'KES', email: 'walk-in@example.com', callbackUrl: null, metadata: null }, plant.at);
    Object.assign(transaction, { status: 'success', paidAt: plant.at, gatewayResponse: 'Successful' });
    return { status: true, message: 'Statement line planted', data: transactionData(transaction) };
  });

  app.post('/__emulator/statement/:reference', hidden, async (request, reply) => {
    const transaction = store.get((request.params as { reference: string }).reference);
    if (!transaction) return failure(reply, 404, 'Transaction reference not found');
    const change = changeOf(request.body);
    if (typeof change === 'string') return failure(reply, 400, change);
    if (change.amount !== undefined) transaction.paidAmount = change.amount;
    if (change.at !== undefined) transaction.paidAt = change.at;
    return { status: true, message: 'Statement line changed', data: transactionData(transaction) };
  });
}
