import { deliveryEtaLabel, type OrderView } from '@mitumba/contracts/plain';

/** How the order travels, as chosen at checkout: the option, its place and when it was expected. */
export function OrderDelivery({ delivery }: { delivery: OrderView['delivery'] }) {
  if (!delivery) return null;
  const when = `${delivery.kind === 'pickup' ? 'Ready to collect' : 'Arrives'} ${deliveryEtaLabel(delivery.etaDays).toLowerCase()} of dispatch`;
  return (
    <div className="mt-3 rounded-xl bg-ink-50 px-3 py-2 text-sm text-ink-700" data-testid="order-delivery">
      <p className="font-semibold text-ink-900">
        {delivery.kind === 'pickup' ? 'Pickup point' : 'Door delivery'}: {delivery.name}
      </p>
      {delivery.place ? <p>{delivery.place}{delivery.openingHours ? ` · open ${delivery.openingHours}` : ''}</p> : null}
      <p>{when}</p>
    </div>
  );
}
