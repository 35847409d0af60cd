import { centsToShillings, type BankDetails } from '@mitumba/contracts';
import type { Db } from '../../../db/client.ts';
import type { SmsQueue } from './sms-queue.ts';
import type { OrderSmsFacts, RefundDestination, SmsTexts } from './sms-texts.ts';

/** An SMS waiting for its language: written once the customer's is known (sms-queue.ts). */
type Write = (texts: SmsTexts) => string;

/** What happened to an order that its customer is texted about (decision 0042). */
export type OrderNews = 'placed' | 'paid' | 'deposit' | 'dispatched' | 'ready-for-collection' | 'delivered' | 'cancellation-approved' | 'cancellation-declined' | 'early-cancelled';
/** What an order's texts need of it (an orders row has all of it). */
export type OrderFactsRow = {
  id: string; userId: string; reference: string; amountCents: number; paymentMethod: string; paymentStatus: string; customerName: string | null;
  courierName?: string | null; trackingNumber?: string | null; collectionPlace?: string | null; collectBy?: string | null;
};

const whole = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Shillings as a text says them: '4,200', or '4,200.50' when there are cents. */
const shillings = (cents: number) => (cents % 100 === 0 ? whole : withCents).format(centsToShillings(cents));

/**
 * The order SMS, each enqueued in the transaction of what happened (one call where the e-mail is enqueued) and keyed
 * `order-{news}:{order id}`: the same news of one order is one SMS. Walk-in sales (a name typed at the counter) are
 * nobody's account: not texted.
 */
export function createOrderTexts(deps: { sms: SmsQueue; bankDetails: (tx: Db) => Promise<BankDetails>; paidCentsWithin: (tx: Db, orderId: string) => Promise<number> }) {
  const { sms } = deps;
  const facts = (order: OrderFactsRow): OrderSmsFacts => ({ reference: order.reference, amount: shillings(order.amountCents) });

  /** The paybill instruction of a paybill order for `cents` in the customer's words, else undefined. */
  async function paybillFor(tx: Db, order: OrderFactsRow, cents: number): Promise<((texts: SmsTexts) => string) | undefined> {
    if (order.paymentMethod !== 'sidian') return undefined;
    const { paybill } = await deps.bankDetails(tx);
    return (texts) => texts.paybill(paybill, order.reference, `Ksh ${shillings(cents)}`);
  }

  async function textOf(tx: Db, order: OrderFactsRow, news: OrderNews): Promise<Write> {
    const told = facts(order);
    switch (news) {
      case 'placed': {
        const paybill = await paybillFor(tx, order, order.amountCents);
        return (texts) => texts.orderPlacedText(told, paybill?.(texts));
      }
      case 'paid': return (texts) => texts.orderPaidText(told);
      case 'deposit': {
        const balance = shillings(order.amountCents - await deps.paidCentsWithin(tx, order.id));
        return (texts) => texts.depositPaidText(told, balance);
      }
      case 'dispatched': {
        const courier = order.courierName && order.trackingNumber ? { name: order.courierName, trackingNumber: order.trackingNumber } : null;
        return (texts) => texts.orderDispatchedText(told, courier);
      }
      case 'ready-for-collection': return (texts) =>
        texts.readyForCollectionText(told, order.collectionPlace ?? texts.theShop, order.collectBy ? texts.collectBy(order.collectBy) : texts.soon);
      case 'delivered': return (texts) => texts.orderDeliveredText(told);
      case 'cancellation-approved': return (texts) => texts.cancellationDecidedText(told, true);
      case 'cancellation-declined': return (texts) => texts.cancellationDecidedText(told, false);
      case 'early-cancelled': return (texts) => texts.earlyCancelledText(told);
    }
  }

  const enqueue = (tx: Db, order: OrderFactsRow, cause: string, text: Write) =>
    sms.enqueueWithin(tx, { cause, userId: order.userId, orderId: order.id, text });

  return {
    /** Texts the order's customer the news, once per order and news; an order placed already paid is told it is paid. */
    async newsWithin(tx: Db, order: OrderFactsRow, news: OrderNews): Promise<void> {
      if (!sms.enabled || order.customerName) return;
      const told = news === 'placed' && order.paymentStatus === 'paid' ? 'paid' : news;
      await enqueue(tx, order, `order-${told}:${order.id}`, await textOf(tx, order, told));
    },

    /** A refund went out (`refundId`: one SMS per refund): `to` says where it went. */
    async refundSentWithin(tx: Db, order: OrderFactsRow, refund: { refundId: string; amountCents: number; to: RefundDestination }): Promise<void> {
      if (!sms.enabled || order.customerName) return;
      await enqueue(tx, order, `refund-sent:${refund.refundId}`, (texts) => texts.refundSentText(facts(order), shillings(refund.amountCents), refund.to));
    },

    /** A deposit order's balance reminder, once per order and day (`day`: YYYY-MM-DD). */
    async balanceReminderWithin(tx: Db, order: OrderFactsRow, balanceCents: number, day: string): Promise<void> {
      if (!sms.enabled || order.customerName) return;
      const paybill = await paybillFor(tx, order, balanceCents);
      await enqueue(tx, order, `balance-reminder:${order.id}:${day}`, (texts) => texts.balanceReminderText(facts(order), shillings(balanceCents), paybill?.(texts)));
    },
  };
}

export type OrderTexts = ReturnType<typeof createOrderTexts>;
