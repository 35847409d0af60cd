import { said as catalogued } from '../../../../i18n/say.ts';
import { ProviderRefusal } from '../../provider.ts';
import { callProvider, ProviderNoAnswer, type CallOptions } from '../http-json.ts';
import { meaningOf } from '../mpesa/result-codes.ts';

export type PesafluxConfig = { baseUrl: string; apiKey: string; email: string } & CallOptions;

/** The status call's fields the shop reads (§5.2); everything else PesaFlux sends is ignored. */
export type PesafluxStatus = {
  TransactionStatus: string;
  ResultCode?: unknown;
  ResultDesc?: unknown;
  TransactionCode?: unknown;
  TransactionReceipt?: unknown;
  TransactionAmount?: unknown;
  Msisdn?: unknown;
};

const BUSY_CODE = '500.001.1001';
const BUSY = /lock subscriber|already in process/i;
const messageOf = (body: Record<string, unknown>) => (typeof body.message === 'string' ? body.message : '');

/**
 * What PesaFlux's refusal means for the shopper. Its error bodies are `{ success: "<code>", message }` (thin in the
 * docs): a busy subscriber is Daraja's "Unable to lock subscriber" passed on; bad credentials are the shop's problem,
 * not the shopper's, so they get a neutral message; a field error is the shopper's number or amount. A body without
 * that envelope (a proxy's page, a wrong base URL) or PesaFlux failing in itself (5xx) is no answer: ProviderNoAnswer.
 */
function refusalOf(path: string, status: number, body: Record<string, unknown>): Error {
  const said = messageOf(body);
  if (BUSY.test(said)) return new ProviderRefusal(BUSY_CODE, meaningOf('1001').message);
  if (typeof body.success !== 'string' || body.success === '' || body.success === '200') {
    return new ProviderNoAnswer(`PesaFlux ${path} answered HTTP ${status} without its envelope: ${JSON.stringify(body).slice(0, 200)}`);
  }
  const code = body.success;
  if (code === '401' || code === '403') return new ProviderRefusal(code, 'PesaFlux payments are unavailable right now. Please try another way to pay.');
  if (/msisdn|phone/i.test(said)) return new ProviderRefusal(code, 'PesaFlux could not use this phone number. Check it and try again.');
  return said ? ProviderRefusal.saying(code, catalogued('pesaflux.refusedSaying', { said })) : new ProviderRefusal(code, 'PesaFlux refused the payment. Please try again.');
}

/**
 * HTTP client for PesaFlux (reference §5.2): the account's `api_key` and `email` go in every JSON body; a request is
 * answered with `success: "200"` (a string) or refused. An unreachable or garbled PesaFlux throws ProviderNoAnswer.
 */
export function createPesafluxClient(config: PesafluxConfig) {
  async function post(path: string, payload: object): Promise<{ status: number; body: Record<string, unknown> }> {
    // A busy subscriber is Daraja's refusal passed on, whatever the status PesaFlux gives it.
    return callProvider('PesaFlux', `${config.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ api_key: config.apiKey, email: config.email, ...payload }),
    }, { timeoutMs: config.timeoutMs, refusalIn5xx: (body) => BUSY.test(messageOf(body)) });
  }

  return {
    /** Sends the prompt; returns PesaFlux's `transaction_request_id` (SOFTPID…). */
    async initiateStk(input: { amount: number; msisdn: string; reference: string; callbackUrl: string }): Promise<{ transactionRequestId: string; message: string }> {
      const { status, body } = await post('/v1/initiatestk', {
        amount: input.amount, msisdn: input.msisdn, reference: input.reference, callback_url: input.callbackUrl,
      });
      const id = body.transaction_request_id;
      if (status !== 200 || String(body.success) !== '200' || typeof id !== 'string' || id === '') throw refusalOf('/v1/initiatestk', status, body);
      return { transactionRequestId: id, message: typeof body.message === 'string' ? body.message : '' };
    },

    async transactionStatus(transactionRequestId: string): Promise<PesafluxStatus> {
      const { status, body } = await post('/v1/transactionstatus', { transaction_request_id: transactionRequestId });
      if (status !== 200 || typeof body.TransactionStatus !== 'string') throw refusalOf('/v1/transactionstatus', status, body);
      return body as PesafluxStatus;
    },
  };
}

export type PesafluxClient = ReturnType<typeof createPesafluxClient>;
