import { DELIVERY_MESSAGES, type DeliveryOption } from '@mitumba/contracts/plain';
import { useLingui, useT } from '@/i18n';
import { useSay } from '@/features/payments/message-words';
import { deliveryEtaWords, deliveryFeeWords } from '../delivery-words';
import { cn } from '@/lib/cn';
import { MapPin, Truck } from '@/ui/icons';
import type { DeliveryChoice } from '../use-delivery-choice';

function OptionCard({ option, checked, onSelect }: { option: DeliveryOption; checked: boolean; onSelect: () => void }) {
  const Icon = option.kind === 'pickup' ? MapPin : Truck;
  const t = useT();
  const { i18n } = useLingui();
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
          <span className="font-semibold text-ink-900 tabular-nums">{deliveryFeeWords(t, option.fee, (value) => i18n.number(value))}</span>
        </span>
        <span className="block text-sm text-ink-600">
          {t(option.kind === 'pickup' ? 'checkout.delivery.pickup' : 'checkout.delivery.door')} · {deliveryEtaWords(t, option.kind, option.etaDays)}
        </span>
        {option.place ? <span className="block text-sm text-ink-700">{option.place}</span> : null}
        {option.openingHours ? <span className="block text-sm text-ink-600">{t('checkout.delivery.open', { hours: option.openingHours })}</span> : null}
      </span>
    </label>
  );
}

/** What the county offers: pickup points and door delivery with their fee and when the order arrives. */
export function DeliveryOptionPicker({ choice, error }: { choice: DeliveryChoice; error: string | null }) {
  const t = useT();
  const say = useSay();
  let body;
  if (choice.county === '') body = <p className="text-sm text-ink-600">{t('checkout.delivery.chooseCounty')}</p>;
  else if (choice.loading) body = <p className="text-sm text-ink-600">{t('checkout.delivery.finding', { county: choice.county })}</p>;
  else if (choice.failed) body = <p role="alert" className="text-sm text-danger-700">{t('checkout.delivery.loadFailed')}</p>;
  else if (choice.options.length === 0) body = <p role="status" className="rounded-xl bg-ink-50 px-3 py-2 text-sm text-ink-700">{say(DELIVERY_MESSAGES.noOptions)}</p>;
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
      <legend className="mb-2 block text-sm font-medium text-ink-800">{t('checkout.delivery.legend')}</legend>
      {body}
      {error ? <p id="delivery-option-error" role="alert" className="mt-1.5 text-sm font-medium text-danger-700">{say(error)}</p> : null}
    </fieldset>
  );
}
