import { centsToShillings, formatCardPrice, formatCollectBy, type TimelineEntry } from '@mitumba/contracts';
import type { PaymentsService } from '../payments/payments.service.ts';
import { refundDestination } from '../after-sale/refund-destination.ts';
import { methodName } from './order-view.ts';

type History = Awaited<ReturnType<PaymentsService['historyOf']>>;
type Attempt = History['attempts'][number];
type PaymentEvent = History['events'][number];
type OrderFacts = {
  createdAt: Date; dispatchedAt?: Date | null; deliveredAt: Date | null; userId?: string | null;
  courierName?: string | null; trackingNumber?: string | null;
  readyForCollectionAt?: Date | null; collectionPlace?: string | null; collectBy?: string | null;
};

/** The dispatch in words: with which courier and tracking number when the shop recorded them. */
const dispatchedText = (order: OrderFacts) => (order.courierName
  ? `Dispatched with ${order.courierName}${order.trackingNumber ? `, tracking number ${order.trackingNumber}` : ''}: your order is on its way`
  : 'Dispatched: your order is on its way');
const readyText = (order: OrderFacts) =>
  `Ready for collection at ${order.collectionPlace ?? 'the shop'}${order.collectBy ? ` until ${formatCollectBy(order.collectBy)}` : ''}`;

/**
 * How each way of paying reads in a sentence. A new provider (deposits, hybrid, Paystack…) adds one entry; anything
 * it does not say falls back to the generic wording below.
 */
type Wording = {
  name: string;
  /** The request the shopper must answer (a phone prompt, a provider page). */
  requested?: (attempt: Attempt) => string;
  /** An order placed to be paid later, offline. */
  awaiting?: string;
  paid?: (attempt: Attempt) => string;
};

/** The shop's one way to write an amount (decision 0037): 'ksh 6,500'. */
const amount = (attempt: Attempt) => formatCardPrice(centsToShillings(attempt.amountCents));

const wordings: Record<string, Wording> = {
  mpesa: {
    name: 'M-Pesa',
    requested: (attempt) => `M-Pesa payment request for ${amount(attempt)} sent to ${attempt.phone ?? 'your phone'}`,
    paid: (attempt) => `Paid ${amount(attempt)} with M-Pesa${attempt.receipt ? `, receipt ${attempt.receipt}` : ''}`,
  },
  sidian: { name: 'Sidian paybill', awaiting: 'Waiting for your payment to the Sidian paybill' },
  cod: { name: 'cash on delivery', awaiting: 'To be paid in cash on delivery' },
  cash: { name: 'cash', paid: (attempt) => `Paid ${amount(attempt)} in cash at the counter` },
  coupon: { name: 'coupon', paid: () => 'Paid in full by your coupon' },
};

const CASH = new Set(['cash', 'cod']);
const wordingOf = (provider: string): Wording => wordings[provider] ?? { name: 'the payment provider' };
const applied = (event: PaymentEvent) => event.decision === 'apply' || event.decision === 'applied';

type Step = Omit<TimelineEntry, 'at'>;
/** A deposit order's two kinds of payment: its deposit, and each payment towards its balance. */
type Part = 'deposit' | 'balance';
const partOf = (attempt: Attempt): Part | null => (attempt.purpose === 'deposit' || attempt.purpose === 'balance' ? attempt.purpose : null);

/** How a deposit or balance payment was made: in cash, by bank transfer (the Sidian paybill), by M-Pesa, by TinyPesa… */
const madeBy = (provider: string) => (provider === 'cash' ? 'in cash' : provider === 'sidian' ? 'by bank transfer' : `by ${methodName(provider)}`);

/**
 * A deposit or a payment towards the balance in shopper's words (spec 2 §5): what was asked, paid or confirmed, and
 * that a balance payment which did not go through changed nothing. Null: not for the shopper, or as any payment.
 */
