import { formatTotal, type EarlyCancelQuote } from '@mitumba/contracts';
import { mailHtml } from '../../lib/mail/layout.ts';
import type { Mail } from '../../lib/mail/mailer.ts';
import { refundMailWords, type RefundMailWords } from '../../lib/mail/refund-mail-words.ts';

/**
 * The customer's confirmation that their order is cancelled and what comes back where (decision 0036), in their
 * language: `quote.refunds` are written in it too (refund-destination.ts).
 */
export function earlyCancelCustomerMail(to: string, name: string, quote: EarlyCancelQuote, orderUrl: string, w: RefundMailWords = refundMailWords.en): Mail {
  const amount = formatTotal(quote.amount);
  const paragraphs = [
    w.hello(name),
    w.cancelled(quote.orderId),
    w.refunding(amount),
    ...quote.refunds.map((line) => w.partTo(formatTotal(line.amount), line.method, line.to)),
    w.within,
  ];
  return {
    to,
    subject: w.cancelledSubject(quote.orderId, amount),
    text: `${paragraphs.join('\n\n')}\n\n${w.yourOrder}: ${orderUrl}`,
    html: mailHtml({ heading: w.cancelledHeading, paragraphs, button: { label: w.viewOrder, url: orderUrl } }),
  };
}

/** One paid part as the shop's notice tells it: what the refunds module is doing with it, or that a person must. */
export type ShopRefundPart = { method: string; amount: number; to: string; by: 'provider' | 'person' };

const shopSentence = (part: ShopRefundPart) => (part.by === 'provider'
  ? `Ksh ${formatTotal(part.amount)} (${part.method}) to ${part.to}: refund requested through ${part.method}, nothing to do.`
  : `Ksh ${formatTotal(part.amount)} (${part.method}) to ${part.to}: hand it back, record it under Refunds, then close its flag.`);

/**
 * The shop's notice: a customer cancelled a paid order before dispatch. The refunds module pays M-Pesa and card parts
 * back by itself (decision 0039); only cash, bank and aggregator parts wait for a person, flagged.
 */
export function earlyCancelShopMail(to: string, customer: string, quote: EarlyCancelQuote, parts: ShopRefundPart[], adminUrl: string): Mail {
  const byHand = parts.some((part) => part.by === 'person');
  const paragraphs = [
    `${customer} cancelled order ${quote.orderId} before it was dispatched. Its items are back in stock; do not send it.`,
    `Refund of Ksh ${formatTotal(quote.amount)}:`,
    ...parts.map(shopSentence),
    byHand ? 'Each part to hand back is flagged under "Payments needing a person".' : 'The refunds list shows when the money has reached the customer.',
  ];
  return {
    to,
    subject: byHand ? `Refund due: order ${quote.orderId} cancelled before dispatch` : `Order ${quote.orderId} cancelled before dispatch: refund on its way`,
    text: `${paragraphs.join('\n\n')}\n\n${adminUrl}`,
    html: mailHtml({ heading: 'Order cancelled before dispatch', paragraphs, button: { label: 'Open the order', url: adminUrl } }),
  };
}
