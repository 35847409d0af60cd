import { centsToShillings, normalisePhone } from '@mitumba/contracts';
import { refundMailWords, type RefundMailWords } from '../../lib/mail/refund-mail-words.ts';
import { methodName } from '../orders/order-view.ts';
import type { AttemptRow } from '../payments/payments.service.ts';

const mobileMoney = new Set(['mpesa', 'lipia', 'tinypesa', 'pesaflux', 'kcb']);
const cards = new Set(['paystack', 'stripe', 'razorpay']);
const cashAtTheShop = new Set(['cash', 'cod']);

/** 0712345678 from any accepted form of a Kenyan number; the text as it is otherwise. */
function localPhone(phone: string): string {
  const international = normalisePhone(phone);
  return international ? `0${international.slice(4)}` : phone;
}

/** Where the money of one paid part goes back, in the customer's words (decision 0036); English unless told. */
export function refundDestination(part: Pick<AttemptRow, 'provider' | 'phone'>, w: RefundMailWords = refundMailWords.en): string {
  if (mobileMoney.has(part.provider)) return part.phone ? w.toMpesa(localPhone(part.phone)) : w.toMpesaPaidFrom;
  if (cards.has(part.provider)) return w.toCard;
  if (cashAtTheShop.has(part.provider)) return w.toCashAtShop;
  if (part.provider === 'sidian') return w.toSidian;
  return w.toWayYouPaid;
}

/** One refund line of a cancellation: the part's method, its amount in shillings and where it goes. */
export const refundLine = (part: Pick<AttemptRow, 'provider' | 'phone' | 'amountCents'>, w: RefundMailWords = refundMailWords.en) => ({
  method: methodName(part.provider), amount: centsToShillings(part.amountCents), to: refundDestination(part, w),
});
