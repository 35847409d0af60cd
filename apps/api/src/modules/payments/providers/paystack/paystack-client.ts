import { ProviderRefusal } from '../../provider.ts';
import { callProvider, isJsonObject, type CallOptions } from '../http-json.ts';

export type PaystackConfig = { baseUrl: string; secretKey: string; publicKey: string } & CallOptions;

/** `data` of Paystack's verify answer and of its `charge.success` event (reference §2.3), read defensively. */
export type PaystackTransactionData = {
  status?: unknown;
  reference?: unknown;
  amount?: unknown;
  currency?: unknown;
  channel?: unknown;
  gateway_response?: unknown;
  paid_at?: unknown;
  id?: unknown;
};

/** The spec's wording (2 §8) when Paystack refuses for a reason the shopper cannot act on (our key, our request). */
const INITIATION_FAILED = 'Paystack payment initiation failed';

/**
 * HTTP client for Paystack's API (reference §2): `Authorization: Bearer <secret key>`, JSON bodies, the
 * `{ status, message, data }` envelope. A refusal (4xx with `status: false`) becomes a `ProviderRefusal`; an unreachable
 * or failing (5xx) Paystack, or an answer that is not JSON, a ProviderNoAnswer (http-json.ts).
 */
export function createPaystackClient(config: PaystackConfig) {
  const base = config.baseUrl.replace(/\/+$/, '');

  async function call(path: string, init: RequestInit = {}): Promise<{ status: number; body: Record<string, unknown> }> {
    return callProvider('Paystack', `${base}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${config.secretKey}`, accept: 'application/json', ...init.headers },
    }, config);
  }

  function refusal(status: number, body: Record<string, unknown>): ProviderRefusal {
    const message = typeof body.message === 'string' ? body.message : '';
    return new ProviderRefusal(`HTTP_${status}`, message || INITIATION_FAILED);
  }

  return {
    async initialize(input: { email: string; amount: number; reference: string; callbackUrl: string; metadata: Record<string, string> }) {
      const { status, body } = await call('/transaction/initialize', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: input.email, amount: input.amount, currency: 'KES', reference: input.reference,
          callback_url: input.callbackUrl, metadata: input.metadata,
        }),
      });
      const data = body.data as { authorization_url?: unknown; reference?: unknown } | undefined;
      if (status !== 200 || body.status !== true || typeof data?.authorization_url !== 'string' || data.reference !== input.reference) {
        // Paystack's words are about our request (key, reference, amount): the shopper gets the spec's message.
        const refused = refusal(status, body);
        throw new ProviderRefusal(refused.code, INITIATION_FAILED + (refused.message !== INITIATION_FAILED ? ` (${refused.message})` : ''));
      }
      return { authorizationUrl: data.authorization_url };
    },

    async verify(reference: string): Promise<PaystackTransactionData> {
      const { status, body } = await call(`/transaction/verify/${encodeURIComponent(reference)}`);
      if (status !== 200 || body.status !== true || !isJsonObject(body.data)) throw refusal(status, body);
      return body.data;
    },
  };
}

export type PaystackClient = ReturnType<typeof createPaystackClient>;
