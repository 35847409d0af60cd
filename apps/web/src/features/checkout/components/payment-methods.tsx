import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n';
import { Banknote, ChevronDown, HandCoins, Landmark, LockKeyhole, Phone, Smartphone, Truck, Wallet, type LucideIcon } from '@/ui/icons';
import { splitMethods, type CheckoutMethod, type CheckoutMethodId } from '../payment-choice';

const icons: Record<CheckoutMethodId, LucideIcon> = {
  mpesa: Smartphone, lipia: Wallet, tinypesa: Smartphone, pesaflux: Phone, kcb: Landmark, hybrid: HandCoins,
  paystack: LockKeyhole, stripe: LockKeyhole, razorpay: LockKeyhole, cod: Truck, cash: Banknote, sidian: Landmark, deposit: Wallet,
};

interface PaymentMethodsProps {
  methods: CheckoutMethod[];
  selected: CheckoutMethodId | null;
  onSelect: (method: CheckoutMethodId) => void;
  /** What the chosen method needs (the M-Pesa phone, the paybill details), under its card. */
  details?: ReactNode;
}

function MethodCard({ method, checked, onSelect, details }: { method: CheckoutMethod; checked: boolean; onSelect: () => void; details: ReactNode }) {
  const Icon = icons[method.id];
  return (
    <div>
      <label
        className={cn(
          'flex min-h-14 cursor-pointer items-center gap-3 rounded-2xl border bg-white p-4 transition-colors',
          checked ? 'border-brand-600 ring-2 ring-brand-100' : 'border-ink-200 hover:border-ink-400',
        )}
      >
        <input type="radio" name="paymentMethod" value={method.id} checked={checked} onChange={onSelect} className="size-5 shrink-0 accent-brand-700" />
        <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        <span className="min-w-0">
          <span className="block font-semibold text-ink-900">{method.label}</span>
          {method.description ? <span className="block text-sm text-ink-600">{method.description}</span> : null}
        </span>
      </label>
      {checked && details ? <div className="mt-3 px-1">{details}</div> : null}
    </div>
  );
}

/**
 * One card per method the shop takes now, in the owner's order: the first six at once, the rest under "More ways to
 * pay" (open while one of them is chosen). Choosing one switches the fields below it (spec 2 §4).
 */
export function PaymentMethods({ methods, selected, onSelect, details }: PaymentMethodsProps) {
  const { shown, more } = splitMethods(methods);
  const t = useT();
  const card = (method: CheckoutMethod) => (
    <MethodCard key={method.id} method={method} checked={method.id === selected} onSelect={() => onSelect(method.id)} details={details} />
  );
  return (
    <fieldset className="rounded-3xl border border-ink-200 p-5 sm:p-6">
      <legend className="float-left mb-4 w-full text-lg font-semibold text-ink-900">{t('checkout.methods.legend')}</legend>
      {methods.length === 0 ? (
        <p role="alert" className="clear-both text-sm text-ink-700">
          {t('checkout.methods.none')}
        </p>
      ) : (
        <div className="clear-both space-y-3">
          {shown.map(card)}
          {more.length > 0 ? (
            <details className="group" open={more.some((method) => method.id === selected) || undefined}>
              <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between rounded-xl px-1 font-medium text-brand-700 [&::-webkit-details-marker]:hidden">
                {t('checkout.methods.more', { count: more.length })}
                <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open:rotate-180" />
              </summary>
              <div className="mt-3 space-y-3">{more.map(card)}</div>
            </details>
          ) : null}
        </div>
      )}
    </fieldset>
  );
}
