import type { CartResponse, OrderPayload } from '@mitumba/contracts/plain';
import type { HybridMobileProvider } from '@mitumba/contracts/mobile-money';
import type { DepositMethodId } from '../api/place-deposit';
import type { AddressDraft } from '../delivery-address';
import type { AppliedCoupon } from '../order-payload';
import type { CheckoutMethodId } from '../payment-choice';

/** The hybrid's split as the customer chose it (whole shillings). */
export interface HybridChoice {
  provider: HybridMobileProvider;
  mobileAmount: number;
  cashAmount: number;
}

/** The deposit as the customer chose it: how much now (whole shillings) and by which sub-method. */
export interface DepositSubmission {
  method: DepositMethodId;
  amount: number;
}

/** What Confirm Order hands to the placement. */
export interface CheckoutSubmission {
  method: CheckoutMethodId;
  address: AddressDraft;
  /** The chosen method's (a deposit's: its sub-method's) prompt phone as typed ('' for a method without one). */
  phone: string;
  securityCode: string;
  coupon: AppliedCoupon | null;
  cart: CartResponse;
  hybrid: HybridChoice;
  /** Set when the method is 'deposit'. */
  deposit: DepositSubmission | null;
  /** The delivery option chosen for the county and its fee (none when the county has none). */
  delivery: { id: string; fee: number } | null;
}

/** Places one method's order from the submission and the payload built from it, then navigates on. */
export type Placer = (submission: CheckoutSubmission, payload: OrderPayload) => Promise<void>;

export const customerNameOf = (address: AddressDraft): string => `${address.firstName} ${address.lastName}`.trim();
