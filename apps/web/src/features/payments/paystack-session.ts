import { PAYSTACK_COUNTDOWN_S } from './card-timings';
import { amountOf, storedSession, textOf } from './stored-session';

/**
 * The Paystack payment /Paystack-Processing watches: what the checkout (or a deposit) was answered, kept for a reload
 * and for the customer's way back from Paystack's page. `deadline` (epoch ms) ends the 5:00 countdown; `handedOff`
 * says the customer was already sent to Paystack's page, so coming back does not send them again.
 */
export interface PaystackSession {
  authorizationUrl: string;
  reference: string;
  orderId: string;
  amount: number;
  isDeposit: boolean;
  deadline?: number;
  handedOff?: boolean;
}

/** A session only with a reference and the page to pay on. Unset fields stay unset, so a stored value fills them in. */
function toPaystackSession(value: unknown): PaystackSession | null {
  if (!value || typeof value !== 'object') return null;
  const given = value as Record<string, unknown>;
  const reference = textOf(given.reference);
  const authorizationUrl = textOf(given.authorizationUrl);
  if (!reference || !authorizationUrl) return null;
  const deadline = amountOf(given.deadline);
  return {
    authorizationUrl, reference, orderId: textOf(given.orderId), amount: amountOf(given.amount), isDeposit: given.isDeposit === true,
    ...(deadline > 0 ? { deadline } : {}),
    ...(given.handedOff === true ? { handedOff: true } : {}),
  };
}

export const paystackSession = storedSession('mitumba.paystackSession', toPaystackSession, (a, b) => a.reference === b.reference);

/** The session from navigation state or storage, with its countdown started (5:00 from the first arrival). */
export function resolvePaystackSession(state: unknown, now = Date.now()): (PaystackSession & { deadline: number }) | null {
  const session = paystackSession.resolve(state);
  if (!session) return null;
  if (session.deadline) return { ...session, deadline: session.deadline };
  const started = { ...session, deadline: now + PAYSTACK_COUNTDOWN_S * 1_000 };
  paystackSession.start(started);
  return started;
}

/** Notes that the customer went to Paystack's page. */
export function markHandedOff(session: PaystackSession): void {
  paystackSession.start({ ...session, handedOff: true });
}
