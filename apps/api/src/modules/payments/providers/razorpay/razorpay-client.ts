import { said as catalogued } from '../../../../i18n/say.ts';
import { ProviderRefusal } from '../../provider.ts';
import { callProvider, isJsonObject, ProviderNoAnswer, type CallOptions } from '../http-json.ts';

export type RazorpayConfig = { baseUrl: string; keyId: string; keySecret: string; webhookSecret: string } & CallOptions;

/** The order and payment fields the shop reads (§4.2, §4.4); everything else Razorpay sends is ignored. */
export type RazorpayOrder = { id: string; amount: number; amount_paid: number; currency: string; receipt: string | null; status: string };
export type RazorpayPayment = {
  id: string; amount: number; currency: string; status: string; order_id: string;
  error_code?: string | null; error_description?: string | null; error_reason?: string | null; created_at?: number;
};

/**
 * Razorpay refused the call: a 4xx with its `error{code, description, field}` envelope. Bad keys are the shop's
 * problem (a neutral message); anything else names what Razorpay said. A 5xx or a body without the envelope
 * (a proxy's page, a wrong base URL) is no answer: ProviderNoAnswer.
 */
function refusalOf(path: string, status: number, json: unknown): Error {
  const error = isJsonObject(json) && isJsonObject(json.error) ? json.error : undefined;
  if (!error) return new ProviderNoAnswer(`Razorpay ${path} answered HTTP ${status} without its error envelope: ${JSON.stringify(json).slice(0, 200)}`);
  const code = typeof error.code === 'string' ? error.code : String(status);
  if (status === 401) return new ProviderRefusal(code, 'Razorpay payments are unavailable right now. Please try another way to pay.');
  const said = typeof error.description === 'string' ? error.description : '';
  return said ? ProviderRefusal.saying(code, catalogued('razorpay.refusedSaying', { said })) : new ProviderRefusal(code, 'Razorpay refused the payment. Please try again.');
}

const isOrder = (value: unknown): value is RazorpayOrder =>
  isJsonObject(value) && typeof value.id === 'string' && Number.isInteger(value.amount) && typeof value.currency === 'string' && typeof value.status === 'string';

const isPayment = (value: unknown): value is RazorpayPayment =>
  isJsonObject(value) && typeof value.id === 'string' && Number.isInteger(value.amount) && typeof value.currency === 'string' && typeof value.status === 'string';

/** HTTP client for Razorpay's Orders API (§4.2): Basic `key_id:key_secret`, JSON in and out. */
export function createRazorpayClient(config: RazorpayConfig) {
  const authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;

  async function call(path: string, body?: object): Promise<unknown> {
    const { status, body: json } = await callProvider('Razorpay', `${config.baseUrl}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { authorization, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    }, config);
    if (status < 200 || status >= 300) throw refusalOf(path, status, json);
    return json;
  }

  async function order(path: string, body?: object): Promise<RazorpayOrder> {
    const json = await call(path, body);
    if (!isOrder(json)) throw new Error(`Razorpay ${path} answered no order`);
    return json;
  }

  return {
    createOrder: (input: { amount: number; currency: 'KES'; receipt: string; notes: Record<string, string> }) => order('/v1/orders', input),
    fetchOrder: (orderId: string) => order(`/v1/orders/${encodeURIComponent(orderId)}`),
    async fetchOrderPayments(orderId: string): Promise<RazorpayPayment[]> {
      const json = await call(`/v1/orders/${encodeURIComponent(orderId)}/payments`);
      const items = isJsonObject(json) && Array.isArray(json.items) ? json.items : undefined;
      if (!items) throw new Error('Razorpay order payments answered no collection');
      return items.filter(isPayment);
    },
  };
}
export type RazorpayClient = ReturnType<typeof createRazorpayClient>;
