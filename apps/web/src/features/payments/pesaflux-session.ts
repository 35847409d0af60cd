import { amountOf, storedSession, textOf } from './stored-session';

/**
 * The PesaFlux payment /Pesa-Flux-Processing watches. The checkout sends
 * `{ pesaFluxRequestId, orderId, isDeposit, paymentDetails: { amount, phone }, orderDetails: { orderId, amount, customerName } }`;
 * it is kept flat in sessionStorage, and `toPesafluxSession` reads either shape. A deposit (`isDeposit`, from the
 * checkout or the order history's `{ pesaFluxRequestId, isDeposit, orderId, amount, customerName }`) is watched at
 * the deposit's status call and ends on /deposit-success; `balance` is what the order owes once it is in, if known.
 */
export interface PesafluxSession {
  pesaFluxRequestId: string;
  orderId: string;
  amount: number;
  phone: string;
  customerName: string;
  isDeposit: boolean;
  balance: number | null;
}

const objectOf = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

export function toPesafluxSession(value: unknown): PesafluxSession | null {
  const given = objectOf(value);
  const pesaFluxRequestId = textOf(given.pesaFluxRequestId);
  if (!pesaFluxRequestId) return null;
  const payment = objectOf(given.paymentDetails);
  const order = objectOf(given.orderDetails);
  return {
    pesaFluxRequestId,
    orderId: textOf(given.orderId) || textOf(order.orderId),
    amount: amountOf(payment.amount) || amountOf(order.amount) || amountOf(given.amount),
    phone: textOf(payment.phone) || textOf(given.phone),
    customerName: textOf(order.customerName) || textOf(given.customerName),
    isDeposit: given.isDeposit === true,
    balance: typeof given.balance === 'number' && Number.isFinite(given.balance) ? given.balance : null,
  };
}

export const pesafluxSession = storedSession('mitumba.pesafluxSession', toPesafluxSession, (a, b) => a.pesaFluxRequestId === b.pesaFluxRequestId);
