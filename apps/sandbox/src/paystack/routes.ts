import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sameSecret } from '../emulator-http.ts';
import type { PaystackConfig } from './config.ts';
import { generatedReference, transactionData, type TransactionStore } from './transactions.ts';
import { checkInitialize } from './validate.ts';

/**
 * Paystack's API at its real paths (base `https://api.paystack.co`, reference §2.2, §2.3, §6.4): initialize and verify,
 * `Authorization: Bearer <secret key>`, the `{ status, message, data }` envelope; errors are `status: false` with 4xx.
 */
const hidden = { schema: { hide: true } };

export const failure = (reply: FastifyReply, code: number, message: string) => reply.code(code).send({ status: false, message });

export function registerPaystackApi(app: FastifyInstance, config: PaystackConfig, store: TransactionStore, now: () => Date): void {
  /** Whether the call carries the secret key; if not, answers Paystack's 401 (§6.1). */
  function authorised(request: FastifyRequest, reply: FastifyReply): boolean {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (match?.[1] && sameSecret(match[1], config.secretKey)) return true;
    void failure(reply, 401, 'Invalid key');
    return false;
  }

  app.post('/transaction/initialize', hidden, async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const checked = checkInitialize(request.body);
    if (!checked.ok) return failure(reply, 400, checked.message);
    const { reference, ...fields } = checked.value;
    if (reference !== null && store.get(reference)) return failure(reply, 400, 'Duplicate Transaction Reference');
    const transaction = store.add({ ...fields, reference: reference ?? generatedReference() }, now());
    const base = `${request.protocol}://${request.host}${app.prefix}`;
    return {
      status: true,
      message: 'Authorization URL created',
      data: { authorization_url: `${base}/checkout/${transaction.accessCode}`, access_code: transaction.accessCode, reference: transaction.reference },
    };
  });

  app.get('/transaction/verify/:reference', hidden, async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const transaction = store.get((request.params as { reference: string }).reference);
    if (!transaction) return failure(reply, 400, 'Transaction reference not found');
    return { status: true, message: 'Verification successful', data: transactionData(transaction) };
  });
}
