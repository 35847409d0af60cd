import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sameSecret } from '../emulator-http.ts';
import type { SharedStk } from '../mpesa/index.ts';
import type { TinypesaConfig } from './config.ts';
import { statusBody, webhookBody } from './envelopes.ts';
import type { Transactions } from './transactions.ts';
import { checkInitialize } from './validate.ts';
import { answerPushFault } from '../mpesa/faults.ts';

/**
 * TinyPesa's public API at the real paths (https://tinypesa.com/api/v1/express/…, §5.1, §6.7): `initialize` starts a
 * prompt through the shared STK engine, `get_status/{account_no}` reports it. Both need the link's `Apikey` header.
 */
const hidden = { schema: { hide: true } };

/** Whether the request carries the link's API key; if not, answers 401 (Laravel's unauthenticated answer). */
export function authorised(request: FastifyRequest, reply: FastifyReply, config: TinypesaConfig): boolean {
  const key = request.headers.apikey;
  if (typeof key === 'string' && sameSecret(key.trim(), config.apiKey)) return true;
  void reply.code(401).send({ message: 'Unauthenticated.' });
  return false;
}

export function registerTinypesaRoutes(app: FastifyInstance, config: TinypesaConfig, stk: SharedStk, transactions: Transactions): void {
  const { engine } = stk;
  engine.notifyAs('tinypesa', (settled) => webhookBody(settled, transactions.forCheckout(settled.checkoutRequestId)!));

  app.post('/api/v1/express/initialize', hidden, async (request, reply) => {
    if (!authorised(request, reply, config)) return reply;
    const checked = checkInitialize(request.body, engine.config.amountLimit);
    if (!checked.ok) return reply.code(422).send(checked.errors);
    const { amount, msisdn, accountNo } = checked.value;
    const result = engine.push({
      provider: 'tinypesa',
      shortCode: config.shortCode,
      merchantName: config.merchantName,
      transactionType: 'CustomerPayBillOnline',
      amount,
      partyA: msisdn,
      partyB: config.shortCode,
      phoneNumber: msisdn,
      callbackUrl: config.webhookUrl,
      accountReference: accountNo ?? 'TinyPesa',
      transactionDesc: 'TinyPesa',
    });
    // Not documented: TinyPesa is taken to relay Daraja's refusal of a second prompt, with `success: false`.
    if ('busy' in result) {
      return reply.code(400).send({
        success: false,
        errorCode: '500.001.1001',
        errorMessage: 'Unable to lock subscriber, a transaction is already in process for the current subscriber',
      });
    }
    const transaction = transactions.add({ checkoutRequestId: result.accepted.checkoutRequestId, accountNo, at: stk.clock.now() });
    if (result.fault) return answerPushFault(reply, engine, result.fault);
    return { success: true, request_id: transaction.requestId };
  });

  app.get('/api/v1/express/get_status/:accountNo', hidden, async (request, reply) => {
    if (!authorised(request, reply, config)) return reply;
    const { accountNo } = request.params as { accountNo: string };
    const transaction = transactions.byAccountNo(accountNo);
    const prompt = transaction && engine.store.requests.get(transaction.checkoutRequestId);
    if (!transaction || !prompt) return reply.code(404).send({ message: 'Transaction with given reference not found' });
    const syncCount = engine.store.attempts.filter((attempt) => attempt.checkoutRequestId === prompt.checkoutRequestId).length;
    return statusBody(prompt, transaction, config, syncCount);
  });
}
