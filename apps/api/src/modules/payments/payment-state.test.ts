import { describe, expect, it } from 'vitest';
import { canTransition, decideTransition, isTerminal, paymentStates, type PaymentState } from './payment-state.ts';

const allowed = new Set(['pending→paid', 'pending→failed', 'pending→expired', 'pending→cancelled', 'paid→refunded']);
const pairs = paymentStates.flatMap((from) => paymentStates.map((to) => [from, to] as [PaymentState, PaymentState]));

describe('payment state machine', () => {
  it.each(pairs)('%s → %s follows the transition table', (from, to) => {
    const decision = decideTransition(from, to);
    if (from === to) expect(decision).toEqual({ kind: 'ignore' });
    else if (allowed.has(`${from}→${to}`)) expect(decision).toEqual({ kind: 'apply', from, to });
    else expect(decision.kind).toBe('flag');
    expect(canTransition(from, to)).toBe(allowed.has(`${from}→${to}`));
  });

  it('has exactly the terminal states with no way out', () => {
    expect(paymentStates.filter(isTerminal)).toEqual(['failed', 'expired', 'cancelled', 'refunded']);
  });

  it('explains a payment that arrives after expiry, for the back office', () => {
    const decision = decideTransition('expired', 'paid');
    expect(decision).toMatchObject({ kind: 'flag', reason: expect.stringContaining('after the attempt had expired') });
  });
});
