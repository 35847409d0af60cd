import { cn } from '@/lib/cn';

/** A small set of options as tiles with radio buttons, two a row (a hybrid's provider, a deposit's method). */
export function ChoiceTiles<Id extends string>({ legend, name, options, value, onChange }: {
  legend: string; name: string; options: readonly { id: Id; label: string }[]; value: Id | null; onChange: (id: Id) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-ink-800">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        {options.map(({ id, label }) => (
          <label
            key={id}
            className={cn(
              'flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border bg-white px-3 text-sm font-medium text-ink-900',
              value === id ? 'border-brand-600 ring-2 ring-brand-100' : 'border-ink-300',
            )}
          >
            <input type="radio" name={name} value={id} checked={value === id} onChange={() => onChange(id)} className="size-4 shrink-0 accent-brand-700" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
