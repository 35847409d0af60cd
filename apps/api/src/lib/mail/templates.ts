import type { Language } from '@mitumba/contracts';
import type { Mail } from './mailer.ts';
import { accountMailWords } from './account-mail-words.ts';
import { mailHtml } from './layout.ts';
import { orderMailWords, type OrderMailWords } from './order-mail-words.ts';

/** The sign-up code, in the account's language (at sign-up: the language the shopper signed up in). */
export function otpMail(to: string, name: string, code: string, language: Language = 'en'): Mail {
  const w = accountMailWords[language];
  const paragraphs = [w.hello(name), w.otpUse];
  return {
    to,
    subject: w.otpSubject(code),
    text: `${paragraphs.join('\n\n')}\n\n${code}\n\n${w.otpNotYou}`,
    html: mailHtml({ heading: w.otpHeading, paragraphs: [...paragraphs, w.otpNotYou], code, footer: w.footer }),
  };
}

export function resetMail(to: string, name: string, url: string, language: Language = 'en'): Mail {
  const w = accountMailWords[language];
  const paragraphs = [w.hello(name), w.resetAsked];
  return {
    to,
    subject: w.resetSubject,
    text: `${paragraphs.join('\n\n')}\n\n${url}\n\n${w.resetNotYou}`,
    html: mailHtml({ heading: w.resetHeading, paragraphs, button: { label: w.resetButton, url }, footer: w.footer }),
  };
}

export function welcomeMail(to: string, name: string, shopUrl: string, language: Language = 'en'): Mail {
  const w = accountMailWords[language];
  const paragraphs = [w.welcomeHello(name), w.welcomeVerified];
  return {
    to,
    subject: w.welcomeSubject,
    text: `${paragraphs.join('\n\n')}\n\n${w.startShopping}: ${shopUrl}/collection`,
    html: mailHtml({ heading: w.welcomeSubject, paragraphs, button: { label: w.startShopping, url: `${shopUrl}/collection` }, footer: w.footer }),
  };
}

export function waitlistMail(to: string, name: string, product: { name: string; weight: string; url: string }, language: Language = 'en'): Mail {
  const w = accountMailWords[language];
  const paragraphs = [w.hello(name), w.backNews(product.name, product.weight)];
  return {
    to,
    subject: w.backSubject(product.name),
    text: `${paragraphs.join('\n\n')}\n\n${product.url}`,
    html: mailHtml({ heading: w.backHeading, paragraphs, button: { label: w.viewItem, url: product.url }, footer: w.footer }),
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
