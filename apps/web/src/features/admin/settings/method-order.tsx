import { VISIBLE_METHOD_COUNT, type PaymentMethodId } from '@mitumba/contracts/plain';
import { ChevronDown, ChevronUp } from '@/ui/icons';
import { moveMethod } from './move-method';

interface MethodOrderProps {
  order: PaymentMethodId[];
  labels: Record<string, string>;
  error?: string | undefined;
  onChange: (order: PaymentMethodId[]) => void;
}

const moveButton = 'inline-flex size-11 items-center justify-center rounded-lg text-ink-700 hover:bg-ink-100 disabled:opacity-30';

/**
 * The order customers meet the methods in at checkout: the first six at once, the rest under "More ways to pay".
 * Each method moves up or down one place (buttons, so it works by keyboard and on a phone).
 */
export function MethodOrder({ order, labels, error, onChange }: MethodOrderProps) {
  return (
    <fieldset aria-describedby="method-order-hint" className="rounded-2xl border border-ink-200 bg-white p-4">
      <legend className="px-1 font-semibold text-ink-900">Order at checkout</legend>
      <p id="method-order-hint" className="text-sm text-ink-600">
        The first {VISIBLE_METHOD_COUNT} enabled methods show at once; the others wait under “More ways to pay”. The first is chosen for the customer.
      </p>
      <ol className="mt-3 divide-y divide-ink-100">
        {order.map((id, index) => (
          <li key={id} className="flex min-h-11 items-center gap-2">
            <span className="w-6 text-right text-sm text-ink-500 tabular-nums">{index + 1}.</span>
            <span className="flex-1 text-ink-900">{labels[id] ?? id}</span>
            <button type="button" className={moveButton} aria-label={`Move ${labels[id] ?? id} up`} disabled={index === 0} onClick={() => onChange(moveMethod(order, index, -1))}>
              <ChevronUp aria-hidden="true" className="size-5" />
            </button>
            <button type="button" className={moveButton} aria-label={`Move ${labels[id] ?? id} down`} disabled={index === order.length - 1} onClick={() => onChange(moveMethod(order, index, 1))}>
              <ChevronDown aria-hidden="true" className="size-5" />
            </button>
          </li>
        ))}
      </ol>
      {error ? <p role="alert" className="mt-2 text-sm font-medium text-danger-700">{error}</p> : null}
    </fieldset>
  );
}
