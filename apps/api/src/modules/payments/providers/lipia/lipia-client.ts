import { ProviderRefusal } from '../../provider.ts';
import { callProvider, type CallOptions } from '../http-json.ts';

export type LipiaConfig = { baseUrl: string; apiKey: string } & CallOptions;

/** `data.response` of Lipia's status answer (§5.3); `Status` is `PENDING`, `SUCCESS` or `FAILED`. */
export type LipiaPaymentStatus = {
  Status: string;
  Amount?: unknown;
  Phone?: unknown;
  MpesaReceiptNumber?: unknown;
  ResultCode?: unknown;
  ResultDesc?: unknown;
};

type LipiaError = { message?: unknown; customerMessage?: unknown; error?: { code?: unknown } };

/** The spec's wording (2 §8) when Lipia refuses and says nothing a shopper should read. */
const INITIATION_FAILED = 'Lipia payment initiation failed';

/**
 * HTTP client for Lipia Online's API v2 (reference §5.3): `Authorization: Bearer <API key>`, STK push and payment
 * status. A refusal by Lipia becomes a `ProviderRefusal` with its `error.code`; no answer (a time-out, a 5xx, a page
 * that is not Lipia's JSON) a ProviderNoAnswer (http-json.ts).
 */
export function createLipiaClient(config: LipiaConfig) {
  const base = `${config.baseUrl.replace(/\/+$/, '')}/api/v2`;

  async function call(path: string, init: RequestInit = {}): Promise<{ status: number; body: Record<string, unknown> }> {
    return callProvider('Lipia', `${base}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${config.apiKey}`, accept: 'application/json', ...init.headers },
    }, config);
  }

  /** Lipia's error envelope → a refusal; its `customerMessage` is meant for the shopper, except for our own key. */
  function refusal(status: number, body: Record<string, unknown>): ProviderRefusal {
    const { error, customerMessage } = body as LipiaError;
    const code = typeof error?.code === 'string' && error.code !== '' ? error.code : `HTTP_${status}`;
    const ours = status === 401 || status === 403;
    const message = !ours && typeof customerMessage === 'string' && customerMessage.trim() !== '' ? customerMessage : INITIATION_FAILED;
    return new ProviderRefusal(code, message);
  }

  return {
    async stkPush(input: { phone: string; amount: number; externalReference: string; callbackUrl: string; metadata: Record<string, string> }) {
      const { status, body } = await call('/payments/stk-push', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          phone_number: input.phone,
          amount: input.amount,
          external_reference: input.externalReference,
          callback_url: input.callbackUrl,
          metadata: input.metadata,
        }),
      });
      const data = body.data as { TransactionReference?: unknown } | undefined;
      if (status !== 200 || body.success !== true || typeof data?.TransactionReference !== 'string' || data.TransactionReference === '') {
        throw refusal(status, body);
      }
      return { reference: data.TransactionReference, customerMessage: typeof body.customerMessage === 'string' ? body.customerMessage : '' };
    },

    async status(reference: string): Promise<LipiaPaymentStatus> {
      const { status, body } = await call(`/payments/status?reference=${encodeURIComponent(reference)}`);
      const response = (body.data as { response?: LipiaPaymentStatus } | undefined)?.response;
      if (status !== 200 || body.success !== true || typeof response?.Status !== 'string') throw refusal(status, body);
      return response;
    },
  };
}

export type LipiaClient = ReturnType<typeof createLipiaClient>;
