import { centsToShillings, formatCardPrice, type Language, type TimelineEntry } from '@mitumba/contracts';
import { translate } from '../../i18n/say.ts';
import { refundMailWords } from '../../lib/mail/refund-mail-words.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import { refundDestination } from '../after-sale/refund-destination.ts';
import { methodName } from './order-view.ts';
import { timelineWords, type MadeBy, type Part, type TimelineWords } from './timeline-words.ts';

type History = Awaited<ReturnType<PaymentsService['historyOf']>>;
type Attempt = History['attempts'][number];
type PaymentEvent = History['events'][number];
type OrderFacts = {
  createdAt: Date; dispatchedAt?: Date | null; deliveredAt: Date | null; userId?: string | null;
  courierName?: string | null; trackingNumber?: string | null;
  readyForCollectionAt?: Date | null; collectionPlace?: string | null; collectBy?: string | null;
};

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

const wordingsIn = (w: TimelineWords): Record<string, Wording> => ({
  mpesa: {
    name: 'M-Pesa',
    requested: (attempt) => w.mpesaRequested(amount(attempt), attempt.phone),
    paid: (attempt) => w.mpesaPaid(amount(attempt), attempt.receipt),
  },
  sidian: { name: w.sidianName, awaiting: w.sidianAwaiting },
  cod: { name: w.codName, awaiting: w.codAwaiting },
  cash: { name: w.cashName, paid: (attempt) => w.cashPaid(amount(attempt)) },
  coupon: { name: w.couponName, paid: () => w.couponPaid },
});

const CASH = new Set(['cash', 'cod']);
const applied = (event: PaymentEvent) => event.decision === 'apply' || event.decision === 'applied';

type Step = Omit<TimelineEntry, 'at'>;
const partOf = (attempt: Attempt): Part | null => (attempt.purpose === 'deposit' || attempt.purpose === 'balance' ? attempt.purpose : null);

/** How a deposit or balance payment was made: in cash, by bank transfer (the Sidian paybill), by M-Pesa, by TinyPesa… */
const madeBy = (provider: string): MadeBy =>
  (provider === 'cash' ? { kind: 'cash' } : provider === 'sidian' ? { kind: 'bank' } : { kind: 'provider', name: methodName(provider) });

/** The words of one language, and what they make of each way of paying. */
type Telling = { w: TimelineWords; language: Language; wordingOf: (provider: string) => Wording };

/**
 * A deposit or a payment towards the balance in shopper's words (spec 2 §5): what was asked, paid or confirmed, and
 * that a balance payment which did not go through changed nothing. Null: not for the shopper, or as any payment.
 */
function describePart(event: PaymentEvent, attempt: Attempt, part: Part, { w }: Telling): Step | null {
  const sum = amount(attempt);
  if (event.source === 'initiate' && event.state === 'pending') {
    if (attempt.provider === 'sidian') return { kind: 'awaiting', text: w.bankAwaited(sum, part) };
    return { kind: 'prompt', text: w.partRequested(methodName(attempt.provider), sum, part, attempt.phone) };
  }
  // The shop called the order off with this money in: it is owed back (a person hands it back).
  if (event.decision === 'flag' && event.dedupeKey.startsWith('hand-back:')) return { kind: 'cancelled', text: w.handBack(sum, part) };
  if (!applied(event)) return null;
  if (event.state === 'paid') {
    if (event.actorId) return { kind: 'confirmed', text: w.partConfirmed(sum, part) };
    const how = `${w.madeBy(madeBy(attempt.provider))}${attempt.receipt && attempt.provider !== 'cash' ? w.receipt(attempt.receipt) : ''}`;
    return { kind: 'paid', text: w.partPaid(sum, part, how) };
  }
  const ended = event.state === 'failed' || event.state === 'cancelled' || event.state === 'expired';
  if (part === 'balance' && ended) {
    if (event.actorId) return { kind: 'cancelled', text: w.balanceCalledOff(sum) };
    return { kind: event.state === 'expired' ? 'expired' : 'declined', text: w.balanceFailed(sum, w.madeBy(madeBy(attempt.provider))) };
  }
  return null;
}

