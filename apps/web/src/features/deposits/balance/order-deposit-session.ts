import { depositScreenMethods, type DepositScreenMethod } from '@mitumba/contracts/deposits';
import { amountOf, storedSession, textOf } from '@/features/payments';

/** How a watched balance payment ended, kept with the session so a reload shows it again. */
export type DepositResult =
  | { kind: 'paid'; receipt: string; amount: number; balance: number | null }
  | { kind: 'failed'; message: string; timedOut: boolean };

/**
 * The payment /order-deposit-processing watches (spec 2 §3 Deposit payment request): navigation state from the order
 * history, kept in sessionStorage for a reload. `paymentMethod` is as given: the screen refuses an unsupported one.
 */
export interface OrderDepositSession {
  requestId: string;
  orderId: string;
  depositAmount: number;
  paymentMethod: string;
  phone: string;
  customerName: string;
  result?: DepositResult;
}

const objectOf = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

/** The customer's name from `customer {firstName, lastName}` (spec 2 §2), or a plain `customerName`. */
function customerNameOf(given: Record<string, unknown>): string {
  const customer = objectOf(given.customer);
  const name = [textOf(customer.firstName), textOf(customer.lastName)].filter(Boolean).join(' ');
  return name || textOf(given.customerName);
}

function resultOf(value: unknown): DepositResult | undefined {
  const given = objectOf(value);
  if (given.kind === 'paid') {
    return { kind: 'paid', receipt: textOf(given.receipt), amount: amountOf(given.amount), balance: typeof given.balance === 'number' ? given.balance : null };
  }
  if (given.kind === 'failed') return { kind: 'failed', message: textOf(given.message), timedOut: given.timedOut === true };
  return undefined;
}

export function toOrderDepositSession(value: unknown): OrderDepositSession | null {
  const given = objectOf(value);
  const requestId = textOf(given.requestId);
  if (!requestId) return null;
  const result = resultOf(given.result);
  return {
    requestId,
    orderId: textOf(given.orderId),
    depositAmount: amountOf(given.depositAmount),
    paymentMethod: textOf(given.paymentMethod),
    phone: textOf(given.phone),
    customerName: customerNameOf(given),
    ...(result ? { result } : {}),
  };
}

export const orderDepositSession = storedSession('mitumba.orderDepositSession', toOrderDepositSession, (a, b) => a.requestId === b.requestId);

/** Spec 2 §5: the screen needs the order id, amount and method (the request id makes it a session at all). */
export const isCompleteSession = (session: OrderDepositSession): boolean =>
  session.orderId !== '' && session.depositAmount > 0 && session.paymentMethod !== '';

export const isScreenMethod = (method: string): method is DepositScreenMethod => (depositScreenMethods as readonly string[]).includes(method);
