import { centsToShillings, formatTotal, normalisePhone, type Language } from '@mitumba/contracts';
import { refundMailWords, type RefundMailWords } from '../../lib/mail/refund-mail-words.ts';
import type { RefundRow, RefundState } from './refunds.repo.ts';

const cards = new Set(['paystack', 'stripe', 'razorpay']);

/** 0712 345 678 from any accepted form of a Kenyan number. */
function spacedPhone(phone: string): string {
  const international = normalisePhone(phone);
  if (!international) return phone;
  const local = `0${international.slice(4)}`;
  return `${local.slice(0, 4)} ${local.slice(4, 7)} ${local.slice(7)}`;
}

function destination(refund: RefundRow, w: RefundMailWords): string {
  if (refund.method === 'reversal' || refund.method === 'b2c') return refund.phone ? w.toMpesa(spacedPhone(refund.phone)) : w.toMpesaPaidFrom;
  if (cards.has(refund.provider)) return w.toCard;
  if (refund.provider === 'cash' || refund.provider === 'cod') return w.toYouInCash;
  return w.toYou;
}

function stateWords(refund: RefundRow, w: RefundMailWords): string {
  switch (refund.state) {
    case 'succeeded':
      if (refund.method === 'hand-back') return w.handedBack(refund.handedBackAt ? refund.handedBackAt.toISOString().slice(0, 10) : null);
      return w.sent(refund.payoutReceipt);
    case 'failed':
      return w.notSent(refund.resultMessage?.replace(/\.$/, '') ?? null);
    case 'manual':
      return refund.method === 'hand-back' ? w.toHandBack : w.beingChecked;
    default:
      return w.onItsWay;
  }
}

/** The customer's line: "Refund of Ksh 1,500.00 to M-Pesa 0712 345 678: sent (receipt TKR4XYZ123)"; English unless told. */
export function refundLine(refund: RefundRow, w: RefundMailWords = refundMailWords.en): string {
  return w.line(formatTotal(centsToShillings(refund.amountCents)), destination(refund, w), stateWords(refund, w));
}

/** What the order pages show of one refund, its line in `language` (the back office's English unless told). */
export function refundView(refund: RefundRow, language: Language = 'en') {
  return {
    id: refund.id, state: refund.state as RefundState, method: refund.method, provider: refund.provider, amount: centsToShillings(refund.amountCents),
    receipt: refund.payoutReceipt, text: refundLine(refund, refundMailWords[language]), createdAt: refund.createdAt.toISOString(),
  };
}
