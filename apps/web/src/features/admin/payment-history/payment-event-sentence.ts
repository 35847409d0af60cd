import type { AdminPaymentAttempt, AdminPaymentEvent } from '@mitumba/contracts/plain';
import { formatKes, formatLocalPhone, providerOf, refundTarget } from './payment-words';

/** One line of an attempt's history: what happened, and why or in whose words when that helps. */
export interface EventSentence {
  text: string;
  detail: string | null;
}

type Attempt = Pick<AdminPaymentAttempt, 'provider' | 'amount' | 'phone' | 'receipt'>;
type Event = Pick<AdminPaymentEvent, 'source' | 'decision' | 'state' | 'note'>;

/** A sentence starts with a capital, whatever the provider's name (an unknown one reads "the payment provider"). */
const said = (text: string, detail: string | null = null): EventSentence => ({ text: text.charAt(0).toUpperCase() + text.slice(1), detail });

/** The start of a payment: a prompt sent, a card page opened, cash taken, a transfer awaited, or the provider's refusal. */
function started(event: Event, attempt: Attempt): EventSentence {
  const { name, kind } = providerOf(attempt.provider);
  const amount = formatKes(attempt.amount);
  if (event.state === 'failed') return said(kind === 'prompt' ? `${name} could not send the prompt` : `${name} refused to start the payment`, event.note);
  if (event.state === 'paid') {
    if (kind === 'coupon') return said('Paid in full by coupon', event.note);
    return said(`Paid ${amount} in cash at the counter`);
  }
  if (kind === 'prompt') return said(attempt.phone ? `Prompt sent to ${formatLocalPhone(attempt.phone)} for ${amount}` : `Prompt sent for ${amount}`);
  if (kind === 'card') return said(`Card payment started with ${name} for ${amount}`);
  if (kind === 'paybill') return said(`Waiting for the Sidian paybill transfer of ${amount}`, event.note);
  if (kind === 'cash') return said(`Waiting for ${amount} in cash on delivery`, event.note);
  return said(`Payment of ${amount} started`, event.note);
}

/** A settled state, as news from the provider, a check, the shop's time-out or a person. */
function settled(event: Event, attempt: Attempt): EventSentence {
  const { name, kind } = providerOf(attempt.provider);
  const byStaff = event.source === 'manual';
  const found = event.source === 'query' ? `Found by checking with ${name}` : null;
  switch (event.state) {
    case 'paid':
      if (byStaff) return said(attempt.receipt ? `Payment confirmed by staff — reference ${attempt.receipt}` : 'Payment confirmed by staff', event.note);
      if (kind === 'prompt') return said(attempt.receipt ? `Paid — M-Pesa receipt ${attempt.receipt}` : 'Paid through M-Pesa', found);
      if (kind === 'card') return said(attempt.receipt ? `Paid by card — reference ${attempt.receipt}` : `Paid through ${name}`, found);
      return said(`Paid ${formatKes(attempt.amount)}`, found);
    case 'failed':
      return said(kind === 'prompt' ? 'Not paid: the prompt was not completed' : 'Not paid', event.note);
    case 'expired':
      return said('No answer in time: the payment request expired');
    case 'cancelled':
      return said(byStaff ? 'Cancelled by the shop' : 'Cancelled', event.note);
    case 'refunded':
      return said(`Refunded ${formatKes(attempt.amount)} to ${refundTarget(attempt.provider)}`, event.note);
    default:
      return event.source === 'query' ? said(`Checked with ${name}: still waiting for the customer`) : said(`${name} says the payment is still in progress`);
  }
}

/**
 * Every payment event in words a shop owner uses: the one place the back office turns an event's source, decision
 * and state (contracts' payment-events.ts) into a sentence. Unknown kinds still read as a sentence, never as codes.
 */
export function paymentEventSentence(event: Event, attempt: Attempt): EventSentence {
  const { name } = providerOf(attempt.provider);
  switch (event.decision) {
    case 'flag':
      return said('Held for a person to check', event.note);
    case 'rejected':
      return said('A payment notice was refused: it could not be verified', event.note);
    case 'unconfirmed':
      return said(`${name} reported it paid; not confirmed yet, checking again`);
    case 'ignore':
      return event.source === 'expiry' ? said('Time ran out after the payment had already settled: nothing changed') : said(`${name} repeated news already recorded: nothing changed`);
    default:
      break;
  }
  if (event.source === 'initiate') return started(event, attempt);
  if (event.source === 'manual' && event.decision === 'noted') return said('Note from staff', event.note);
  if (['callback', 'query', 'expiry', 'manual'].includes(event.source)) return settled(event, attempt);
  return said('Payment update', event.note);
}
