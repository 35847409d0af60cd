import { formatCardPrice } from '@mitumba/contracts/plain';
import { type HybridMobileProvider } from '@mitumba/contracts/mobile-money';
import { Field } from '@/ui/field';
import type { HybridSplit } from '../use-hybrid-split';
import { ChoiceTiles } from './choice-tiles';

const providers: { id: HybridMobileProvider; label: string }[] = [
  { id: 'pesaflux', label: 'PesaFlux' },
  { id: 'tinypesa', label: 'TinyPesa' },
];

/** The hybrid's split: which provider prompts the mobile part, how much, and the cash left for the counter. */
export function HybridSplitFields({ split, error }: { split: HybridSplit; error: string | null }) {
  return (
    <div className="space-y-4">
      <ChoiceTiles legend="Mobile payment by" name="hybridProvider" options={providers} value={split.provider} onChange={split.setProvider} />
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
