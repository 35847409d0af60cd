import type { OrderPayload, PaymentMethodId } from '@mitumba/contracts';
import type { PlacementRequest } from './checkout.service.ts';

/** The checkout's order payload as a placement: the server prices the cart again and checks `amount` against it. */
export function placement(body: OrderPayload, method: PaymentMethodId): PlacementRequest {
  return { orderRef: body.orderId, method, address: body.address, expectedAmount: body.amount, couponCode: body.couponCode };
}

export const LOGIN_MESSAGE = 'Please login to place an order.';
export const CHECK_YOUR_PHONE = 'Check your phone and enter your M-Pesa PIN to pay.';
