import type { OrderView } from '@mitumba/contracts/plain';
import { useT } from '@/i18n';
import { deliveryEtaWords } from '../order-words';

/** How the order travels, as chosen at checkout: the option, its place and when it was expected. */
export function OrderDelivery({ delivery }: { delivery: OrderView['delivery'] }) {
  const t = useT();
  if (!delivery) return null;
  return (
    <div className="mt-3 rounded-xl bg-ink-50 px-3 py-2 text-sm text-ink-700" data-testid="order-delivery">
      <p className="font-semibold text-ink-900">
        {t(delivery.kind === 'pickup' ? 'orders.delivery.pickup' : 'orders.delivery.door', { name: delivery.name })}
      </p>
      {delivery.place ? <p>{delivery.openingHours ? t('orders.delivery.placeOpen', { place: delivery.place, hours: delivery.openingHours }) : delivery.place}</p> : null}
      <p>{deliveryEtaWords(t, delivery)}</p>
    </div>
  );
}
