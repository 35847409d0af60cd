import { useId } from 'react';

interface MethodCheckboxesProps<T extends string> {
  legend: string;
  hint: string;
  options: { id: T; label: string; available: boolean }[];
  checked: T[];
  error?: string | undefined;
  onChange: (checked: T[]) => void;
}

/** A group of methods to switch on or off; one the shop cannot take is shown, greyed, with why. */
export function MethodCheckboxes<T extends string>({ legend, hint, options, checked, error, onChange }: MethodCheckboxesProps<T>) {
  const errorId = useId();
  const toggle = (id: T, on: boolean) => onChange(on ? [...checked, id] : checked.filter((value) => value !== id));
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="rounded-2xl border border-ink-200 bg-white p-4">
      <legend className="px-1 font-semibold text-ink-900">{legend}</legend>
      <p className="text-sm text-ink-600">{hint}</p>
      <div className="mt-3 grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
        {/* The methods the shop can take first: those are the owner's real choices. */}
        {[...options].sort((a, b) => Number(b.available) - Number(a.available)).map((option) => (
          <label key={option.id} className={`flex min-h-11 items-center gap-3 ${option.available ? 'text-ink-900' : 'text-ink-500'}`}>
            <input
              type="checkbox" className="size-5 accent-brand-600" disabled={!option.available}
              checked={checked.includes(option.id)} onChange={(event) => toggle(option.id, event.target.checked)}
            />
            <span>
              {option.label}
              {option.available ? null : <span className="block text-xs">No provider configured</span>}
            </span>
          </label>
        ))}
      </div>
      {error ? <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-danger-700">{error}</p> : null}
    </fieldset>
  );
}
