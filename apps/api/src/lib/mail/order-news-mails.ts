import type { Mail } from './mailer.ts';
import { mailHtml } from './layout.ts';

/** The e-mails that follow an order on its way (decision 0045): dispatched with a courier, ready for collection. */

type Parcel = { reference: string; orderUrl: string };

function mail(to: string, subject: string, heading: string, paragraphs: string[], button: { label: string; url: string }): Mail {
  return { to, subject, text: `${paragraphs.join('\n\n')}\n\n${button.label}: ${button.url}`, html: mailHtml({ heading, paragraphs, button }) };
}

export function dispatchedMail(to: string, name: string, order: Parcel & { courier: string | null; trackingNumber: string | null; trackingUrl: string | null }): Mail {
  const carried = order.courier && order.trackingNumber
    ? `It is with ${order.courier}, tracking number ${order.trackingNumber}.` : 'Please keep your phone on for the courier.';
  const paragraphs = [`Hello ${name},`, `Your order ${order.reference} is on its way. ${carried}`];
  const button = order.trackingUrl ? { label: `Track it on ${order.courier ?? 'the courier'}'s site`, url: order.trackingUrl } : { label: 'View your order', url: order.orderUrl };
  return mail(to, `Order ${order.reference} is on its way`, 'Your order is on its way', paragraphs, button);
}

export function readyForCollectionMail(to: string, name: string, order: Parcel & { place: string; collectBy: string }): Mail {
  const paragraphs = [
    `Hello ${name},`,
    `Your order ${order.reference} is ready for collection at ${order.place}.`,
    `Please collect it by ${order.collectBy} and quote the reference ${order.reference}.`,
  ];
  return mail(to, `Order ${order.reference} is ready for collection`, 'Ready for collection', paragraphs, { label: 'View your order', url: order.orderUrl });
}
