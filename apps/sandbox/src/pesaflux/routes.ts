import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SharedStk } from '../mpesa/index.ts';
import { mapSection, type SandboxState } from '../state-file.ts';
import type { PesafluxConfig } from './config.ts';
import { acceptedBody, errorBody, statusBody, webhookBody, type Transaction } from './envelopes.ts';
import { createTransactionIds } from './ids.ts';
import { checkInitiate, checkStatus } from './validate.ts';
import { answerPushFault } from '../mpesa/faults.ts';

/**
 * PesaFlux's API at the paths of https://api.pesaflux.co.ke (§5.2, §6.7): start a prompt, ask where it stands. The
 * prompt itself runs on the shared STK engine (magic numbers, sandbox phone, callback delivery); this adapter keeps
 * the SOFTPID id → prompt link and writes PesaFlux's bodies.
 */
const hidden = { schema: { hide: true } };

export function registerPesafluxRoutes(app: FastifyInstance, config: PesafluxConfig, stk: SharedStk, state: SandboxState): void {
  const { engine } = stk;
  const ids = createTransactionIds();
  const transactions = new Map<string, Transaction>();
  state.section('pesaflux', mapSection(transactions, (transaction) => transaction.id));
  const byCheckout = (checkoutRequestId: string) => [...transactions.values()].find((transaction) => transaction.checkoutRequestId === checkoutRequestId);
  engine.notifyAs('pesaflux', (settled) => webhookBody(settled, byCheckout(settled.checkoutRequestId)!));
  const fail = (reply: FastifyReply, status: number, message: string) => reply.code(status).send(errorBody(status, message));

  app.post('/v1/initiatestk', hidden, async (request, reply) => {
    const checked = checkInitiate(request.body, config, engine.config.amountLimit);
    if (!checked.ok) return fail(reply, checked.status, checked.message);
    const { amount, msisdn, reference, callbackUrl } = checked.value;
    const transaction: Transaction = { id: ids.next(engine.clock.now()), checkoutRequestId: '', reference };
    const result = engine.push({
      provider: 'pesaflux',
      shortCode: config.shortCode,
      merchantName: config.merchantName,
      transactionType: 'CustomerBuyGoodsOnline',
      amount,
      partyA: msisdn,
      partyB: config.shortCode,
      phoneNumber: msisdn,
      // The request's own callback_url, else the account's webhook, else none (the engine then sends nothing).
      callbackUrl: callbackUrl ?? config.webhookUrl,
      accountReference: reference || transaction.id,
      transactionDesc: 'PesaFlux',
    });
    // Daraja's refusal passed on, as the aggregators do.
    if ('busy' in result) return fail(reply, 500, 'Unable to lock subscriber, a transaction is already in process for the current subscriber');
    transaction.checkoutRequestId = result.accepted.checkoutRequestId;
    transactions.set(transaction.id, transaction);
    if (result.fault) return answerPushFault(reply, engine, result.fault);
    return acceptedBody(transaction);
  });

  app.post('/v1/transactionstatus', hidden, async (request, reply) => {
    const checked = checkStatus(request.body, config);
    if (!checked.ok) return fail(reply, checked.status, checked.message);
    const transaction = transactions.get(checked.value.transactionRequestId);
    // Forgotten too after an admin reset of the engine.
    const prompt = transaction ? engine.store.requests.get(transaction.checkoutRequestId) : undefined;
    if (!transaction || !prompt) return fail(reply, 404, 'Transaction not found');
    return statusBody(prompt, transaction);
  });
}
