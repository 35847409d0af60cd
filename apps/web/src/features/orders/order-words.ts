import type { I18n } from '@lingui/core';
import type { DeliveryStage, OrderView } from '@mitumba/contracts/plain';
import type { MessageId, Translate } from '@/i18n';

/** The delivery badge's words for each stage (the contracts' `deliveryStageLabels`, in the shopper's language). */
export const DELIVERY_STAGE_WORDS: Record<DeliveryStage, MessageId> = {
  cancelled: 'orders.stage.cancelled',
  delivered: 'orders.stage.delivered',
  'ready-for-collection': 'orders.stage.readyForCollection',
  'on-its-way': 'orders.stage.onItsWay',
  preparing: 'orders.stage.pending',
  unpaid: 'orders.stage.pending',
};

/** When something happened to an order, in Nairobi time: '4 Dec 2026, 15:00' ('4 Des 2026, 15:00'). */
export function orderTime(i18n: I18n, iso: string): string {
  return i18n.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Nairobi' });
}

/** The last day to collect (YYYY-MM-DD) as `formatCollectBy` writes it: 'Fri 4 Dec 2026', 'Ijumaa 4 Des 2026'. */
export function collectByWords(i18n: I18n, day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  return i18n.date(date, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).replace(/,/g, '');
}

/** When a delivery option arrives or is ready, counted from dispatch (the contracts' `deliveryEtaLabel`). */
export function deliveryEtaWords(t: Translate, delivery: Pick<NonNullable<OrderView['delivery']>, 'kind' | 'etaDays'>): string {
  return t(delivery.kind === 'pickup' ? 'orders.delivery.etaPickup' : 'orders.delivery.etaDoor', { days: delivery.etaDays });
}
