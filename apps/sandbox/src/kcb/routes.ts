import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sameSecret } from '../emulator-http.ts';
import type { Engine } from '../mpesa/engine.ts';
import type { KcbConfig } from './config.ts';
import { accepted, gatewayFault, KCB_CODES, oauthError, refused } from './envelopes.ts';
import type { TokenStore } from './tokens.ts';
import { checkKcbPush } from './validate.ts';
import { answerPushFault } from '../mpesa/faults.ts';

/**
 * KCB Buni's public API at the real paths (payment-providers.md §5.4, §6.7): the client-credentials token and the
 * M-Pesa Express STK push. The prompt goes through the shared STK engine with provider 'kcb', and its result is
 * Daraja's own `Body.stkCallback` POSTed to `callbackUrl` (KCB forwards it unchanged). KCB publishes no status call,
 * so there is none here: a dropped callback (254700000007) leaves the shop with nothing to ask.
 */
const hidden = { schema: { hide: true } };
const REQUIRED_HEADERS = ['routeCode', 'operation', 'messageId'] as const;

export function registerKcbRoutes(app: FastifyInstance, deps: { engine: Engine; tokens: TokenStore; config: KcbConfig }): void {
  const { engine, tokens, config } = deps;

  function clientAuthenticated(authorization: string | undefined): boolean {
    const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization ?? '');
    const decoded = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : '';
    const colon = decoded.indexOf(':');
    return colon > 0 && sameSecret(decoded.slice(0, colon), config.consumerKey) && sameSecret(decoded.slice(colon + 1), config.consumerSecret);
  }

  /** Whether the call carries a live token; if not, the gateway's 401 fault has been sent. */
  function authorised(request: FastifyRequest, reply: FastifyReply): boolean {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (match?.[1] && tokens.isValid(match[1])) return true;
    void reply.code(401).send(gatewayFault(!match));
    return false;
  }

  /** The header the portal's swagger requires but which is missing, if any. */
  function missingHeader(request: FastifyRequest): string | undefined {
    if (config.lenientHeaders) return undefined;
    return REQUIRED_HEADERS.find((name) => {
      const value = request.headers[name.toLowerCase()];
      return typeof value !== 'string' || value.trim() === '';
    });
  }

  /** KCB refuses a second push to a phone within its duplicate window, whatever became of the first. */
  function recentPushTo(phone: string): boolean {
    const since = engine.clock.now().getTime() - config.duplicateWindowMs;
    for (const request of engine.store.requests.values()) {
      if (request.provider === 'kcb' && request.phoneNumber === phone && Date.parse(request.createdAt) > since) return true;
    }
    return false;
  }

  app.post('/token', hidden, async (request, reply) => {
    const fromQuery = (request.query as { grant_type?: string }).grant_type;
    const fromForm = (request.body as { grant_type?: unknown } | undefined)?.grant_type;
    if ((fromQuery ?? fromForm) !== 'client_credentials') {
      return reply.code(400).send(oauthError('unsupported_grant_type', 'Unsupported grant_type value'));
    }
    if (!clientAuthenticated(request.headers.authorization)) {
      return reply.code(401).send(oauthError('invalid_client', 'Client Authentication failed.'));
    }
    return { access_token: tokens.issue(), scope: 'default', token_type: 'Bearer', expires_in: config.tokenTtlSeconds };
  });

  app.post('/mm/api/request/1.0.0/stkpush', hidden, async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const header = missingHeader(request);
    if (header) return reply.code(400).send(refused(KCB_CODES.invalid, `Bad Request - Missing header ${header}`));
    const checked = checkKcbPush(request.body, engine.config);
    if (!checked.ok) return reply.code(400).send(refused(KCB_CODES.invalid, `Bad Request - Invalid ${checked.field}`));
    const fields = checked.value;

    let shortCode = config.sharedPaybill;
    if (!fields.sharedShortCode) {
      // Until KCB provisions an own shortcode, only the shared paybill works (§5.4 quirks).
      const own = config.orgShortCode;
      if (!own || own.shortCode !== fields.orgShortCode || !sameSecret(own.passKey, fields.orgPassKey)) {
        return refused(KCB_CODES.darajaRefusal, 'Merchant does not exist');
      }
      shortCode = own.shortCode;
    } else if (fields.till !== config.till) {
      return refused(KCB_CODES.invalid, `Invalid invoiceNumber: no KCB account ${fields.till} on this app`);
    }
    if (recentPushTo(fields.phoneNumber)) {
      return refused(KCB_CODES.duplicate, 'Duplicate request: a payment request was sent to this phone number less than 90 seconds ago');
    }
    const result = engine.push({
      provider: 'kcb',
      shortCode,
      merchantName: fields.sharedShortCode ? 'KCB BANK' : 'MITUMBA',
      transactionType: 'CustomerPayBillOnline',
      amount: fields.amount,
      partyA: fields.phoneNumber,
      partyB: shortCode,
      phoneNumber: fields.phoneNumber,
      callbackUrl: fields.callbackUrl,
      accountReference: fields.invoiceNumber,
      transactionDesc: fields.transactionDescription,
    });
    if ('busy' in result) {
      return refused(KCB_CODES.darajaRefusal, 'Unable to lock subscriber, a transaction is already in process for the current subscriber');
    }
    if (result.fault) return answerPushFault(reply, engine, result.fault);
    return accepted(result.accepted);
  });
}
