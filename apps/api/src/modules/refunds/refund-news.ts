import { mobileMoneyProviders } from '@mitumba/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import type { Outbox } from '../../lib/outbox/outbox.ts';
import type { OrderFactsRow } from '../notifications/sms/order-texts.ts';
import type { RefundDestination } from '../notifications/sms/sms-texts.ts';
import { CARD_PROVIDERS } from './refund-method.ts';
import { SENT_MAIL_JOB } from './refund-transition.ts';
import type { RefundRow } from './refunds.repo.ts';

/** The notifications' "refund sent" SMS (`OrderTexts.refundSentWithin`), attached once the texts exist. */
export type RefundSentText = (tx: Db, order: OrderFactsRow, refund: { refundId: string; amountCents: number; to: RefundDestination }) => Promise<void>;

const MOBILE_MONEY = new Set<string>(['mpesa', ...mobileMoneyProviders]);

/**
 * Where the text says the money went; null for cash handed over at the counter, where the customer was there to
 * take it. A paybill payment is paid back by a person, by whatever way the note on the refund records.
 */
export function sentTo(refund: Pick<RefundRow, 'method' | 'provider'>): RefundDestination | null {
  if (refund.method === 'reversal' || refund.method === 'b2c' || MOBILE_MONEY.has(refund.provider)) return 'mpesa';
  if (refund.method === 'card' || CARD_PROVIDERS.has(refund.provider)) return 'card';
  if (refund.provider === 'cash' || refund.provider === 'cod') return null;
  return 'by-hand';
}

/**
 * What the customer hears once a refund of their order has reached them, written in the refund's own transaction:
 * the e-mail job (keyed by the refund) and the SMS (keyed `refund-sent:{refund id}`). Money with no order
 * (an unmatched paybill payment) has no customer to tell.
 */
export function createRefundNews(outbox: Outbox) {
  let text: RefundSentText | null = null;
  return {
    useText(send: RefundSentText): void {
      text = send;
    },
    async sentWithin(tx: Db, refund: RefundRow): Promise<void> {
      if (!refund.orderId) return;
      await outbox.enqueueWithin(tx, SENT_MAIL_JOB, refund.id, { refundId: refund.id });
      const to = sentTo(refund);
      if (!text || !to) return;
      const [order] = await tx.select().from(orders).where(eq(orders.id, refund.orderId));
      if (order) await text(tx, order, { refundId: refund.id, amountCents: refund.amountCents, to });
    },
  };
}

export type RefundNews = Pick<ReturnType<typeof createRefundNews>, 'sentWithin'>;
