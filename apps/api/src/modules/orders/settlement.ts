import type { DepositMethodId, PaymentMethodId } from '@mitumba/contracts';
import { AppError } from '../../lib/errors.ts';

export const ZERO_TOTAL_MESSAGE = 'This order comes to Ksh 0: only a coupon that covers the whole order can place it. Please review your cart.';
export const MPESA_MINIMUM_MESSAGE = 'M-Pesa takes payments of Ksh 1 or more. Please choose another payment method.';
export const MPESA_WHOLE_SHILLINGS_MESSAGE = 'M-Pesa takes whole shillings only. Please choose another payment method.';

/** How a placed order's payment starts: an attempt recorded with the order, or none (an online provider is asked after). */
export type Settlement = {
  /** The attempt's provider: the method itself, or 'coupon' when a coupon pays the whole order. */
  provider: string;
  state: 'paid' | 'pending';
  note: string;
  /** Unpaid offline orders give their stock back after this (OFFLINE_ORDER_HOURS). */
  offlineExpiresAt: Date | null;
  /** A deposit: only this much is recorded now, and the order stays unpaid (its balance is open). */
  deposit?: { amountCents: number };
};

const nairobiTime = new Intl.DateTimeFormat('en-KE', { timeZone: 'Africa/Nairobi', dateStyle: 'medium', timeStyle: 'short' });

/**
 * Decides how an order of `amountCents` pays (docs/decisions/0009): a total of 0 is placed only when a coupon paid
 * it all (paid at once, a 'coupon' attempt, no provider); M-Pesa needs at least a whole shilling; cash is paid at the
 * counter (a hybrid's cash part too, recorded with the order by the checkout); cash on delivery and Sidian wait for a person to confirm the money until they expire.
 */
export function settlementOf(input: {
  method: PaymentMethodId; amountCents: number; couponCents: number; couponCode: string | null; now: Date; offlineOrderHours: number;
}): Settlement | null {
  const { method, amountCents, now } = input;
  if (amountCents === 0) {
    if (input.couponCents > 0) return { provider: 'coupon', state: 'paid', note: `Paid in full by coupon ${input.couponCode ?? ''}`.trim(), offlineExpiresAt: null };
    throw new AppError('BUSINESS_RULE', ZERO_TOTAL_MESSAGE);
  }
  if (promptedMethods.includes(method)) {
    wholeShillingsOrRefuse(amountCents);
    return null;
  }
  if (method === 'cash') return { provider: 'cash', state: 'paid', note: 'Paid in cash at the counter', offlineExpiresAt: null };
  if (method !== 'cod' && method !== 'sidian') return null;
  const offlineExpiresAt = new Date(now.getTime() + input.offlineOrderHours * 3_600_000);
  const waiting = method === 'cod' ? 'To be paid in cash on delivery' : 'Waiting for the paybill transfer';
  return {
    provider: method, state: 'pending', offlineExpiresAt,
    note: `${waiting}; cancelled and its stock given back unless confirmed by ${nairobiTime.format(offlineExpiresAt)} (Nairobi)`,
  };
}

/**
 * How a deposit order's deposit starts (spec 2 §3 deposit sub-methods): cash with the cashier's code is paid at once;
 * a bank (Sidian paybill) transfer waits for the shop to confirm it until the offline expiry; the others are asked of
 * their provider after placement (a prompt needs whole shillings, at least one).
 */
export function depositSettlementOf(input: {
  method: DepositMethodId; depositCents: number; now: Date; offlineOrderHours: number;
}): Settlement | null {
  const { method, depositCents, now } = input;
  if (method === 'cash') return { provider: 'cash', state: 'paid', note: 'Deposit paid in cash at the counter', offlineExpiresAt: null, deposit: { amountCents: depositCents } };
  if (method === 'bank') {
    const offlineExpiresAt = new Date(now.getTime() + input.offlineOrderHours * 3_600_000);
    return {
      provider: 'sidian', state: 'pending', offlineExpiresAt, deposit: { amountCents: depositCents },
      note: `Deposit: waiting for the paybill transfer; cancelled and its stock given back unless confirmed by ${nairobiTime.format(offlineExpiresAt)} (Nairobi)`,
    };
  }
  if (method !== 'paystack') wholeShillingsOrRefuse(depositCents);
  return null;
}

/** An M-Pesa prompt asks for whole shillings, at least one (a deposit's or a balance payment's amount too). */
export function wholeShillingsOrRefuse(amountCents: number): void {
  if (amountCents < 100) throw new AppError('BUSINESS_RULE', MPESA_MINIMUM_MESSAGE);
  if (amountCents % 100 !== 0) throw new AppError('BUSINESS_RULE', MPESA_WHOLE_SHILLINGS_MESSAGE);
}

/** The methods paid (wholly or in part) by an M-Pesa prompt: whole shillings, at least one. */
export const promptedMethods: readonly PaymentMethodId[] = ['mpesa', 'lipia', 'tinypesa', 'pesaflux', 'kcb', 'hybrid'];

/** The methods checkout places without asking a provider first. */
export const offlineMethods: readonly PaymentMethodId[] = ['cash', 'cod', 'sidian'];
