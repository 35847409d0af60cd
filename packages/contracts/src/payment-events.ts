/**
 * The kinds of payment event the payment core writes (append-only, one per thing that happened to an attempt), so the
 * server that writes them and the back office that reads them out name the same set. Plain (no zod).
 */

/** Where an event came from: the start of a payment, a provider's notification, a status check, the shop's own time-out, a person. */
export const paymentEventSources = ['initiate', 'callback', 'query', 'expiry', 'manual'] as const;
export type PaymentEventSource = (typeof paymentEventSources)[number];

/**
 * What the payment core made of it: only noted (still pending), applied by the state machine (`apply`) or recorded
 * as already decided (`applied`: cash at the counter, a person's confirmation), ignored (news already known), raised
 * for a person (`flag`), refused (a notification that could not be verified), or a "paid" notification the
 * provider's status check has not confirmed yet (`unconfirmed`: it is asked again).
 */
export const paymentEventDecisions = ['noted', 'apply', 'applied', 'ignore', 'flag', 'rejected', 'unconfirmed'] as const;
export type PaymentEventDecision = (typeof paymentEventDecisions)[number];

/** Where a payment attempt stands. */
export const paymentAttemptStates = ['pending', 'paid', 'failed', 'expired', 'cancelled', 'refunded'] as const;
export type PaymentAttemptState = (typeof paymentAttemptStates)[number];
