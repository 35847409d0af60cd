import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { C2b, C2bPayment } from './c2b.ts';
import type { Engine } from './engine.ts';
import type { Ids } from './ids.ts';

/**
 * C2B on Daraja's paths (payment-providers.md §1.9, §6.3): register URL (v1 and v2, validated as Daraja does) and the
 * sandbox-only simulate call; plus the test control `POST /__emulator/c2b/pay` (the same payment, answered once the
 * confirmation was delivered, so tests need not wait) and the statement of what was received.
 */
const hidden = { schema: { hide: true } };

export type DarajaHttp = {
  /** Whether the request carries a live access token; if not, answers 404.001.03. */
  authorised(request: FastifyRequest, reply: FastifyReply): boolean;
  invalid(reply: FastifyReply, field: string): FastifyReply;
};

export function darajaHttp(engine: Engine, ids: Ids): DarajaHttp {
  const fail = (reply: FastifyReply, status: number, errorCode: string, errorMessage: string) =>
    reply.code(status).send({ requestId: ids.errorRequestId(), errorCode, errorMessage });
  return {
    authorised(request, reply) {
      const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
      if (match && engine.tokenIsValid(match[1])) return true;
      void fail(reply, 404, '404.001.03', 'Invalid Access Token');
      return false;
    },
    invalid: (reply, field) => fail(reply, 400, '400.002.02', `Bad Request - Invalid ${field}`),
  };
}

const text = (body: unknown, name: string): string => {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
};

const isUrl = (value: string) => /^https?:\/\/\S+$/.test(value) && URL.canParse(value);
export const isShortCode = (value: string) => /^\d{5,7}$/.test(value);

/** A payment's fields from a body (simulate, the test control, the phone form); the name of the first bad field otherwise. */
export function paymentFields(body: unknown): { ok: true; shortCode: string; amount: number; billRefNumber: string; msisdn: string } | { ok: false; field: string } {
  const shortCode = text(body, 'ShortCode') || text(body, 'shortCode');
  const amount = Number(text(body, 'Amount') || text(body, 'amount'));
  const billRefNumber = text(body, 'BillRefNumber') || text(body, 'billRefNumber');
  const msisdn = (text(body, 'Msisdn') || text(body, 'msisdn') || '254708374149').replace(/^0/, '254').replace(/^\+/, '');
  if (!isShortCode(shortCode)) return { ok: false, field: 'ShortCode' };
  if (!Number.isSafeInteger(amount) || amount < 1) return { ok: false, field: 'Amount' };
  if (billRefNumber.length > 20) return { ok: false, field: 'BillRefNumber' };
  if (!/^254(7|1)\d{8}$/.test(msisdn)) return { ok: false, field: 'Msisdn' };
  return { ok: true, shortCode, amount, billRefNumber, msisdn };
}

export const paymentSummary = (payment: C2bPayment) => ({
  transId: payment.transId, status: payment.status, validation: payment.validation, confirmations: payment.confirmations, note: payment.note,
});

export function registerC2bRoutes(app: FastifyInstance, c2b: C2b, http: DarajaHttp, ids: Ids): void {
  for (const version of ['v1', 'v2'] as const) {
    app.post(`/mpesa/c2b/${version}/registerurl`, hidden, async (request, reply) => {
      if (!http.authorised(request, reply)) return reply;
      const { body } = request;
      const shortCode = text(body, 'ShortCode');
      const responseType = text(body, 'ResponseType');
      const confirmationUrl = text(body, 'ConfirmationURL');
      const validationUrl = text(body, 'ValidationURL');
      if (!isShortCode(shortCode)) return http.invalid(reply, 'ShortCode');
      // Sentence case only, as Daraja insists.
      if (responseType !== 'Completed' && responseType !== 'Cancelled') return http.invalid(reply, 'ResponseType');
      if (!isUrl(confirmationUrl)) return http.invalid(reply, 'ConfirmationURL');
      if (!isUrl(validationUrl)) return http.invalid(reply, 'ValidationURL');
      c2b.register({ shortCode, version, responseType, confirmationUrl, validationUrl });
      return { OriginatorCoversationID: ids.merchantRequestId(), ResponseCode: '0', ResponseDescription: 'Success' };
    });

    app.post(`/mpesa/c2b/${version}/simulate`, hidden, async (request, reply) => {
      if (!http.authorised(request, reply)) return reply;
      const checked = paymentFields(request.body);
      if (!checked.ok) return http.invalid(reply, checked.field);
      const commandId = text(request.body, 'CommandID');
      if (commandId !== 'CustomerPayBillOnline' && commandId !== 'CustomerBuyGoodsOnline') return http.invalid(reply, 'CommandID');
      void c2b.pay({ ...checked, transactionType: commandId === 'CustomerPayBillOnline' ? 'Pay Bill' : 'Buy Goods' });
      return { ConversationID: `AG_${ids.merchantRequestId()}`, OriginatorCoversationID: ids.merchantRequestId(), ResponseDescription: 'Accept the service request successfully.' };
    });
  }

  app.post('/__emulator/c2b/pay', hidden, async (request, reply) => {
    const checked = paymentFields(request.body);
    if (!checked.ok) return reply.code(400).send({ error: `${checked.field} is not valid` });
    return paymentSummary(await c2b.pay(checked));
  });

  app.get('/__emulator/c2b', hidden, async () => ({
    settings: c2b.settings, registrations: [...c2b.registrations.values()], payments: c2b.payments, pullRegistrations: [...c2b.pullRegistrations],
  }));

  app.post('/__emulator/c2b/settings', hidden, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const { externalValidation, validationTimeoutMs, pullPageSize } = body;
    if (externalValidation !== undefined && typeof externalValidation !== 'boolean') return reply.code(400).send({ error: 'externalValidation must be true or false' });
    for (const [name, value] of [['validationTimeoutMs', validationTimeoutMs], ['pullPageSize', pullPageSize]] as const) {
      if (value !== undefined && (!Number.isSafeInteger(value) || (value as number) < 1)) return reply.code(400).send({ error: `${name} must be a whole number ≥ 1` });
    }
    Object.assign(c2b.settings, Object.fromEntries(Object.entries({ externalValidation, validationTimeoutMs, pullPageSize }).filter(([, value]) => value !== undefined)));
    return { settings: c2b.settings };
  });

  app.post('/__emulator/c2b/reset', hidden, async () => {
    c2b.reset();
    return { ok: true };
  });
}
