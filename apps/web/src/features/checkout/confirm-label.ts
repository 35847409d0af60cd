import type { CheckoutMethodId } from './payment-choice';

const whole = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 'KES 2,450' (cents shown only when there are some). */
export function formatKes(shillings: number): string {
  return `KES ${Number.isInteger(shillings) ? whole.format(shillings) : cents.format(shillings)}`;
}

/**
 * The final button says what happens and how much (decision 0035): 'Pay KES 2,450 with M-Pesa', or for money that
 * changes hands later, 'Place order · pay KES 2,450 on delivery'. A deposit names the deposit, a hybrid its M-Pesa part.
 */
export function confirmLabel(input: { method: CheckoutMethodId | null; label: string; total: number; deposit: number | null; mobilePart: number | null }): string {
  const { method, label, total } = input;
  switch (method) {
    case null: return 'Confirm Order';
    case 'cod': return `Place order · pay ${formatKes(total)} on delivery`;
    case 'sidian': return `Place order · pay ${formatKes(total)} by paybill`;
    case 'cash': return `Pay ${formatKes(total)} in cash`;
    case 'deposit': return input.deposit !== null ? `Pay deposit of ${formatKes(input.deposit)}` : 'Pay deposit';
    case 'hybrid': return input.mobilePart !== null ? `Pay ${formatKes(input.mobilePart)} by M-Pesa, rest in cash` : 'Pay part by M-Pesa';
    default: return `Pay ${formatKes(total)} with ${label}`;
  }
}
