import { shillingsToCents } from '@mitumba/contracts';
import type { CallbackResult, ProviderOutcome } from '../../provider.ts';
import { meaningOf } from '../mpesa/result-codes.ts';
import type { PesafluxStatus } from './pesaflux-client.ts';

/**
 * PesaFlux's two reports of a prompt's end (§5.2), read defensively into our outcome: the webhook (flat JSON,
 * `ResponseCode` 0 or the Daraja code) and the status call (`TransactionStatus` Pending / Completed / Failed with the
 * Daraja `ResultCode`). Daraja's codes mean what they mean for M-Pesa (result-codes.ts).
 */
type Webhook = {
  ResponseCode?: unknown;
  ResponseDescription?: unknown;
  TransactionID?: unknown;
  TransactionAmount?: unknown;
  TransactionReceipt?: unknown;
  Msisdn?: unknown;
};

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

function outcomeOf(resultCode: string, resultDesc: string): ProviderOutcome {
  const meaning = meaningOf(resultCode, resultDesc);
  return { state: meaning.state, code: meaning.errorCode || resultCode, message: meaning.message };
}

/** A whole code such as 0 or 1032, given as a number or a string; undefined otherwise. */
function resultCodeOf(value: unknown): string | undefined {
  const code = text(value).trim();
  return /^\d{1,6}$/.test(code) ? String(Number(code)) : undefined;
}

/** KES as PesaFlux reports it (a number, or a numeric string) in cents; undefined when it is not an amount. */
function amountCentsOf(value: unknown): number | undefined {
  const amount = typeof value === 'number' ? value : typeof value === 'string' && /^\d+(\.\d{1,2})?$/.test(value.trim()) ? Number(value) : Number.NaN;
  return Number.isFinite(amount) && amount > 0 ? shillingsToCents(amount) : undefined;
}

/** 2547…/07… (or +2547…) as +2547…; undefined for anything else. */
export function plusPhoneOf(value: unknown): string | undefined {
  const digits = text(value).trim().replace(/^\+/, '');
  if (/^254[17]\d{8}$/.test(digits)) return `+${digits}`;
  if (/^0[17]\d{8}$/.test(digits)) return `+254${digits.slice(1)}`;
  return undefined;
}

/** Adds what a paid report carries for the core to check: receipt, amount (cents) and phone. */
function paidDetails(outcome: ProviderOutcome, receipt: unknown, amount: unknown, msisdn: unknown): ProviderOutcome {
  const details: ProviderOutcome = { ...outcome };
  if (typeof receipt === 'string' && receipt.trim() !== '') details.receipt = receipt.trim();
  const amountCents = amountCentsOf(amount);
  if (amountCents !== undefined) details.amountCents = amountCents;
  const phone = plusPhoneOf(msisdn);
  if (phone) details.phone = phone;
  return details;
}

export function parsePesafluxWebhook(body: unknown): CallbackResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { accepted: false, reason: 'Not a PesaFlux webhook' };
  const webhook = body as Webhook;
  const id = typeof webhook.TransactionID === 'string' ? webhook.TransactionID.trim() : '';
  const code = resultCodeOf(webhook.ResponseCode);
  if (id === '' || id.length > 64 || code === undefined) return { accepted: false, reason: 'Not a PesaFlux webhook' };
  let outcome = outcomeOf(code, text(webhook.ResponseDescription));
  if (outcome.state === 'paid') {
    outcome = paidDetails(outcome, webhook.TransactionReceipt, webhook.TransactionAmount, webhook.Msisdn);
    if (!outcome.receipt || outcome.amountCents === undefined) return { accepted: false, reason: 'A paid PesaFlux webhook without receipt or amount' };
  }
  return { accepted: true, providerRef: id, dedupeKey: `pesaflux:${id}:${outcome.state}:${outcome.receipt ?? code}`, outcome };
}

export function statusOutcome(status: PesafluxStatus): ProviderOutcome {
  const state = status.TransactionStatus.trim().toLowerCase();
  const code = resultCodeOf(status.ResultCode) ?? resultCodeOf(status.TransactionCode);
  const desc = text(status.ResultDesc);
  if (state === 'completed') {
    return paidDetails(outcomeOf('0', desc), status.TransactionReceipt, status.TransactionAmount, status.Msisdn);
  }
  // A failure without a Daraja code (or one that says 0) is still a failure, never a payment.
  if (code !== undefined && code !== '0' && state !== 'pending') return outcomeOf(code, desc);
  if (state === 'failed') return { state: 'failed', code: 'FAILED', message: desc || 'Payment processing failed' };
  return { state: 'pending', code: 'PENDING', message: 'Waiting for the customer to answer the M-Pesa prompt' };
}
