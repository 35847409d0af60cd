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