function describePart(event: PaymentEvent, attempt: Attempt, part: Part): Step | null {
  const sum = amount(attempt);
  const towards = part === 'deposit' ? 'for the deposit' : 'towards the balance';
  if (event.source === 'initiate' && event.state === 'pending') {
    if (attempt.provider === 'sidian') return { kind: 'awaiting', text: `Waiting for your bank transfer of ${sum} ${towards}` };
    const what = part === 'deposit' ? `your deposit of ${sum}` : `${sum} towards the balance`;
    return { kind: 'prompt', text: `${methodName(attempt.provider)} payment request for ${what}${attempt.phone ? ` sent to ${attempt.phone}` : ''}` };
  }
  // The shop called the order off with this money in: it is owed back (a person hands it back).
  if (event.decision === 'flag' && event.dedupeKey.startsWith('hand-back:')) {
    return { kind: 'cancelled', text: `The order was cancelled: the ${sum} you paid ${towards} will be handed back to you` };
  }
  if (!applied(event)) return null;
  if (event.state === 'paid') {
    if (event.actorId) return { kind: 'confirmed', text: part === 'deposit' ? `Deposit of ${sum} confirmed by the shop` : `${sum} towards the balance confirmed by the shop` };
    const how = `${madeBy(attempt.provider)}${attempt.receipt && attempt.provider !== 'cash' ? `, receipt ${attempt.receipt}` : ''}`;
    return { kind: 'paid', text: part === 'deposit' ? `Deposit of ${sum} paid ${how}` : `${sum} paid towards the balance ${how}` };
  }
  const ended = event.state === 'failed' || event.state === 'cancelled' || event.state === 'expired';
  if (part === 'balance' && ended) {
    if (event.actorId) return { kind: 'cancelled', text: `The payment of ${sum} towards the balance was called off by the shop` };
    return { kind: event.state === 'expired' ? 'expired' : 'declined', text: `The payment of ${sum} towards the balance ${madeBy(attempt.provider)} did not go through: your balance is unchanged` };
  }
  return null;
}

/** One event in shopper's words, or null for what a shopper need not see (repeats, checks, rejected or flagged messages). */
function describe(event: PaymentEvent, attempt: Attempt, customerId: string | null): Step | null {
  const words = wordingOf(attempt.provider);
  // The request got no answer (decision 0027): the shop's own words, never what the provider sent.
  if (event.source === 'initiate' && event.state === 'pending' && (event.payload as { code?: unknown } | null)?.code === 'UNKNOWN') {
    return { kind: 'prompt', text: `We could not reach ${words.name} with the payment request of ${amount(attempt)}: we are checking whether it went through` };
  }
  const part = partOf(attempt);
  const told = part ? describePart(event, attempt, part) : null;
  if (told) return told;
  if (event.source === 'initiate' && event.state === 'pending') {
    if (words.awaiting) return { kind: 'awaiting', text: words.awaiting };
    return { kind: 'prompt', text: words.requested?.(attempt) ?? `Payment request for ${amount(attempt)} sent to ${words.name}` };
  }
  if (!applied(event)) return null;
  switch (event.state) {
    case 'paid':
      // A person confirmed the money (a cashier taking the cash of a COD order, the shop seeing a paybill transfer).
      if (event.actorId) return { kind: 'confirmed', text: `Payment of ${amount(attempt)} confirmed by the shop` };
      return { kind: 'paid', text: words.paid?.(attempt) ?? `Paid ${amount(attempt)} with ${words.name}` };
    case 'failed':
    case 'cancelled':
      return { kind: 'declined', text: `${words.name} payment declined: ${event.note ?? 'Payment failed'}` };
    case 'expired':
      // An offline order nobody paid is cancelled with its stock returned; an online request simply timed out.
      return words.awaiting
        ? { kind: 'cancelled', text: 'Not paid in time: the order was cancelled and its items returned to stock' }
        : { kind: 'expired', text: `The ${words.name} request expired without a payment` };
    case 'refunded':
      // The customer's own cancellation before dispatch (decision 0036), or the shop approving one after delivery.
      if (customerId && event.actorId === customerId) {
        const back = CASH.has(attempt.provider) ? 'handed back to you in cash at the shop' : `refunded to ${refundDestination(attempt)}`;
        return { kind: 'refunded', text: `You cancelled the order before it was sent: ${amount(attempt)} will be ${back}` };
      }
      return { kind: 'refunded', text: `Cancellation approved: ${amount(attempt)} will be refunded to you` };
    default:
      return null;
  }
}

/** The order's story, oldest first: placed, each payment step, dispatched, ready for collection, delivered. Only this order's own rows go in. */
export function orderTimeline(order: OrderFacts, history: History): TimelineEntry[] {
  const attempts = new Map(history.attempts.map((attempt) => [attempt.id, attempt]));
  const steps: { at: Date; kind: TimelineEntry['kind']; text: string }[] = [{ at: order.createdAt, kind: 'placed', text: 'Order placed' }];
  for (const event of history.events) {
    const attempt = event.attemptId ? attempts.get(event.attemptId) : undefined;
    const step = attempt ? describe(event, attempt, order.userId ?? null) : null;
    if (step) steps.push({ at: event.createdAt, ...step });
  }
  if (order.dispatchedAt) steps.push({ at: order.dispatchedAt, kind: 'dispatched', text: dispatchedText(order) });
  if (order.readyForCollectionAt) steps.push({ at: order.readyForCollectionAt, kind: 'ready-for-collection', text: readyText(order) });
  if (order.deliveredAt) steps.push({ at: order.deliveredAt, kind: 'delivered', text: 'Marked as delivered' });
  // Array sort is stable: steps recorded in the same instant keep the order they happened in.
  return steps
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((step) => ({ at: step.at.toISOString(), kind: step.kind, text: step.text }));
}