/** One event in shopper's words, or null for what a shopper need not see (repeats, checks, rejected or flagged messages). */
function describe(event: PaymentEvent, attempt: Attempt, customerId: string | null, telling: Telling): Step | null {
  const { w } = telling;
  const words = telling.wordingOf(attempt.provider);
  // The request got no answer (decision 0027): the shop's own words, never what the provider sent.
  if (event.source === 'initiate' && event.state === 'pending' && (event.payload as { code?: unknown } | null)?.code === 'UNKNOWN') {
    return { kind: 'prompt', text: w.unreached(words.name, amount(attempt)) };
  }
  const part = partOf(attempt);
  const told = part ? describePart(event, attempt, part, telling) : null;
  if (told) return told;
  if (event.source === 'initiate' && event.state === 'pending') {
    if (words.awaiting) return { kind: 'awaiting', text: words.awaiting };
    return { kind: 'prompt', text: words.requested?.(attempt) ?? w.requested(amount(attempt), words.name) };
  }
  if (!applied(event)) return null;
  switch (event.state) {
    case 'paid':
      // A person confirmed the money (a cashier taking the cash of a COD order, the shop seeing a paybill transfer).
      if (event.actorId) return { kind: 'confirmed', text: w.confirmed(amount(attempt)) };
      return { kind: 'paid', text: words.paid?.(attempt) ?? w.paid(amount(attempt), words.name) };
    case 'failed':
    case 'cancelled':
      // The note is the provider's or the shop's English: catalogued ones read in the shopper's language.
      return { kind: 'declined', text: w.declined(words.name, event.note === null ? w.failed : translate(telling.language, event.note)) };
    case 'expired':
      // An offline order nobody paid is cancelled with its stock returned; an online request simply timed out.
      return words.awaiting ? { kind: 'cancelled', text: w.notPaidInTime } : { kind: 'expired', text: w.expired(words.name) };
    case 'refunded':
      // The customer's own cancellation before dispatch (decision 0036), or the shop approving one after delivery.
      if (customerId && event.actorId === customerId) {
        const to = CASH.has(attempt.provider) ? null : refundDestination(attempt, refundMailWords[telling.language]);
        return { kind: 'refunded', text: w.cancelledByYou(amount(attempt), to) };
      }
      return { kind: 'refunded', text: w.cancellationApproved(amount(attempt)) };
    default:
      return null;
  }
}

/** The dispatch in words: with which courier and tracking number when the shop recorded them. */
const dispatchedText = (order: OrderFacts, w: TimelineWords) => w.dispatched(order.courierName ?? null, order.courierName ? order.trackingNumber ?? null : null);
const readyText = (order: OrderFacts, w: TimelineWords) => w.ready(order.collectionPlace ?? null, order.collectBy ? w.day(order.collectBy) : null);

/**
 * The order's story, oldest first, in the shopper's language: placed, each payment step, dispatched, ready for
 * collection, delivered. Only this order's own rows go in.
 */
export function orderTimeline(order: OrderFacts, history: History, language: Language = 'en'): TimelineEntry[] {
  const w = timelineWords[language];
  const wordings = wordingsIn(w);
  const telling: Telling = { w, language, wordingOf: (provider) => wordings[provider] ?? { name: w.someProvider } };
  const attempts = new Map(history.attempts.map((attempt) => [attempt.id, attempt]));
  const steps: { at: Date; kind: TimelineEntry['kind']; text: string }[] = [{ at: order.createdAt, kind: 'placed', text: w.placed }];
  for (const event of history.events) {
    const attempt = event.attemptId ? attempts.get(event.attemptId) : undefined;
    const step = attempt ? describe(event, attempt, order.userId ?? null, telling) : null;
    if (step) steps.push({ at: event.createdAt, ...step });
  }
  if (order.dispatchedAt) steps.push({ at: order.dispatchedAt, kind: 'dispatched', text: dispatchedText(order, w) });
  if (order.readyForCollectionAt) steps.push({ at: order.readyForCollectionAt, kind: 'ready-for-collection', text: readyText(order, w) });
  if (order.deliveredAt) steps.push({ at: order.deliveredAt, kind: 'delivered', text: w.delivered });
  // Array sort is stable: steps recorded in the same instant keep the order they happened in.
  return steps
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((step) => ({ at: step.at.toISOString(), kind: step.kind, text: step.text }));
}
