import { paymentMethodLabels, type OrderView, type PaymentMethodId } from '@mitumba/contracts/plain';

/** The part of an order /ordersuccess shows (order id, amount, method, payment status). */
export type PaidOrderSummary = Pick<OrderView, 'orderId' | 'amount' | 'paymentMethod' | 'paymentMethodId' | 'paymentStatus'>;

/**
 * The navigation state /ordersuccess reads (`{ order, receipt }`) for an order a progress screen saw paid: the screens
 * know the order id, amount and M-Pesa receipt, not the whole order, and the success page shows no more than these.
 */
export function paidOrderState(method: PaymentMethodId, orderId: string, amount: number, receipt?: string | null): { order: PaidOrderSummary; receipt?: string } {
  const order: PaidOrderSummary = { orderId, amount, paymentMethod: paymentMethodLabels[method], paymentMethodId: method, paymentStatus: 'paid' };
  return receipt ? { order, receipt } : { order };
}
