import { type HybridMobileProvider } from '@mitumba/contracts/mobile-money';
import { Field } from '@/ui/field';
import { useMoney, useT } from '@/i18n';
import { useSay } from '@/features/payments/message-words';
import type { HybridSplit } from '../use-hybrid-split';
import { ChoiceTiles } from './choice-tiles';

const providers: { id: HybridMobileProvider; label: string }[] = [
  { id: 'pesaflux', label: 'PesaFlux' },
  { id: 'tinypesa', label: 'TinyPesa' },
];

/** The hybrid's split: which provider prompts the mobile part, how much, and the cash left for the counter. */
export function HybridSplitFields({ split, error }: { split: HybridSplit; error: string | null }) {
  const t = useT();
  const say = useSay();
  const money = useMoney();
  return (
    <div className="space-y-4">
      <ChoiceTiles legend={t('checkout.hybrid.legend')} name="hybridProvider" options={providers} value={split.provider} onChange={split.setProvider} />
      <Field
        label={t('checkout.hybrid.amount')}
        name="hybridMobileAmount"
        inputMode="numeric"
        pattern="[0-9]*"
        value={split.mobileInput}
        onChange={(event) => split.setMobileInput(event.target.value)}
        error={error && say(error)}
        hint={t('checkout.hybrid.hint')}
      />
      <p className="flex items-center justify-between rounded-xl bg-ink-50 px-4 py-3 text-sm text-ink-800" aria-live="polite">
        <span>{t('checkout.hybrid.cash')}</span>
        <span className="font-semibold text-ink-900" data-testid="hybrid-cash-amount">
          {money.price(Math.max(split.cashAmount, 0))}
        </span>
      </p>
    </div>
  );
}
