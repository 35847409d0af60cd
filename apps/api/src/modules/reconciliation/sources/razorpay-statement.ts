import { callProvider, isJsonObject, ProviderNoAnswer, type CallOptions } from '../../payments/providers/http-json.ts';
import { within, type StatementLine, type StatementSource } from '../statement-source.ts';

const COUNT = 100;
const MAX_PAGES = 200;
/** Statuses of money Razorpay took (a refunded payment was still paid in; its refund is another matter). */
const TAKEN = new Set(['captured', 'refunded']);

/** Razorpay's payments in a window: `GET /v1/payments?from&to` (Unix seconds, inclusive), paged by skip/count. */
export function razorpayStatement(config: { baseUrl: string; keyId: string; keySecret: string } & CallOptions): StatementSource {
  const authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;
  const base = config.baseUrl.replace(/\/+$/, '');
  return {
    provider: 'razorpay',
    async read(window) {
      const lines: StatementLine[] = [];
      const from = Math.floor(window.from.getTime() / 1000);
      const to = Math.ceil(window.to.getTime() / 1000) - 1;
      for (let page = 0; ; page += 1) {
        if (page >= MAX_PAGES) throw new Error(`Razorpay listed more than ${MAX_PAGES * COUNT} payments for the day`);
        const query = new URLSearchParams({ from: String(from), to: String(to), count: String(COUNT), skip: String(page * COUNT) });
        const { status, body } = await callProvider('Razorpay', `${base}/v1/payments?${query}`, { headers: { authorization, accept: 'application/json' } }, config);
        if (status !== 200 || !Array.isArray(body.items)) {
          const said = isJsonObject(body.error) && typeof body.error.description === 'string' ? body.error.description : 'no payment list';
          throw new ProviderNoAnswer(`Razorpay answered HTTP ${status}: ${said}`);
        }
        for (const payment of body.items as unknown[]) {
          if (!isJsonObject(payment) || typeof payment.id !== 'string' || !Number.isSafeInteger(payment.amount) || !Number.isSafeInteger(payment.created_at)) continue;
          if (!TAKEN.has(String(payment.status))) continue;
          lines.push({
            provider: 'razorpay', providerRef: payment.id, kind: 'payment', amountCents: payment.amount as number,
            at: new Date((payment.created_at as number) * 1000), reference: typeof payment.order_id === 'string' ? payment.order_id : null,
          });
        }
        if (body.items.length < COUNT) break;
      }
      return lines.filter(within(window));
    },
  };
}
