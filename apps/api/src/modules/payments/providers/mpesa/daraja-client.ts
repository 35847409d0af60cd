import { ProviderRefusal } from '../../provider.ts';
import { callProvider, ProviderNoAnswer, type CallOptions } from '../http-json.ts';
import { darajaPassword, darajaTimestamp } from './daraja-time.ts';

export type DarajaConfig = {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  shortCode: string;
  passkey: string;
} & CallOptions;

type DarajaError = { errorCode?: string; errorMessage?: string };
export type StkPushAccepted = { MerchantRequestID: string; CheckoutRequestID: string; ResponseCode: string; CustomerMessage: string };
export type StkQueryResult = { pending: true } | { pending: false; resultCode: string; resultDesc: string };

const TOKEN_REFRESH_EARLY_MS = 60_000;

/**
 * HTTP client for Safaricom Daraja's M-Pesa Express (reference §1): OAuth token cached until a minute before it
 * expires (and fetched again once on 404.001.03), STK push and STK query with the EAT timestamp and password.
 */
export function createDarajaClient(config: DarajaConfig, now: () => Date = () => new Date()) {
  let cached: { token: string; expiresAt: number } | null = null;

  /**
   * Daraja's own answers: a 4xx envelope, and the 500s it documents (500.001.1001: a busy subscriber, a wrong merchant,
   * "being processed"); any other 5xx, an HTML page or no answer is ProviderNoAnswer (reference §1.4).
   */
  const call = (path: string, init: RequestInit) => callProvider('M-Pesa', `${config.baseUrl}${path}`, init, {
    timeoutMs: config.timeoutMs, refusalIn5xx: (body) => body.errorCode === '500.001.1001',
  });

  async function token(): Promise<string> {
    if (cached && cached.expiresAt - TOKEN_REFRESH_EARLY_MS > now().getTime()) return cached.token;
    const basic = Buffer.from(`${config.consumerKey}:${config.consumerSecret}`).toString('base64');
    const { status, body } = await call('/oauth/v1/generate?grant_type=client_credentials', { headers: { authorization: `Basic ${basic}` } });
    if (status !== 200 || typeof body.access_token !== 'string') {
      const error = body as DarajaError;
      throw new ProviderRefusal(error.errorCode ?? String(status), `M-Pesa sign-in failed: ${error.errorMessage ?? `HTTP ${status}`}`);
    }
    cached = { token: body.access_token, expiresAt: now().getTime() + Number(body.expires_in ?? 3599) * 1000 };
    return cached.token;
  }

  /** POSTs with the bearer token; a stale token is replaced once. */
  async function post(path: string, payload: object) {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const result = await call(path, {
        method: 'POST',
        headers: { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
      if ((result.body as DarajaError).errorCode === '404.001.03' && attempt === 0) {
        cached = null;
        continue;
      }
      return result;
    }
    throw new Error('unreachable');
  }

  function credentials() {
    const timestamp = darajaTimestamp(now());
    return { BusinessShortCode: config.shortCode, Password: darajaPassword(config.shortCode, config.passkey, timestamp), Timestamp: timestamp };
  }

  return {
    /** Any Daraja API call with the cached token (C2B registration, Pull Transactions, the initiator calls). */
    post,

    async stkPush(input: { amount: number; msisdn: string; callbackUrl: string; accountReference: string; description: string }): Promise<StkPushAccepted> {
      const { status, body } = await post('/mpesa/stkpush/v1/processrequest', {
        ...credentials(),
        TransactionType: 'CustomerPayBillOnline',
        Amount: input.amount,
        PartyA: input.msisdn,
        PartyB: config.shortCode,
        PhoneNumber: input.msisdn,
        CallBackURL: input.callbackUrl,
        AccountReference: input.accountReference.slice(0, 12),
        TransactionDesc: input.description.slice(0, 13),
      });
      if (status === 200 && body.ResponseCode === '0' && typeof body.CheckoutRequestID === 'string') return body as unknown as StkPushAccepted;
      const error = body as DarajaError;
      // A refusal is Daraja's error envelope or a documented non-zero ResponseCode; anything else says nothing.
      if (typeof error.errorCode === 'string') throw new ProviderRefusal(error.errorCode, error.errorMessage ?? `HTTP ${status}`);
      if (status === 200 && body.ResponseCode !== undefined && String(body.ResponseCode) !== '0') {
        throw new ProviderRefusal(String(body.ResponseCode), String(body.ResponseDescription ?? 'M-Pesa did not send the prompt'));
      }
      throw new ProviderNoAnswer(`M-Pesa answered HTTP ${status} without a checkout request: ${JSON.stringify(body).slice(0, 200)}`);
    },

    async stkQuery(checkoutRequestId: string): Promise<StkQueryResult> {
      const { status, body } = await post('/mpesa/stkpushquery/v1/query', { ...credentials(), CheckoutRequestID: checkoutRequestId });
      const error = body as DarajaError;
      // While the customer has not answered, Daraja answers HTTP 500 "The transaction is being processed".
      if (status === 500 && error.errorCode === '500.001.1001' && /being processed/i.test(error.errorMessage ?? '')) return { pending: true };
      if (status !== 200 || body.ResultCode === undefined) {
        throw new ProviderRefusal(error.errorCode ?? String(status), error.errorMessage ?? `HTTP ${status}`);
      }
      return { pending: false, resultCode: String(body.ResultCode), resultDesc: String(body.ResultDesc ?? '') };
    },
  };
}

export type DarajaClient = ReturnType<typeof createDarajaClient>;
