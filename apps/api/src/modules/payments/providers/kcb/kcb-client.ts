import { randomUUID } from 'node:crypto';
import { said } from '../../../../i18n/say.ts';
import { ProviderRefusal } from '../../provider.ts';
import { callProvider, type CallOptions } from '../http-json.ts';
import { meaningOf } from '../mpesa/result-codes.ts';

export type KcbConfig = { baseUrl: string; consumerKey: string; consumerSecret: string; till: string } & CallOptions;

export type KcbPushAccepted = { MerchantRequestID: string; CheckoutRequestID: string; CustomerMessage: string };

type Answer = { status: number; body: Record<string, unknown> };
type KcbHeader = { statusCode?: unknown; statusDescription?: unknown };

const TOKEN_REFRESH_EARLY_MS = 60_000;
/** The swagger's values for M-Pesa Express (payment-providers.md §5.4). */
const ROUTE_CODE = '207';
const OPERATION = 'STKPush';
const UNAVAILABLE = 'KCB payments are not available right now. Please choose another payment method.';

/** A shopper-safe reason for a refused push: KCB's (and Daraja's, which KCB forwards) codes as far as they are known. */
function refusalOf(header: KcbHeader, status: number): ProviderRefusal {
  const code = String(header.statusCode ?? status);
  const description = typeof header.statusDescription === 'string' ? header.statusDescription : `HTTP ${status}`;
  if (/duplicate/i.test(description)) return new ProviderRefusal(code, 'A payment request was just sent to this phone. Wait a minute, then try again.');
  if (/unable to lock subscriber/i.test(description)) return new ProviderRefusal(code, meaningOf('1001').message);
  if (/merchant does not exist/i.test(description)) return new ProviderRefusal(code, UNAVAILABLE);
  return ProviderRefusal.saying(code, said('kcb.couldNotStart', { said: description.slice(0, 120) }));
}

/**
 * HTTP client for KCB Buni's M-Pesa Express (reference §5.4): client-credentials token (Basic → Bearer) cached until
 * a minute before it expires and fetched again once when the gateway says it is no good, and the STK push with the
 * `routeCode`, `operation` and a fresh `messageId` header. KCB has no status call, so there is none here.
 */
export function createKcbClient(config: KcbConfig, now: () => Date = () => new Date()) {
  let cached: { token: string; expiresAt: number } | null = null;

  const call = (path: string, init: RequestInit): Promise<Answer> => callProvider('KCB', `${config.baseUrl}${path}`, init, config);

  async function token(): Promise<string> {
    if (cached && cached.expiresAt - TOKEN_REFRESH_EARLY_MS > now().getTime()) return cached.token;
    const basic = Buffer.from(`${config.consumerKey}:${config.consumerSecret}`).toString('base64');
    const { status, body } = await call('/token?grant_type=client_credentials', {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    });
    if (status !== 200 || typeof body.access_token !== 'string') {
      throw new ProviderRefusal(typeof body.error === 'string' ? body.error : String(status), UNAVAILABLE);
    }
    const seconds = Number(body.expires_in);
    cached = { token: body.access_token, expiresAt: now().getTime() + (Number.isFinite(seconds) ? seconds : 3599) * 1000 };
    return cached.token;
  }

  /** POSTs JSON with the bearer token; a token the gateway no longer takes (401) is replaced once. */
  async function post(path: string, payload: object): Promise<Answer> {
    for (let attempt = 0; ; attempt += 1) {
      const result = await call(path, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${await token()}`, 'content-type': 'application/json',
          routeCode: ROUTE_CODE, operation: OPERATION, messageId: randomUUID(),
        },
        body: JSON.stringify(payload),
      });
      if (result.status !== 401 || attempt > 0) return result;
      cached = null;
    }
  }

  return {
    /** `amount` in whole shillings (sent as a string), `msisdn` 2547…, `reference` the shop's short id for the invoice. */
    async stkPush(input: { amount: number; msisdn: string; callbackUrl: string; reference: string; description: string }): Promise<KcbPushAccepted> {
      const { status, body } = await post('/mm/api/request/1.0.0/stkpush', {
        phoneNumber: input.msisdn,
        amount: String(input.amount),
        invoiceNumber: `${config.till}-${input.reference}`,
        sharedShortCode: true,
        orgShortCode: '',
        orgPassKey: '',
        callbackUrl: input.callbackUrl,
        transactionDescription: input.description.slice(0, 13),
      });
      const header = (body.header ?? {}) as KcbHeader;
      const response = body.response as Partial<KcbPushAccepted> & { ResponseCode?: unknown } | undefined;
      if (status === 401) throw new ProviderRefusal('401', UNAVAILABLE);
      if (status !== 200 || String(header.statusCode) !== '0' || typeof response?.CheckoutRequestID !== 'string') throw refusalOf(header, status);
      if (String(response.ResponseCode ?? '0') !== '0') throw refusalOf({ statusCode: response.ResponseCode, statusDescription: response.CustomerMessage }, status);
      return {
        MerchantRequestID: String(response.MerchantRequestID ?? ''),
        CheckoutRequestID: response.CheckoutRequestID,
        CustomerMessage: String(response.CustomerMessage ?? ''),
      };
    },
  };
}

export type KcbClient = ReturnType<typeof createKcbClient>;
