import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sameSecret } from '../emulator-http.ts';
import type { Engine } from './engine.ts';
import type { Ids } from './ids.ts';
import { passwordMatches } from './password.ts';
import { checkPush, checkQuery } from './validate.ts';
import { answerPushFault } from './faults.ts';

/**
 * Daraja's public API, same paths, methods, auth and envelopes as https://sandbox.safaricom.co.ke (§1.2–1.6, §6.3):
 * OAuth, STK push and STK query. Errors use `{ requestId, errorCode, errorMessage }`.
 */
const hidden = { schema: { hide: true } };

export function registerDarajaRoutes(app: FastifyInstance, engine: Engine, ids: Ids): void {
  const { config } = engine;
  const fail = (reply: FastifyReply, status: number, errorCode: string, errorMessage: string, requestId = ids.errorRequestId()) =>
    reply.code(status).send({ requestId, errorCode, errorMessage });
  const invalid = (reply: FastifyReply, field: string) => fail(reply, 400, '400.002.02', `Bad Request - Invalid ${field}`);

  /** Whether a business API call carries a live access token; if not, answers 404.001.03. */
  function authorised(request: FastifyRequest, reply: FastifyReply): boolean {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (match && engine.tokenIsValid(match[1])) return true;
    void fail(reply, 404, '404.001.03', 'Invalid Access Token');
    return false;
  }

  function merchant(shortCode: string) {
    return config.shortCodes.find((entry) => entry.shortCode === shortCode);
  }

  app.get('/oauth/v1/generate', hidden, async (request, reply) => {
    const { grant_type: grantType } = request.query as { grant_type?: string };
    if (grantType !== 'client_credentials') return fail(reply, 400, '400.008.02', 'Invalid grant type passed', '');
    const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(request.headers.authorization ?? '');
    const decoded = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : '';
    const colon = decoded.indexOf(':');
    const good = colon > 0
      && sameSecret(decoded.slice(0, colon), config.consumerKey)
      && sameSecret(decoded.slice(colon + 1), config.consumerSecret);
    if (!good) return fail(reply, 400, '400.008.01', 'Invalid Authentication passed', '');
    const { token, expiresInSeconds } = engine.issueToken();
    return { access_token: token, expires_in: String(expiresInSeconds) };
  });

  app.post('/mpesa/stkpush/v1/processrequest', hidden, async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const checked = checkPush(request.body, config);
    if (!checked.ok) return invalid(reply, checked.field);
    const fields = checked.value;
    const known = merchant(fields.shortCode);
    if (!known) return fail(reply, 500, '500.001.1001', 'Merchant does not exist');
    if (!passwordMatches(fields.password, known.shortCode, known.passkey, fields.timestamp)) {
      return fail(reply, 500, '500.001.1001', '[MerchantValidate] - Wrong credentials');
    }
    const result = engine.push({
      shortCode: fields.shortCode,
      merchantName: known.name,
      transactionType: fields.transactionType,
      amount: fields.amount,
      partyA: fields.partyA,
      partyB: fields.partyB,
      phoneNumber: fields.phoneNumber,
      callbackUrl: fields.callbackUrl,
      accountReference: fields.accountReference,
      transactionDesc: fields.transactionDesc,
    });
    if ('busy' in result) {
      return fail(reply, 500, '500.001.1001', 'Unable to lock subscriber, a transaction is already in process for the current subscriber');
    }
    if (result.fault) return answerPushFault(reply, engine, result.fault);
    const message = 'Success. Request accepted for processing';
    return {
      MerchantRequestID: result.accepted.merchantRequestId,
      CheckoutRequestID: result.accepted.checkoutRequestId,
      ResponseCode: '0',
      ResponseDescription: message,
      CustomerMessage: message,
    };
  });

  app.post('/mpesa/stkpushquery/v1/query', hidden, async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const checked = checkQuery(request.body);
    if (!checked.ok) return invalid(reply, checked.field);
    const fields = checked.value;
    const known = merchant(fields.shortCode);
    if (!known) return fail(reply, 500, '500.001.1001', 'Merchant does not exist');
    if (!passwordMatches(fields.password, known.shortCode, known.passkey, fields.timestamp)) {
      return fail(reply, 500, '500.001.1001', '[MerchantValidate] - Wrong credentials');
    }
    const stk = engine.store.requests.get(fields.checkoutRequestId);
    if (!stk || stk.shortCode !== fields.shortCode) return invalid(reply, 'CheckoutRequestID');
    if (stk.status === 'pending') {
      return fail(reply, 500, '500.001.1001', 'The transaction is being processed', stk.checkoutRequestId);
    }
    return {
      ResponseCode: '0',
      ResponseDescription: 'The service request has been accepted successsfully',
      MerchantRequestID: stk.merchantRequestId,
      CheckoutRequestID: stk.checkoutRequestId,
      ResultCode: String(stk.resultCode),
      ResultDesc: stk.resultDesc,
    };
  });
}
