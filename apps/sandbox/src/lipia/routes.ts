import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sameSecret } from '../emulator-http.ts';
import type { SharedStk } from '../mpesa/index.ts';
import { mapSection, type SandboxState } from '../state-file.ts';
import type { LipiaConfig } from './config.ts';
import {
  callbackBody, errorEnvelope, statusData, successEnvelope, transactionReference, TRY_AGAIN, type ErrorDetail, type LipiaTransaction,
} from './envelopes.ts';
import { checkPush } from './validate.ts';
import { answerPushFault } from '../mpesa/faults.ts';

/**
 * Lipia Online's API v2 at the real paths (base `…/api/v2`, §5.3, §6.7): STK push and payment status, Bearer API key,
 * its envelopes; prompts go through the shared STK engine, which calls back with Lipia's `{ response, status }` body.
 */
const hidden = { schema: { hide: true } };

export function registerLipiaRoutes(app: FastifyInstance, config: LipiaConfig, stk: SharedStk, state: SandboxState): void {
  const { engine, clock } = stk;
  const transactions = new Map<string, LipiaTransaction>();
  state.section('lipia', mapSection(transactions, (transaction) => transaction.reference));
  const byCheckout = (checkoutRequestId: string) => [...transactions.values()].find((transaction) => transaction.checkoutRequestId === checkoutRequestId);
  engine.notifyAs('lipia', (settled) => callbackBody(byCheckout(settled.checkoutRequestId)!, settled));

  const fail = (reply: FastifyReply, status: number, message: string, customerMessage: string, error: ErrorDetail) =>
    reply.code(status).send(errorEnvelope(message, customerMessage, error, clock.now()));

  /** Whether the call carries the app's API key; if not, answers 401 in Lipia's envelope. */
  function authorised(request: FastifyRequest, reply: FastifyReply): boolean {
    const header = request.headers.authorization;
    if (!header) {
      void fail(reply, 401, 'API key is required', 'Payment service authentication failed.', { code: 'MISSING_API_KEY', location: 'header' });
      return false;
    }
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (match?.[1] && sameSecret(match[1], config.apiKey)) return true;
    void fail(reply, 401, 'Invalid API key', 'Payment service authentication failed.', { code: 'INVALID_API_KEY', location: 'header' });
    return false;
  }

  app.post('/api/v2/payments/stk-push', hidden, async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const checked = checkPush(request.body, engine.config.amountLimit);
    if (!checked.ok) {
      const { message, ...detail } = checked.problem;
      return fail(reply, 400, message, 'Please check your payment details and try again.', { code: 'VALIDATION_ERROR', location: 'body', ...detail });
    }
    const push = checked.value;
    const now = clock.now();
    const reference = transactionReference(now);
    const details = { reference, externalReference: push.externalReference, metadata: push.metadata };
    const result = engine.push({
      provider: 'lipia',
      shortCode: config.shortCode,
      merchantName: config.merchantName,
      transactionType: 'CustomerBuyGoodsOnline',
      amount: push.amount,
      partyA: push.msisdn,
      partyB: config.shortCode,
      phoneNumber: push.msisdn,
      callbackUrl: push.callbackUrl ?? '',
      accountReference: push.externalReference ?? reference,
      transactionDesc: 'Lipia payment',
    });
    if ('busy' in result) {
      return fail(reply, 400, 'Unable to lock subscriber, a transaction is already in process for the current subscriber',
        'You have an M-Pesa request in progress. Complete or cancel it, then try again.', { code: 'STK_PUSH_FAILED' });
    }
    transactions.set(reference, { ...details, checkoutRequestId: result.accepted.checkoutRequestId });
    if (result.fault) return answerPushFault(reply, engine, result.fault);
    return successEnvelope('STK push initiated successfully', 'Please check your phone and enter your M-Pesa PIN to complete the payment.', {
      TransactionReference: reference,
      ResponseCode: 0,
      ResponseDescription: 'Success. Request accepted for processing',
    }, now);
  });

  app.get('/api/v2/payments/status', hidden, async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const { reference } = request.query as { reference?: unknown };
    if (typeof reference !== 'string' || reference.trim() === '') {
      return fail(reply, 400, 'Transaction reference is required', 'Please provide a transaction reference.',
        { code: 'VALIDATION_ERROR', field: 'reference', location: 'query' });
    }
    const transaction = transactions.get(reference.trim());
    const settled = transaction && engine.store.requests.get(transaction.checkoutRequestId);
    if (!transaction || !settled) {
      return fail(reply, 404, 'Transaction not found', 'We could not find this payment.', { code: 'TRANSACTION_NOT_FOUND', field: 'reference', location: 'query' });
    }
    const data = statusData(transaction, settled);
    const customerMessage = data.response.Status === 'PENDING'
      ? 'Your payment is being processed.'
      : data.status ? 'Payment completed successfully.' : (settled.resultDesc ?? 'Payment failed.');
    return successEnvelope('Payment status retrieved successfully', customerMessage, data, clock.now());
  });

  // Anything else under the API gets Lipia's envelope too.
  app.setNotFoundHandler((request, reply) =>
    fail(reply, 404, `Route ${request.method} ${request.url} not found`, TRY_AGAIN, { code: 'ROUTE_NOT_FOUND' }));
}
