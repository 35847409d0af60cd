/**
 * What the shop texts (decision 0042): short, plain words in one 160-character GSM-7 part for typical values, each
 * naming the order by its short reference (decision 0035). Only GSM-7 characters: one curly quote or emoji would
 * halve what fits in a part.
 */
import { formatCollectBy, paybillInstruction } from '@mitumba/contracts';

const SHOP = 'Mitumba';

export type OrderSmsFacts = { reference: string; amount: string };

/** Placed and waiting for its payment (`paybill`: the paybill instruction when it is paid by paybill). */
export const orderPlacedText = (order: OrderSmsFacts, paybill?: string): string =>
  paybill
    ? `${SHOP}: order ${order.reference} placed, Ksh ${order.amount}. ${paybill}`
    : `${SHOP}: we have your order ${order.reference}, Ksh ${order.amount}. We will text you when it is paid.`;

export const orderPaidText = (order: OrderSmsFacts): string =>
  `${SHOP}: payment of Ksh ${order.amount} for order ${order.reference} received. Thank you! We will text you when it leaves the shop.`;

export const depositPaidText = (order: OrderSmsFacts, balance: string): string =>
  `${SHOP}: deposit for order ${order.reference} received. Balance Ksh ${balance}; your items are held for you.`;

/** Sent with a courier (`courier` null: an order dispatched before couriers were recorded). */
export const orderDispatchedText = (order: OrderSmsFacts, courier?: { name: string; trackingNumber: string } | null): string =>
  courier
    ? `${SHOP}: order ${order.reference} is on its way with ${courier.name}, tracking no. ${courier.trackingNumber}. Track it from your order page.`
    : `${SHOP}: order ${order.reference} is on its way to you. Please have your phone on for the courier.`;

/** Ready to be picked up: where, and the last day (as people read it, 'Fri 4 Dec 2026'). */
export const readyForCollectionText = (order: OrderSmsFacts, place: string, collectBy: string): string =>
  `${SHOP}: order ${order.reference} is ready for collection at ${place}. Collect it by ${collectBy} and quote ${order.reference}.`;

export const orderDeliveredText = (order: OrderSmsFacts): string =>
  `${SHOP}: order ${order.reference} was delivered. Thank you for shopping with us!`;

export const cancellationDecidedText = (order: OrderSmsFacts, approved: boolean): string =>
  approved
    ? `${SHOP}: your cancellation of order ${order.reference} is approved. Your refund of Ksh ${order.amount} is on its way.`
    : `${SHOP}: your cancellation of order ${order.reference} was declined. See the order in your account for why.`;

/** The customer cancelled a paid order before it left the shop (decision 0036). */
export const earlyCancelledText = (order: OrderSmsFacts): string =>
  `${SHOP}: order ${order.reference} is cancelled as you asked; nothing will be sent. Your refund is on its way: see the order page for where.`;

export const balanceReminderText = (order: OrderSmsFacts, balance: string, paybill?: string): string =>
  `${SHOP}: order ${order.reference} still has Ksh ${balance} to pay.${paybill ? ` ${paybill}` : ' Pay it from your order page.'}`;

export const chatReplyText = (): string =>
  `${SHOP}: the shop replied to your message. Open Chat in your account to read it.`;

/**
 * Where a refund went: back to the M-Pesa number or the card paid with, or paid back by a person of the shop (a
 * paybill payment: the shop pays it back the way it agrees with the customer, noted on the order).
 */
export type RefundDestination = 'mpesa' | 'card' | 'by-hand';

const refundedTo: Record<Exclude<RefundDestination, 'by-hand'>, string> = { mpesa: 'M-Pesa number', card: 'card' };

/** For the refunds flow: the money went back to the customer. */
export const refundSentText = (order: OrderSmsFacts, refunded: string, to: RefundDestination): string => to === 'by-hand'
  ? `${SHOP}: refund of Ksh ${refunded} for order ${order.reference} was paid back to you by the shop. See the order page for how.`
  : `${SHOP}: refund of Ksh ${refunded} for order ${order.reference} sent to your ${refundedTo[to]}.`;

/** Every SMS in one language (the same shapes in each: sms-texts.sw.ts), with the words they put inside others. */
export const englishSmsTexts = {
  orderPlacedText, orderPaidText, depositPaidText, orderDispatchedText, readyForCollectionText, orderDeliveredText,
  cancellationDecidedText, earlyCancelledText, balanceReminderText, chatReplyText, refundSentText,
  paybill: paybillInstruction,
  collectBy: formatCollectBy,
  /** An order ready for collection with no place or day recorded. */
  theShop: 'the shop',
  soon: 'soon',
};

export type SmsTexts = typeof englishSmsTexts;
