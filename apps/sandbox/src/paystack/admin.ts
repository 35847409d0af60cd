import type { FastifyInstance } from 'fastify';
import { wholeNumber } from '../request-fields.ts';
import { failure } from './routes.ts';
import type { Settler } from './settle.ts';
import { transactionData, type TransactionStore } from './transactions.ts';
import type { WebhookSender } from './webhooks.ts';

/**
 * The emulator's admin API (`/sandbox/paystack/__emulator/…`, not Paystack's): what headless tests do instead of a
 * person on the hosted page, plus the faults a shop must survive (reference §6.1, §6.9): list transactions and webhook
 * deliveries; pay (optionally another amount or currency, twice delivered or never), decline; redeliver a webhook.
 */
const hidden = { schema: { hide: true } };

type Options = Record<string, unknown>;

export function registerPaystackAdmin(app: FastifyInstance, store: TransactionStore, settler: Settler, webhooks: WebhookSender): void {
  const found = (reference: string) => store.get(reference);
  const view = (reference: string) => {
    const transaction = found(reference);
    return transaction && { ...transactionData(transaction), access_code: transaction.accessCode, callback_url: transaction.callbackUrl };
  };

  app.get('/__emulator/transactions', hidden, async () => ({
    transactions: store.all().map((transaction) => view(transaction.reference)),
  }));

  app.get('/__emulator/webhooks', hidden, async (request) => {
    const { reference } = request.query as { reference?: string };
    return { deliveries: webhooks.deliveries.filter((delivery) => !reference || delivery.reference === reference) };
  });

  app.post('/__emulator/transactions/:reference/:action', hidden, async (request, reply) => {
    const { reference, action } = request.params as { reference: string; action: string };
    const transaction = found(reference);
    if (!transaction) return failure(reply, 404, 'Transaction reference not found');
    const options = (request.body ?? {}) as Options;
    if (action === 'pay') {
      const amount = options.amount === undefined ? undefined : wholeNumber(options.amount);
      if (options.amount !== undefined && amount === undefined) return failure(reply, 400, 'amount must be a whole number');
      const currency = typeof options.currency === 'string' ? options.currency : undefined;
      if (!settler.pay(transaction, { amount, currency, duplicate: options.duplicate === true, drop: options.drop === true })) {
        return failure(reply, 409, `Transaction is already ${transaction.status}`);
      }
    } else if (action === 'decline') {
      if (!settler.decline(transaction)) return failure(reply, 409, `Transaction is already ${transaction.status}`);
    } else if (action === 'webhook') {
      if (transaction.status !== 'success') return failure(reply, 409, 'Only a successful transaction has a charge.success event');
      const copies = options.duplicate === true ? 2 : 1;
      await Promise.all(Array.from({ length: copies }, () => webhooks.send(reference, 'charge.success', transactionData(transaction))));
    } else {
      return failure(reply, 404, `Unknown action ${action}`);
    }
    return { status: true, message: `Transaction ${action} done`, data: view(reference) };
  });
}
