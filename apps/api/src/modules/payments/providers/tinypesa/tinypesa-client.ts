import { ProviderRefusal } from '../../provider.ts';
import { callProvider, type CallOptions } from '../http-json.ts';
import { meaningOf } from '../mpesa/result-codes.ts';

export type TinypesaConfig = { baseUrl: string; apiKey: string } & CallOptions;

/** get_status's record (§5.1); `sync_status` is the M-Pesa result as "<ResultCode>: <ResultDesc>" once complete. */
export type TinypesaStatus = {
  id?: unknown;
  amount?: unknown;
  msisdn?: unknown;
  sync_count?: unknown;
  is_complete?: unknown;
  sync_status?: unknown;
  external_reference?: unknown;
  mpesa_receipt?: unknown;
};

const UNAVAILABLE = 'TinyPesa payments are not available right now. Please choose another payment method.';

/**
 * HTTP client for TinyPesa's M-Pesa Express API (reference §5.1): `Apikey` header, form-encoded `initialize`,
 * `get_status/{account_no}`. A refusal (bad key, field errors, busy phone) is a ProviderRefusal with a message the
 * shopper may see; no answer (a time-out, a 5xx, a page that is not JSON) is a ProviderNoAnswer.
 */
export function createTinypesaClient(config: TinypesaConfig) {
  async function call(path: string, init: RequestInit = {}): Promise<{ status: number; body: Record<string, unknown> }> {
    // TinyPesa relays Daraja's refusals, 5xx included ("Unable to lock subscriber"): those are its word too.
    return callProvider('TinyPesa', `${config.baseUrl}${path}`, {
      ...init,
      headers: { apikey: config.apiKey, accept: 'application/json', ...init.headers },
    }, { timeoutMs: config.timeoutMs, refusalIn5xx: (body) => typeof body.errorCode === 'string' });
  }

  /**
   * Turns an error answer into a refusal: Laravel's field map (422), Daraja's relayed error, a bad key. A server error
   * says nothing about the payment: callProvider has thrown ProviderNoAnswer for it already.
   */
  function refusal(status: number, body: Record<string, unknown>): ProviderRefusal {
    if (status === 401 || status === 403) return new ProviderRefusal(String(status), UNAVAILABLE);
    if (typeof body.errorCode === 'string') {
      // A relayed Daraja refusal, e.g. 500.001.1001 "Unable to lock subscriber": the customer has a prompt open.
      const darajaCode = /^500\.001\.(\d+)$/.exec(body.errorCode)?.[1];
      const meaning = darajaCode ? meaningOf(darajaCode) : undefined;
      return new ProviderRefusal(body.errorCode, meaning?.message ?? 'TinyPesa could not send the M-Pesa prompt. Please try again.');
    }
    if (status === 422) {
      if ('msisdn' in body) return new ProviderRefusal('422', 'Enter a valid Safaricom number, e.g. 0712345678.');
      if ('amount' in body) return new ProviderRefusal('422', 'This amount cannot be paid by M-Pesa.');
      return new ProviderRefusal('422', 'TinyPesa refused the payment details.');
    }
    return new ProviderRefusal(String(status), 'TinyPesa could not send the M-Pesa prompt. Please try again.');
  }

  return {
    /** Sends the prompt; `accountNo` is our reference, echoed as `ExternalReference` and the key of get_status. */
    async initialize(input: { amount: number; msisdn: string; accountNo: string }): Promise<{ requestId: string }> {
      const { status, body } = await call('/api/v1/express/initialize', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ amount: String(input.amount), msisdn: input.msisdn, account_no: input.accountNo }).toString(),
      });
      if (status !== 200 || body.success !== true || typeof body.request_id !== 'string') throw refusal(status, body);
      return { requestId: body.request_id };
    },

    /** The transaction for `accountNo`, or null when TinyPesa knows none (404). */
    async status(accountNo: string): Promise<TinypesaStatus | null> {
      const { status, body } = await call(`/api/v1/express/get_status/${encodeURIComponent(accountNo)}`);
      if (status === 404) return null;
      if (status !== 200) throw refusal(status, body);
      return body as TinypesaStatus;
    },
  };
}

export type TinypesaClient = ReturnType<typeof createTinypesaClient>;
