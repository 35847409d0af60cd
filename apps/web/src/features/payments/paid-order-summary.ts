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

/** A deposit paid towards an order: what /ordersuccess shows beside the order (spec 2 §4 Lipia deposit). */
export interface DepositPaidSummary {
  amount: number;
  balance: number;
}

/**
 * The navigation state /ordersuccess reads for an order whose deposit a progress screen saw paid: the order (its
 * total is the deposit plus what is left), the deposit and the balance, and the receipt.
 */
export function depositOrderState({ orderId, depositAmount, balance, receipt }: { orderId: string; depositAmount: number; balance: number; receipt?: string | null }) {
  const order: PaidOrderSummary = {
    orderId, amount: depositAmount + balance, paymentMethod: paymentMethodLabels.deposit, paymentMethodId: 'deposit', paymentStatus: balance > 0 ? 'pending' : 'paid',
  };
  const deposit: DepositPaidSummary = { amount: depositAmount, balance };
  return receipt ? { order, deposit, receipt } : { order, deposit };
}
