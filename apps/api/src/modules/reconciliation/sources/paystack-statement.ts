import { callProvider, isJsonObject, ProviderNoAnswer, type CallOptions } from '../../payments/providers/http-json.ts';
import { within, type StatementLine, type StatementSource } from '../statement-source.ts';

const PER_PAGE = 100;
/** A statement longer than this is refused rather than read for ever (a day of the shop's is far below it). */
const MAX_PAGES = 200;

type Transaction = { reference?: unknown; amount?: unknown; paid_at?: unknown; metadata?: unknown; status?: unknown };

function lineOf(transaction: Transaction): StatementLine | undefined {
  if (typeof transaction.reference !== 'string' || !Number.isSafeInteger(transaction.amount) || typeof transaction.paid_at !== 'string') return undefined;
  const orderId = isJsonObject(transaction.metadata) && typeof transaction.metadata.order_id === 'string' ? transaction.metadata.order_id : null;
  return { provider: 'paystack', providerRef: transaction.reference, kind: 'payment', amountCents: transaction.amount as number, at: new Date(transaction.paid_at), reference: orderId };
}

/** Paystack's successful transactions in a window: `GET /transaction?from&to&status=success`, page by page (meta.pageCount). */
export function paystackStatement(config: { baseUrl: string; secretKey: string } & CallOptions): StatementSource {
  const base = config.baseUrl.replace(/\/+$/, '');
  return {
    provider: 'paystack',
    async read(window) {
      const lines: StatementLine[] = [];
      for (let page = 1, pageCount = 1; page <= pageCount; page += 1) {
        if (page > MAX_PAGES) throw new Error(`Paystack listed more than ${MAX_PAGES * PER_PAGE} transactions for the day`);
        const query = new URLSearchParams({
          from: window.from.toISOString(), to: new Date(window.to.getTime() - 1).toISOString(), status: 'success', perPage: String(PER_PAGE), page: String(page),
        });
        const { status, body } = await callProvider('Paystack', `${base}/transaction?${query}`, {
          headers: { authorization: `Bearer ${config.secretKey}`, accept: 'application/json' },
        }, config);
        if (status !== 200 || body.status !== true || !Array.isArray(body.data)) {
          throw new ProviderNoAnswer(`Paystack answered HTTP ${status}: ${typeof body.message === 'string' ? body.message : 'no transaction list'}`);
        }
        for (const transaction of body.data as Transaction[]) {
          const line = isJsonObject(transaction) ? lineOf(transaction) : undefined;
          if (line) lines.push(line);
        }
        const meta = isJsonObject(body.meta) ? body.meta : {};
        pageCount = Number.isSafeInteger(meta.pageCount) ? (meta.pageCount as number) : page;
      }
      return lines.filter(within(window));
    },
  };
}
