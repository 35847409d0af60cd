import type { BalancePaymentResponse, OrderView } from '@mitumba/contracts/plain';
import type { BalanceMethod } from '@mitumba/contracts/deposits';
import { depositPaths, paths } from '@/lib/paths';

/**
 * Where an M-Pesa payment is watched: the order history's deposit screen (/order-deposit-processing), or the M-Pesa
 * deposit screen (/mpesa-deposit-processing) the deposit entry uses.
 */
export type MpesaBalanceScreen = 'order-deposit' | 'mpesa-deposit';

export interface StartedBalancePayment {
  method: Exclude<BalanceMethod, 'bank'>;
  order: OrderView;
  answer: BalancePaymentResponse;
  /** Shillings, and the phone the prompt went to. */
  amount: number;
  phone: string;
  customer: { firstName: string; lastName: string };
}

/** Who pays (spec 2 §3 Deposit payment request `customer`): the order's delivery name, else the profile's. */
export function customerOf(order: OrderView, profileName: string): { firstName: string; lastName: string } {
  if (order.address.firstName) return { firstName: order.address.firstName, lastName: order.address.lastName ?? '' };
  const [firstName = '', ...rest] = profileName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/**
 * The progress screen a started prompt goes to, with the navigation state it reads (spec 2 §2): PesaFlux's screen as
 * a deposit, the M-Pesa deposit screen, or the order history's deposit screen.
 */
export function balanceScreenOf(started: StartedBalancePayment, mpesaScreen: MpesaBalanceScreen): { to: string; state: object } {
  const { method, order, answer, amount, phone, customer } = started;
  const customerName = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  if (method === 'pesaflux') {
    return {
      to: paths.pesafluxProcessing,
      state: { pesaFluxRequestId: answer.pesaFluxRequestId ?? answer.requestId, isDeposit: true, orderId: order.orderId, amount, customerName },
    };
  }
  if (method === 'mpesa' && mpesaScreen === 'mpesa-deposit') {
    return {
      to: depositPaths.mpesaDepositProcessing,
      state: { mpesaRequestId: answer.mpesaRequestId ?? answer.requestId, orderId: order.orderId, amount, phone, customerName },
    };
  }
  return {
    to: depositPaths.orderDepositProcessing,
    state: { orderId: order.orderId, depositAmount: amount, paymentMethod: method, requestId: answer.requestId, phone, customer },
  };
}
