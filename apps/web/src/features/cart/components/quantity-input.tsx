import { useId, useState, type KeyboardEvent } from 'react';
import { MAX_PER_PRODUCT_WEIGHT } from '@mitumba/contracts/plain';
import { Minus, Plus } from '@/ui/icons';
import { useT } from '@/i18n';

interface QuantityInputProps {
  quantity: number;
  /** What the quantity is of, for the label: 'Denim jacket (M)'. */
  label: string;
  disabled?: boolean;
  /** Sends the new quantity (0 removes the line); the input shows the server's quantity again when it settles. */
  onCommit: (quantity: number) => Promise<unknown>;
}

const stepButton =
  'inline-flex size-11 items-center justify-center text-ink-700 transition-colors hover:bg-ink-100 disabled:text-ink-300 disabled:hover:bg-transparent';

/**
 * A line's quantity: typed (sent on Enter or when leaving the field; 0 or blank removes the line) or stepped with
 * − and +. Going past the stock or past 3 is left to the server, whose refusal names the limit.
 */
export function QuantityInput({ quantity, label, disabled = false, onCommit }: QuantityInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const inputId = useId();
  const t = useT();

  const commit = (next: number) => {
    if (next === quantity) {
      setDraft(null);
      return;
    }
    void onCommit(next).finally(() => setDraft(null));
  };

  const commitDraft = () => {
    if (draft === null) return;
    const typed = draft.trim() === '' ? 0 : Math.trunc(Number(draft));
    commit(Number.isFinite(typed) ? Math.max(0, typed) : quantity);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commitDraft();
    if (event.key === 'Escape') setDraft(null);
  };

  return (
    <div className="inline-flex items-center rounded-full border border-ink-300 bg-white">
      <button
        type="button"
        className={`${stepButton} rounded-l-full`}
        aria-label={t('cart.quantity.less', { item: label })}
        disabled={disabled || quantity <= 1}
        onClick={() => commit(quantity - 1)}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <label htmlFor={inputId} className="sr-only">
        {t('cart.quantity.label', { item: label })}
      </label>
      <input
        id={inputId}
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_PER_PRODUCT_WEIGHT}
        step={1}
        value={draft ?? String(quantity)}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commitDraft}
        onKeyDown={onKeyDown}
        className="h-11 w-10 [appearance:textfield] bg-transparent text-center text-base font-semibold text-ink-900 tabular-nums outline-none disabled:text-ink-500 [&::-webkit-inner-spin-button]:appearance-none"
      />
      <button
        type="button"
        className={`${stepButton} rounded-r-full`}
        aria-label={t('cart.quantity.more', { item: label })}
        disabled={disabled}
        onClick={() => commit(quantity + 1)}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
