import { OTP_SECONDS } from '@mitumba/contracts';
import type { Mail } from './mailer.ts';
import { mailHtml } from './layout.ts';
import { orderMailWords, type OrderMailWords } from './order-mail-words.ts';

const minutes = Math.round(OTP_SECONDS / 60);

export function otpMail(to: string, name: string, code: string): Mail {
  const paragraphs = [`Hello ${name},`, `Use this code to verify your Mitumba account. It expires in ${minutes} minutes.`];
  return {
    to,
    subject: `Your Mitumba verification code: ${code}`,
    text: `${paragraphs.join('\n\n')}\n\n${code}\n\nIf you did not sign up, ignore this e-mail.`,
    html: mailHtml({ heading: 'Verify your e-mail', paragraphs: [...paragraphs, 'If you did not sign up, ignore this e-mail.'], code }),
  };
}

export function resetMail(to: string, name: string, url: string): Mail {
  const paragraphs = [
    `Hello ${name},`,
    'We received a request to reset your Mitumba password. The link works once, for 30 minutes.',
  ];
  return {
    to,
    subject: 'Reset your Mitumba password',
    text: `${paragraphs.join('\n\n')}\n\n${url}\n\nIf you did not ask for this, ignore this e-mail: your password stays the same.`,
    html: mailHtml({ heading: 'Reset your password', paragraphs, button: { label: 'Reset password', url } }),
  };
}

export function welcomeMail(to: string, name: string, shopUrl: string): Mail {
  const paragraphs = [`Karibu, ${name}!`, 'Your account is verified. Fresh bales and hand-picked pieces arrive every week.'];
  return {
    to,
    subject: 'Welcome to Mitumba',
    text: `${paragraphs.join('\n\n')}\n\nStart shopping: ${shopUrl}/collection`,
    html: mailHtml({ heading: 'Welcome to Mitumba', paragraphs, button: { label: 'Start shopping', url: `${shopUrl}/collection` } }),
  };
}

export function waitlistMail(to: string, name: string, product: { name: string; weight: string; url: string }): Mail {
  const paragraphs = [`Hello ${name},`, `Good news: ${product.name} (${product.weight}) is back in stock. Stock is limited, so be quick.`];
  return {
    to,
    subject: `Back in stock: ${product.name}`,
    text: `${paragraphs.join('\n\n')}\n\n${product.url}`,
    html: mailHtml({ heading: 'Back in stock', paragraphs, button: { label: 'View the item', url: product.url } }),
  };
}

export type OrderMailFacts = {
  orderRef: string; amount: string; method: string; paid: boolean; items: string[]; paybill?: string | undefined;
  /** A deposit order not yet paid off: the deposit (paid, or to pay by paybill) and the balance it leaves. */
  deposit?: { amount: string; paid: boolean; balance: string } | undefined;
};

function howToPay(order: OrderMailFacts, w: OrderMailWords): string {
  const { deposit } = order;
  if (deposit) {
    const balance = w.balance(deposit.balance);
    if (deposit.paid) return w.depositReceived(deposit.amount, balance);
    return order.paybill ? w.depositByPaybill(deposit.amount, order.paybill, balance) : w.depositDue(deposit.amount, balance);
  }
  if (order.paid) return w.paid(order.amount, order.method);
  return order.paybill ? w.payByPaybill(order.amount, order.paybill) : w.youPay(order.amount, order.method);
}

/** Sent when an order is paid, or placed to be paid in cash, on delivery or by paybill; in the customer's language. */
export function orderMail(to: string, name: string, order: OrderMailFacts, ordersUrl: string, w: OrderMailWords = orderMailWords.en): Mail {
  const paragraphs = [w.hello(name), w.thanks(order.orderRef, howToPay(order, w)), w.items(order.items)];
  return {
    to,
    subject: order.paid ? w.paidSubject(order.orderRef) : w.receivedSubject(order.orderRef),
    text: `${paragraphs.join('\n\n')}\n\n${w.yourOrders}: ${ordersUrl}`,
    html: mailHtml({ heading: order.paid ? w.paidHeading : w.receivedHeading, paragraphs, button: { label: w.myOrders, url: ordersUrl } }),
  };
}
