import type { Db } from '../../db/client.ts';
import { orderMailWords } from '../../lib/mail/order-mail-words.ts';
import { dispatchedMail, readyForCollectionMail } from '../../lib/mail/order-news-mails.ts';
import type { Outbox } from '../../lib/outbox/outbox.ts';
import { orderRecipient, type OrderMailDeps } from './order-mail.ts';
import type { OrderRow } from './orders.repo.ts';

/** An order's news told by e-mail as well as by SMS: on its way with a courier, or ready for collection. */
export type OrderMailNews = 'dispatched' | 'ready-for-collection';
const NEWS_MAIL_JOB = 'order.news-mail';

/**
 * The e-mail of an order's news, a job enqueued in the transaction of what happened (`order.news-mail`, keyed by the
 * news and the order): one e-mail per order and news, written from the order as it is when the job runs.
 */
export function createOrderNewsMail(deps: OrderMailDeps, outbox: Outbox, findById: (orderId: string) => Promise<OrderRow | undefined>) {
  outbox.handle(NEWS_MAIL_JOB, async (payload, job) => {
    const order = await findById(String(payload.orderId));
    const recipient = order && await orderRecipient(deps, order);
    if (!order || !recipient) return;
    const words = orderMailWords[recipient.language];
    const name = recipient.name ?? (order.address as { firstName?: string }).firstName ?? words.there;
    const parcel = { reference: order.reference, orderUrl: `${deps.publicUrl}/order/${encodeURIComponent(order.orderRef)}` };
    const mail = payload.news === 'ready-for-collection'
      ? readyForCollectionMail(recipient.to, name, { ...parcel, place: order.collectionPlace ?? words.theShop, collectBy: order.collectBy ? words.day(order.collectBy) : words.soon }, words)
      : dispatchedMail(recipient.to, name, { ...parcel, courier: order.courierName, trackingNumber: order.trackingNumber, trackingUrl: order.trackingUrl }, words);
    await deps.mailer.send(mail, { key: `${job.kind}:${job.key}` });
  });

  return {
    newsMailWithin: (tx: Db, order: Pick<OrderRow, 'id' | 'orderRef'>, news: OrderMailNews) =>
      outbox.enqueueWithin(tx, NEWS_MAIL_JOB, `${news}:${order.orderRef}`, { orderId: order.id, news }),
  };
}
