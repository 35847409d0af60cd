import { formatCardPrice } from '@mitumba/contracts/plain';
import { type HybridMobileProvider } from '@mitumba/contracts/mobile-money';
import { cn } from '@/lib/cn';
import { Field } from '@/ui/field';
import type { HybridSplit } from '../use-hybrid-split';

const providers: { id: HybridMobileProvider; label: string }[] = [
  { id: 'pesaflux', label: 'PesaFlux' },
  { id: 'tinypesa', label: 'TinyPesa' },
];

/** The hybrid's split: which provider prompts the mobile part, how much, and the cash left for the counter. */
export function HybridSplitFields({ split, error }: { split: HybridSplit; error: string | null }) {
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-ink-800">Mobile payment by</legend>
        <div className="grid grid-cols-2 gap-2">
          {providers.map(({ id, label }) => (
            <label
              key={id}
              className={cn(
                'flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border bg-white px-3 text-sm font-medium text-ink-900',
                split.provider === id ? 'border-brand-600 ring-2 ring-brand-100' : 'border-ink-300',
              )}
            >
              <input
                type="radio"
                name="hybridProvider"
                value={id}
                checked={split.provider === id}
                onChange={() => split.setProvider(id)}
                className="size-4 accent-brand-700"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <Field
        label="Mobile amount (Ksh)"
        name="hybridMobileAmount"
        inputMode="numeric"
        pattern="[0-9]*"
        value={split.mobileInput}
        onChange={(event) => split.setMobileInput(event.target.value)}
        error={error}
        hint="Whole shillings, less than the total"
      />
      <p className="flex items-center justify-between rounded-xl bg-ink-50 px-4 py-3 text-sm text-ink-800" aria-live="polite">
        <span>Cash at the counter</span>
        <span className="font-semibold text-ink-900" data-testid="hybrid-cash-amount">
          {formatCardPrice(Math.max(split.cashAmount, 0))}
        </span>
      </p>
    </div>
  );
}
