import { INTL_LOCALE, type Translate } from '@/i18n';
import type { Language } from '@mitumba/contracts/plain';

/** When an unpaid cash-on-delivery or paybill order is cancelled, in words (OFFLINE_ORDER_HOURS comes from the server). */
export function beforePlacingDeadline(t: Translate, hours: number): string {
  return t('checkout.deadline.before', { hours });
}

export function placedDeadline(t: Translate, language: Language, payBy: string | null): string | null {
  if (!payBy) return null;
  const nairobi = new Intl.DateTimeFormat(INTL_LOCALE[language], { timeZone: 'Africa/Nairobi', weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
  return t('checkout.deadline.placed', { date: nairobi.format(new Date(payBy)) });
}
