/**
 * How a refund goes back (decision 0039): M-Pesa on the shop's own shortcode by Reversal of the receipt while it is
 * recent and the refund is the whole receipt, else B2C to the payer's phone; a card payment by its provider's refund
 * call; everything else (the aggregators, whose money lands on their account and who have no refund API; cash, cash
 * on delivery, the Sidian paybill) is handed back by a person.
 */
export type RefundMethod = 'reversal' | 'b2c' | 'card' | 'hand-back';

/** The card providers with a refund API (reference §3); the refund is of the payment the receipt names. */
export const CARD_PROVIDERS = new Set(['paystack', 'stripe', 'razorpay']);

/** A reversal undoes the receipt itself: only within a day of the payment (the customer sees it undone the same day; later, Safaricom's approval is slower than a B2C). */
export const REVERSAL_WINDOW_MS = 24 * 3600 * 1000;

export function refundMethod(input: { provider: string; receipt?: string | null; phone?: string | null; paidAt?: Date | null; paidCents?: number | null; amountCents: number; now: Date }): RefundMethod {
  if (CARD_PROVIDERS.has(input.provider)) return input.receipt ? 'card' : 'hand-back';
  // M-Pesa moves whole shillings only.
  if (input.provider !== 'mpesa' || input.amountCents % 100 !== 0) return 'hand-back';
  const recent = input.paidAt !== null && input.paidAt !== undefined && input.now.getTime() - input.paidAt.getTime() <= REVERSAL_WINDOW_MS;
  if (input.receipt && recent && input.paidCents === input.amountCents) return 'reversal';
  return input.phone ? 'b2c' : 'hand-back';
}
