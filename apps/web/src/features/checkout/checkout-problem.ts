import { CHECKOUT_MESSAGES } from '@mitumba/contracts/plain';
import type { AddressProblems } from './delivery-address';

/** Shown when a required delivery detail is missing or malformed (the fields say which). */
export const DELIVERY_DETAILS_MESSAGE = 'Please complete your delivery details.';
/** The spec gives the tail of this message (spec 2 §5); the screen says it in full. */
export const TERMS_MESSAGE = `Please ${CHECKOUT_MESSAGES.termsRequired}`;

interface CheckoutChecks {
  addressProblems: AddressProblems;
  /** No delivery option chosen where the county has some. */
  deliveryProblem: string | null;
  /** The chosen method's prompt phone's problem (M-Pesa, Lipia, TinyPesa, PesaFlux, KCB, hybrid). */
  methodPhoneProblem: string | null;
  /** The hybrid's split or its missing security code, when the hybrid is chosen. */
  hybridProblem: string | null;
  /** The deposit's amount or missing sub-method, when a deposit is chosen. */
  depositProblem: string | null;
  couponProblem: string | null;
  termsAccepted: boolean;
  privacyAccepted: boolean;
}

/** The first reason the order cannot be placed yet, as the toast says it; null when it can (spec 2 §5). */
export function checkoutProblem(checks: CheckoutChecks): string | null {
  if (checks.addressProblems.phone || checks.methodPhoneProblem) return CHECKOUT_MESSAGES.phoneErrors;
  if (Object.keys(checks.addressProblems).length > 0) return DELIVERY_DETAILS_MESSAGE;
  if (checks.deliveryProblem) return checks.deliveryProblem;
  if (checks.hybridProblem) return checks.hybridProblem;
  if (checks.depositProblem) return checks.depositProblem;
  if (checks.couponProblem) return checks.couponProblem;
  if (!checks.termsAccepted || !checks.privacyAccepted) return TERMS_MESSAGE;
  return null;
}
