import { DELIVERY_MESSAGES, deliveryEtaLabel, deliveryFeeLabel, type DeliveryOption } from '@mitumba/contracts/plain';
import { cn } from '@/lib/cn';
import { MapPin, Truck } from '@/ui/icons';
import type { DeliveryChoice } from '../use-delivery-choice';

function OptionCard({ option, checked, onSelect }: { option: DeliveryOption; checked: boolean; onSelect: () => void }) {
  const Icon = option.kind === 'pickup' ? MapPin : Truck;
  return (
    <label
      className={cn(
        'flex min-h-14 cursor-pointer items-start gap-3 rounded-2xl border bg-white p-4 transition-colors',
        checked ? 'border-brand-600 ring-2 ring-brand-100' : 'border-ink-200 hover:border-ink-400',
      )}
    >
      <input type="radio" name="deliveryOption" value={option.id} checked={checked} onChange={onSelect} className="mt-0.5 size-5 shrink-0 accent-brand-700" />
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className="font-semibold text-ink-900">{option.name}</span>
          <span className="font-semibold text-ink-900 tabular-nums">{deliveryFeeLabel(option.fee)}</span>
        </span>
        <span className="block text-sm text-ink-600">
          {option.kind === 'pickup' ? 'Pickup point' : 'Door delivery'} · {option.kind === 'pickup' ? 'Ready' : 'Arrives'} {deliveryEtaLabel(option.etaDays).toLowerCase()}
        </span>
        {option.place ? <span className="block text-sm text-ink-700">{option.place}</span> : null}
        {option.openingHours ? <span className="block text-sm text-ink-600">Open {option.openingHours}</span> : null}
      </span>
    </label>
  );
}

/** What the county offers: pickup points and door delivery with their fee and when the order arrives. */
export function DeliveryOptionPicker({ choice, error }: { choice: DeliveryChoice; error: string | null }) {
  let body;
  if (choice.county === '') body = <p className="text-sm text-ink-600">Choose your county to see how we can deliver.</p>;
  else if (choice.loading) body = <p className="text-sm text-ink-600">Finding delivery options for {choice.county}…</p>;
  else if (choice.failed) body = <p role="alert" className="text-sm text-danger-700">Could not load the delivery options. Please try again.</p>;
  else if (choice.options.length === 0) body = <p role="status" className="rounded-xl bg-ink-50 px-3 py-2 text-sm text-ink-700">{DELIVERY_MESSAGES.noOptions}</p>;
  else {
    body = (
      <div className="space-y-3">
        {choice.options.map((option) => (
          <OptionCard key={option.id} option={option} checked={choice.chosen?.id === option.id} onSelect={() => choice.choose(option.id)} />
        ))}
      </div>
    );
  }
  return (
    <fieldset className="sm:col-span-2" aria-describedby={error ? 'delivery-option-error' : undefined}>
      <legend className="mb-2 block text-sm font-medium text-ink-800">Delivery option</legend>
      {body}
      {error ? <p id="delivery-option-error" role="alert" className="mt-1.5 text-sm font-medium text-danger-700">{error}</p> : null}
    </fieldset>
  );
}
