import type { DarajaClient } from '../providers/mpesa/daraja-client.ts';

/**
 * Daraja's C2B and Pull Transactions calls (payment-providers.md §1.9, payouts-and-messaging.md §4), over the STK
 * client's token. Answers Daraja's body as it came, with whether it says yes.
 */
export type DarajaAnswer = { ok: boolean; status: number; body: Record<string, unknown> };

export type PullRow = { transactionId: string; trxDate: string; msisdn: string; sender: string; transactiontype: string; billreference: string; amount: number | string };

export function createC2bDaraja(client: Pick<DarajaClient, 'post'>) {
  const answer = async (path: string, payload: object, yes: (body: Record<string, unknown>) => boolean): Promise<DarajaAnswer> => {
    const { status, body } = await client.post(path, payload);
    return { ok: status === 200 && yes(body), status, body };
  };
  return {
    registerUrls: (version: 'v1' | 'v2', input: { shortCode: string; confirmationUrl: string; validationUrl: string }) =>
      answer(`/mpesa/c2b/${version}/registerurl`, {
        ShortCode: input.shortCode, ResponseType: 'Completed', ConfirmationURL: input.confirmationUrl, ValidationURL: input.validationUrl,
      }, (body) => String(body.ResponseCode) === '0'),

    registerPull: (input: { shortCode: string; nominatedNumber: string; callbackUrl: string }) =>
      answer('/pulltransactions/v1/register', {
        ShortCode: input.shortCode, RequestType: 'Pull', NominatedNumber: input.nominatedNumber, CallBackURL: input.callbackUrl,
      }, (body) => String(body.ResponseStatus ?? body.ResponseCode) === '1000'),

    /** One page of the statement; `rows` empty at its end. */
    async queryPull(input: { shortCode: string; startDate: string; endDate: string; offset: number }): Promise<DarajaAnswer & { rows: PullRow[] }> {
      const result = await answer('/pulltransactions/v1/query', {
        ShortCode: input.shortCode, StartDate: input.startDate, EndDate: input.endDate, OffSetValue: String(input.offset),
      }, (body) => String(body.ResponseCode) === '1000');
      const response = result.body.Response;
      const rows = Array.isArray(response) ? response.flat().filter((row): row is PullRow => typeof row === 'object' && row !== null) : [];
      return { ...result, rows };
    },
  };
}

export type C2bDaraja = ReturnType<typeof createC2bDaraja>;
