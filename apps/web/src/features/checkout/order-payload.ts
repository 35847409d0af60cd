import type { CartLine, CartResponse, DeliveryAddress, OrderPayload } from '@mitumba/contracts/plain';
import { amountDue } from '@/features/cart';

/** A coupon the server validated for this cart. */
export interface AppliedCoupon {
  code: string;
  /** Ksh off this cart. */
  amountOff: number;
}

/** Cart lines as an order placement lists them (spec 2 §3 'Order item in a placement'). */
export function orderItems(lines: CartLine[]): NonNullable<OrderPayload['items']> {
  return lines.map((line) => ({
    _id: line.productId,
    name: line.name,
    price: line.unitPrice,
    quantity: line.quantity,
    weight: line.weight,
    image: line.image ? [line.image] : [],
  }));
}

/**
 * What the order is for, as the customer sees it: the lines, `amount` the total they pay (the server's total with the
 * chosen delivery's fee, less the coupon), `discount` the bulk discount plus the coupon. The server prices the cart and
 * the delivery again and refuses a mismatch.
 */
export function orderAmounts(cart: CartResponse, coupon: AppliedCoupon | null, deliveryFee?: number | null): Pick<OrderPayload, 'items' | 'amount' | 'couponCode' | 'discount'> {
  return {
    items: orderItems(cart.items),
    amount: amountDue(cart.summary, coupon?.amountOff, deliveryFee ?? undefined),
    couponCode: coupon?.code ?? null,
    discount: cart.summary.discount + (coupon?.amountOff ?? 0),
  };
}

interface PayloadInput {
  /** Made once per checkout visit: the server takes it as the placement's idempotency key. */
  orderId: string;
  userId: string;
  cart: CartResponse;
  coupon: AppliedCoupon | null;
  address: DeliveryAddress;
  /** The delivery option chosen for the county, if any (its fee is in `amount`). */
  delivery: { id: string; fee: number } | null;
}

/** The spec's order payload (spec 2 §3): address, items, amount, couponCode, discount, orderId; and the delivery option. */
export function orderPayload({ orderId, userId, cart, coupon, address, delivery }: PayloadInput): OrderPayload {
  return { userId, orderId, address, ...orderAmounts(cart, coupon, delivery?.fee), ...(delivery ? { deliveryOptionId: delivery.id } : {}) };
}
