import type { Translate } from '@/i18n';
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
export function confirmLabel(t: Translate, input: { method: CheckoutMethodId | null; label: string; total: number; deposit: number | null; mobilePart: number | null }): string {
  const { method, label, total } = input;
  const amount = formatKes(total);
  switch (method) {
    case null: return t('checkout.confirm.none');
    case 'cod': return t('checkout.confirm.cod', { amount });
    case 'sidian': return t('checkout.confirm.sidian', { amount });
    case 'cash': return t('checkout.confirm.cash', { amount });
    case 'deposit': return input.deposit !== null ? t('checkout.confirm.deposit', { amount: formatKes(input.deposit) }) : t('checkout.confirm.depositOpen');
    case 'hybrid': return input.mobilePart !== null ? t('checkout.confirm.hybrid', { amount: formatKes(input.mobilePart) }) : t('checkout.confirm.hybridOpen');
    default: return t('checkout.confirm.method', { amount, method: label });
  }
}
