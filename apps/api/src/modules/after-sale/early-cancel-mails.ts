import { formatTotal, type EarlyCancelQuote } from '@mitumba/contracts';
import { mailHtml } from '../../lib/mail/layout.ts';
import type { Mail } from '../../lib/mail/mailer.ts';

const refundSentences = (quote: EarlyCancelQuote) => quote.refunds.map((line) => `Ksh ${formatTotal(line.amount)} (${line.method}) to ${line.to}.`);

/** The customer's confirmation that their order is cancelled and what comes back where (decision 0036). */
export function earlyCancelCustomerMail(to: string, name: string, quote: EarlyCancelQuote, orderUrl: string): Mail {
  const paragraphs = [
    `Hello ${name},`,
    `Your order ${quote.orderId} is cancelled, as you asked. Nothing will be sent.`,
    `We are refunding Ksh ${formatTotal(quote.amount)}:`,
    ...refundSentences(quote),
    'Refunds reach you within 7 business days; cash is handed back at the shop.',
  ];
  return {
    to,
    subject: `Order ${quote.orderId} cancelled: Ksh ${formatTotal(quote.amount)} refund`,
    text: `${paragraphs.join('\n\n')}\n\nYour order: ${orderUrl}`,
    html: mailHtml({ heading: 'Order cancelled', paragraphs, button: { label: 'View the order', url: orderUrl } }),
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
