import type { Mail } from './mailer.ts';
import { mailHtml } from './layout.ts';
import type { OrderMailWords } from './order-mail-words.ts';

/** The e-mails that follow an order on its way (decision 0045): dispatched with a courier, ready for collection. */

type Parcel = { reference: string; orderUrl: string };

function mail(to: string, subject: string, heading: string, paragraphs: string[], button: { label: string; url: string }): Mail {
  return { to, subject, text: `${paragraphs.join('\n\n')}\n\n${button.label}: ${button.url}`, html: mailHtml({ heading, paragraphs, button }) };
}

export function dispatchedMail(to: string, name: string, order: Parcel & { courier: string | null; trackingNumber: string | null; trackingUrl: string | null }, w: OrderMailWords): Mail {
  const carried = order.courier && order.trackingNumber ? w.withCourier(order.courier, order.trackingNumber) : w.phoneOn;
  const paragraphs = [w.hello(name), w.onItsWay(order.reference, carried)];
  const button = order.trackingUrl ? { label: w.trackOn(order.courier), url: order.trackingUrl } : { label: w.viewOrder, url: order.orderUrl };
  return mail(to, w.onItsWaySubject(order.reference), w.onItsWayHeading, paragraphs, button);
}

export function readyForCollectionMail(to: string, name: string, order: Parcel & { place: string; collectBy: string }, w: OrderMailWords): Mail {
  const paragraphs = [w.hello(name), w.readyAt(order.reference, order.place), w.collectBy(order.collectBy, order.reference)];
  return mail(to, w.readySubject(order.reference), w.readyHeading, paragraphs, { label: w.viewOrder, url: order.orderUrl });
}
