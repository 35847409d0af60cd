import { shillingsToCents } from '@mitumba/contracts';
import type { CallbackResult, Initiated, PaymentProvider, ProviderOutcome } from '../../provider.ts';
import { toMsisdn, wholeShillingsOrRefuse } from '../provider-edge.ts';
import { meaningOf } from '../mpesa/result-codes.ts';
import { createLipiaClient, type LipiaConfig } from './lipia-client.ts';

/**
 * Lipia Online (reference §5.3) as a payment provider: an M-Pesa prompt through Lipia's API, identified by its
 * `TransactionReference`. Lipia forwards Daraja's result codes, so they mean what they mean for M-Pesa; its `Status`
 * is `Success`/`Failed` in callbacks and `SUCCESS`/`FAILED`/`PENDING` from the status API, compared case-insensitively.
 */
type Fields = { Status?: unknown; ResultCode?: unknown; ResultDesc?: unknown; Amount?: unknown; Phone?: unknown; MpesaReceiptNumber?: unknown };

const WAITING: ProviderOutcome = { state: 'pending', code: 'PENDING', message: 'Waiting for the customer to answer the M-Pesa prompt' };

/** Lipia's phone (2547…, 07…, +254…) in our +254 form; undefined when it is not one. */
function plus254(phone: unknown): string | undefined {
  const match = /^(?:\+?254|0)([17]\d{8})$/.exec(String(phone ?? '').replace(/\s+/g, ''));
  return match ? `+254${match[1]}` : undefined;
}

const statusOf = (fields: Fields) => (typeof fields.Status === 'string' ? fields.Status.trim().toLowerCase() : '');
const hasCode = (code: unknown) => (typeof code === 'number' && Number.isInteger(code)) || (typeof code === 'string' && /^\d+$/.test(code.trim()));

/**
 * The outcome a settled Lipia transaction stands for, or why it cannot be trusted: "paid" needs a success status with
 * result code 0 (when given), a receipt and a whole amount; a failure needs a Daraja result code other than 0.
 */
function outcomeOf(fields: Fields): ProviderOutcome | string {
  const status = statusOf(fields);
  if (status === 'success') {
    if (fields.ResultCode !== undefined && fields.ResultCode !== null && String(fields.ResultCode).trim() !== '0') return 'Success with a failing result code';
    const receipt = fields.MpesaReceiptNumber;
    const amount = Number(fields.Amount);
    if (typeof receipt !== 'string' || receipt.trim() === '' || !Number.isSafeInteger(amount) || amount <= 0) return 'A paid result without receipt or amount';
    const meaning = meaningOf(0);
    const outcome: ProviderOutcome = { state: 'paid', code: '0', message: meaning.message, receipt: receipt.trim(), amountCents: shillingsToCents(amount) };
    const phone = plus254(fields.Phone);
    if (phone) outcome.phone = phone;
    return outcome;
  }
  if (status === 'failed') {
    if (!hasCode(fields.ResultCode) || String(fields.ResultCode).trim() === '0') return 'A failed result without a failing result code';
    const meaning = meaningOf(String(fields.ResultCode), typeof fields.ResultDesc === 'string' ? fields.ResultDesc : '');
    return { state: meaning.state, code: meaning.errorCode || String(fields.ResultCode).trim(), message: meaning.message };
  }
  return `Unknown Lipia status ${JSON.stringify(fields.Status)}`;
}

/** Reads a Lipia callback `{ response: {…}, status }` defensively (§5.3). */
export function parseLipiaCallback(body: unknown): CallbackResult {
  const envelope = body as { response?: unknown; status?: unknown } | null;
  const response = envelope?.response;
  if (typeof response !== 'object' || response === null || Array.isArray(response)) return { accepted: false, reason: 'Not a Lipia callback' };
  const fields = response as Fields & { TransactionReference?: unknown };
  const reference = fields.TransactionReference;
  if (typeof reference !== 'string' || !/^[0-9a-f]{24}$/i.test(reference)) return { accepted: false, reason: 'A Lipia callback without its TransactionReference' };
  const outcome = outcomeOf(fields);
  if (typeof outcome === 'string') return { accepted: false, reason: outcome };
  if (typeof envelope?.status === 'boolean' && envelope.status !== (outcome.state === 'paid')) {
    return { accepted: false, reason: 'A Lipia callback whose status contradicts its result' };
  }
  return {
    accepted: true,
    providerRef: reference,
    dedupeKey: `lipia:${reference}:${outcome.state}:${outcome.receipt ?? String(fields.ResultCode).trim()}`,
    outcome,
  };
}

export function createLipiaProvider(config: LipiaConfig): PaymentProvider {
  const client = createLipiaClient(config);
  return {
    id: 'lipia',
    capabilities: { statusQuery: true, callbacks: true, wholeShillingsOnly: true, promptsCustomer: true },
    // Lipia wants HTTP 200 with the body `ok` within 30 s (§5.3).
    acknowledgement: { contentType: 'text/plain; charset=utf-8', body: 'ok' },

    async initiate(request): Promise<Initiated> {
      const amount = wholeShillingsOrRefuse(request.amountCents, 'Lipia takes whole shillings only');
      const accepted = await client.stkPush({
        phone: toMsisdn(request.phone),
        amount,
        externalReference: request.orderRef,
        callbackUrl: request.callbackUrl,
        metadata: { attemptId: request.attemptId },
      });
      return {
        providerRef: accepted.reference,
        outcome: { state: 'pending', code: '0', message: accepted.customerMessage || WAITING.message },
        nextAction: { kind: 'wait-for-phone', customerMessage: 'Check your phone and enter your M-Pesa PIN to pay.' },
      };
    },

    async queryStatus(providerRef) {
      const answer = await client.status(providerRef);
      if (statusOf(answer) === 'pending') return WAITING;
      const outcome = outcomeOf(answer);
      // Thrown, the core keeps the attempt as it is and asks again later.
      if (typeof outcome === 'string') throw new Error(`Lipia status for ${providerRef}: ${outcome}`);
      return outcome;
    },

    parseCallback: (notification) => parseLipiaCallback(notification.body),
  };
}
