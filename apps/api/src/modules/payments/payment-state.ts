/**
 * The one payment state machine (DESIGN §5). Every payment attempt moves only along these edges; providers,
 * callbacks, polling and the reconciliation job all go through `decideTransition`, so a repeated event is a
 * no-op and an illegal or late one is recorded and raised for the back office instead of being applied or lost.
 */
export const paymentStates = ['pending', 'paid', 'failed', 'expired', 'cancelled', 'refunded'] as const;
export type PaymentState = (typeof paymentStates)[number];

const transitions: Record<PaymentState, readonly PaymentState[]> = {
  pending: ['paid', 'failed', 'expired', 'cancelled'],
  paid: ['refunded'],
  failed: [],
  expired: [],
  cancelled: [],
  refunded: [],
};

export function canTransition(from: PaymentState, to: PaymentState): boolean {
  return transitions[from].includes(to);
}

export function isTerminal(state: PaymentState): boolean {
  return transitions[state].length === 0;
}

/**
 * What to do with an event that says the attempt is now `to`:
 * - `apply`: a legal edge; change the state and run its side effects once, after commit.
 * - `ignore`: the attempt is already in that state (a duplicate callback or poll); acknowledge, change nothing.
 * - `flag`: an edge the machine does not allow (e.g. paid after expiry, failed after paid); keep the state,
 *   record the event and raise it for the back office — money may have moved and a person must look.
 */
export type TransitionDecision = { kind: 'apply'; from: PaymentState; to: PaymentState } | { kind: 'ignore' } | { kind: 'flag'; reason: string };

export function decideTransition(from: PaymentState, to: PaymentState): TransitionDecision {
  if (from === to) return { kind: 'ignore' };
  if (canTransition(from, to)) return { kind: 'apply', from, to };
  const reason = from === 'expired' && to === 'paid'
    ? 'A payment arrived after the attempt had expired: the stock may be gone; refund or fulfil by hand.'
    : `A ${to} event arrived for an attempt that is already ${from}.`;
  return { kind: 'flag', reason };
}
