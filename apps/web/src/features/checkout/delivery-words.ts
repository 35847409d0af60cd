import type { Translate } from '@/i18n';

/** The contracts' `deliveryFeeLabel` in the shopper's language: "Free", else "Ksh 350". */
export function deliveryFeeWords(t: Translate, fee: number, number: (value: number) => string): string {
  return fee === 0 ? t('checkout.delivery.free') : t('checkout.delivery.fee', { amount: number(fee) });
}

/** When an option arrives (door) or is ready (pickup), as the contracts' `deliveryEtaLabel` counts it: today, or within n days. */
export function deliveryEtaWords(t: Translate, kind: 'pickup' | 'door', etaDays: number): string {
  if (kind === 'pickup') return etaDays === 0 ? t('checkout.delivery.readyToday') : t('checkout.delivery.readyWithin', { count: etaDays });
  return etaDays === 0 ? t('checkout.delivery.arrivesToday') : t('checkout.delivery.arrivesWithin', { count: etaDays });
}
