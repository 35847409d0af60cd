import type { Ref } from 'react';
import { stockForWeight } from '@mitumba/contracts/plain';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n';
import { optionWords } from '@/ui/product-words';

interface WeightPickerProps {
  weights: readonly string[];
  stock: Record<string, number>;
  selected: string | null;
  onSelect: (weight: string) => void;
  ref?: Ref<HTMLFieldSetElement>;
}

/**
 * One button per weight (or size, or age: the legend names what the options are). Sold-out weights are struck through but stay selectable, because choosing one is how
 * a customer joins its waitlist.
 */
export function WeightPicker({ weights, stock, selected, onSelect, ref }: WeightPickerProps) {
  const t = useT();
  return (
    <fieldset ref={ref} id="weight-section" className="scroll-mt-28">
      <legend className="mb-3 text-sm font-semibold text-ink-900">{optionWords(t, weights).legend}</legend>
      <div className="flex flex-wrap gap-2">
        {weights.map((weight) => {
          const soldOut = stockForWeight(stock, weight) <= 0;
          const isSelected = weight === selected;
          return (
            <button
              key={weight}
              type="button"
              aria-pressed={isSelected}
              aria-label={soldOut ? t('product.options.soldOut', { option: weight }) : weight}
              onClick={() => onSelect(weight)}
              className={cn(
                'min-h-11 min-w-14 rounded-lg border px-4 text-sm font-medium transition-colors',
                isSelected ? 'border-brand-700 bg-brand-50 text-brand-800 ring-1 ring-brand-700' : 'border-ink-300 bg-white',
                soldOut ? 'text-ink-500 line-through' : 'text-ink-900 hover:border-ink-900',
              )}
            >
              {weight}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
