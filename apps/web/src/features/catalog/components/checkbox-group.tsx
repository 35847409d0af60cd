import type { ReactNode } from 'react';

interface CheckboxGroupProps<T extends string> {
  legend: ReactNode;
  options: readonly T[];
  selected: readonly T[];
  onToggle: (value: T) => void;
  className?: string;
}

export function CheckboxGroup<T extends string>({ legend, options, selected, onToggle, className }: CheckboxGroupProps<T>) {
  return (
    <fieldset className={className}>
      <legend className="float-left mb-2 w-full text-xs font-semibold tracking-widest text-ink-900 uppercase">{legend}</legend>
      <ul className="clear-both grid grid-cols-2 gap-x-2 lg:grid-cols-1">
        {options.map((option) => (
          <li key={option}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-ink-700 lg:min-h-9">
              <input
                type="checkbox"
                value={option}
                checked={selected.includes(option)}
                onChange={() => onToggle(option)}
                className="size-4 shrink-0 accent-brand-700"
              />
              {option}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
