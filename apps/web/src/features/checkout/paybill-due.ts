import type { OrderView } from '@mitumba/contracts/plain';

/**
 * What an order still owes that the customer may pay to the shop's M-Pesa paybill with its reference as the account
 * (decision 0038), or null when there is nothing to pay that way: paid, cancelled, given up, a cancellation asked for,
 * or a Sidian order (it has its bank's paybill). The balance is the total less what is paid (a deposit order's balance).
 */
export function paybillDue(order: OrderView): number | null {
  if (order.paymentStatus !== 'pending' || order.status === 'Cancelled' || order.cancellationStatus === 'pending') return null;
  if (order.paymentMethodId === 'sidian') return null;
  return order.balance > 0 ? order.balance : null;
}
