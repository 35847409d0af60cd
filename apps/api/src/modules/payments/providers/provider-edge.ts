import { centsToShillings } from '@mitumba/contracts';
import { ProviderRefusal } from '../provider.ts';

/** What every M-Pesa-prompt provider sends out at its edge: whole shillings and a 2547… MSISDN. */

/** The amount in whole shillings; anything else (a fraction, nothing, a negative) is refused before the provider is called. */
export function wholeShillingsOrRefuse(amountCents: number, refusal: string): number {
  if (!Number.isSafeInteger(amountCents) || amountCents % 100 !== 0 || amountCents <= 0) throw new ProviderRefusal('AMOUNT', refusal);
  return centsToShillings(amountCents);
}

/** A +2547… phone as the 2547… MSISDN M-Pesa's APIs take. */
export const toMsisdn = (phone: string): string => phone.replace(/^\+/, '');

/** The unit a provider takes amounts in: whole shillings (M-Pesa and the aggregators) or cents (KES × 100: cards). */
export type AmountUnit = 'shillings' | 'cents';

/**
 * The one conversion from our integer cents to a provider's unit (payment-providers.md §0): cents stay cents for
 * Paystack, Stripe and Razorpay; shillings must be whole for M-Pesa. Refused (nothing sent) when it cannot be exact.
 */
export function toProviderAmount(amountCents: number, unit: AmountUnit, refusal: string): number {
  if (unit === 'shillings') return wholeShillingsOrRefuse(amountCents, refusal);
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw new ProviderRefusal('AMOUNT', refusal);
  return amountCents;
}
