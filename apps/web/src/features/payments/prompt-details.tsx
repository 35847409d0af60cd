import { formatCardPrice } from '@mitumba/contracts/plain';
import type { Translate } from '@/i18n';
import { CopyableText } from '@/ui/copyable-text';
import type { Detail } from '@/ui/detail-list';

/** A price (`price` as `useMoney().price` writes it), or nothing (the row is left out) while the amount is unknown. */
export const amountText = (amount: number, price: (shillings: number) => string = formatCardPrice): string => (amount > 0 ? price(amount) : '');

/** The phone a prompt went to, with its copy button ('Phone number copied!'); left out while unknown. */
export function phoneDetail(t: Translate, phone: string): Detail {
  const value = phone ? <CopyableText text={phone} label={t('payments.copy.phone')} copiedMessage={t('payments.copy.phoneCopied')} /> : '';
  return { label: t('payments.detail.phone'), value, testId: 'phone' };
}

/** What a screen waiting on the customer's phone shows of the payment: amount, phone (with its copy button) and order id. */
export function promptDetails(t: Translate, price: (shillings: number) => string, session: { amount: number; phone: string; orderId: string }): Detail[] {
  return [
    { label: t('payments.detail.amount'), value: amountText(session.amount, price), testId: 'amount' },
    phoneDetail(t, session.phone),
    { label: t('payments.detail.orderId'), value: session.orderId, testId: 'order-id' },
  ];
}

/** The four staged messages of a prompt sent through `provider` (spec 2 §4: at first, 1.5 s, 3 s and 8 s). */
export function promptStages(t: Translate, provider: string): readonly [string, string, string, string] {
  return [
    t('payments.stage.start', { provider }),
    t('payments.stage.sending'),
    t('payments.stage.pin'),
    t('payments.stage.waiting', { provider }),
  ];
}
