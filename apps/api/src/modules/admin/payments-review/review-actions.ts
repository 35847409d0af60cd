import type { PaymentReviewAction } from '@mitumba/contracts';
import type { PaymentState } from '../../payments/payment-state.ts';

/** What the list and the actions both decide on: one attempt, its order, and why it needs a person. */
export type ReviewFacts = {
  state: PaymentState;
  /** An open flag says money may have moved (paid after expiry, wrong amount or phone, contradicted callback). */
  flagged: boolean;
  /** Another attempt of the same order is paid: this one took the money a second time. */
  paidElsewhere: boolean;
  canQuery: boolean;
  orderPaymentStatus: 'pending' | 'paid' | 'failed';
  orderCancelled: boolean;
};

const GAVE_UP: readonly PaymentState[] = ['expired', 'failed', 'cancelled'];

/**
 * The actions that apply: ask the provider again while pending; apply flagged money to an order nobody else paid;
 * record a refund of flagged money the order no longer wants, or of a second payment; close a flag.
 */
export function actionsFor(facts: ReviewFacts): PaymentReviewAction[] {
  const actions: PaymentReviewAction[] = [];
  if (facts.state === 'pending' && facts.canQuery) actions.push('query');
  // Flagged money is applied or refunded only once its provider confirms it, so only where the provider can be asked.
  if (facts.flagged && facts.canQuery && (facts.state === 'pending' || GAVE_UP.includes(facts.state)) && facts.orderPaymentStatus !== 'paid' && !facts.orderCancelled) {
    actions.push('attach');
  }
  if ((facts.flagged && facts.canQuery && GAVE_UP.includes(facts.state)) || (facts.state === 'paid' && facts.paidElsewhere)) actions.push('refund');
  if (facts.flagged) actions.push('resolve');
  return actions;
}

/** The states an attach or a refund may start from (a refund of a paid attempt only when another one paid the order). */
export const attachableFrom: readonly PaymentState[] = GAVE_UP;
export const refundableFrom: readonly PaymentState[] = [...GAVE_UP, 'paid'];
