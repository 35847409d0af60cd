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

/** The shop's notice: a customer cancelled a paid order before dispatch; refund each part, then close its flag. */
export function earlyCancelShopMail(to: string, customer: string, quote: EarlyCancelQuote, adminUrl: string): Mail {
  const paragraphs = [
    `${customer} cancelled order ${quote.orderId} before it was dispatched. Its items are back in stock; do not send it.`,
    `Refund Ksh ${formatTotal(quote.amount)}:`,
    ...refundSentences(quote),
    'Each payment is flagged under "Payments needing a person": close its flag once the money is back with the customer.',
  ];
  return {
    to,
    subject: `Refund due: order ${quote.orderId} cancelled before dispatch`,
    text: `${paragraphs.join('\n\n')}\n\n${adminUrl}`,
    html: mailHtml({ heading: 'Order cancelled before dispatch', paragraphs, button: { label: 'Open the order', url: adminUrl } }),
  };
}
