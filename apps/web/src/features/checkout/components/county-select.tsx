import { useId } from 'react';
import { KENYA_COUNTIES } from '@mitumba/contracts/plain';
import { cn } from '@/lib/cn';
import { inputClasses } from '@/ui/field';
import { useT } from '@/i18n';
import { useSay } from '@/features/payments/message-words';

interface CountySelectProps {
  value: string;
  error?: string | null | undefined;
  onChange: (county: string) => void;
  onLeave: () => void;
}

/** The counties by name, easier to find in a long list than in their official (code) order. */
const byName = [...KENYA_COUNTIES].sort((a, b) => a.localeCompare(b));

/** The spec's `city`, labelled County: one of Kenya's 47 counties. */
export function CountySelect({ value, error, onChange, onLeave }: CountySelectProps) {
  const id = useId();
  const t = useT();
  const say = useSay();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-800">
        {t('checkout.county.label')}
      </label>
      <select
        id={id}
        name="city"
        autoComplete="address-level1"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-note` : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onLeave}
        className={cn(inputClasses, error ? 'border-danger-600' : 'border-ink-300')}
      >
        <option value="">{t('checkout.county.choose')}</option>
        {byName.map((county) => (
          <option key={county} value={county}>
            {county}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-note`} role="alert" className="mt-1.5 text-sm font-medium text-danger-700">
          {say(error)}
        </p>
      ) : null}
    </div>
  );
}
