import { useT } from '@/i18n';

/**
 * TinyPesa's progress bar and 'Timeout in {n}s' (spec 2 §2): `value` of `max` seconds, in the words `valueText` gives
 * a screen reader.
 */
export function TimeLeftBar({ label, value, max, valueText, secondsLeft }: {
  label: string; value: number; max: number; valueText: string; secondsLeft: number;
}) {
  const t = useT();
  return (
    <div className="mt-6 w-full">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={valueText}
        className="h-2 w-full overflow-hidden rounded-full bg-ink-100"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width] duration-1000 ease-linear" style={{ width: `${(value / max) * 100}%` }} />
      </div>
      <p className="mt-2 text-sm text-ink-600" data-testid="time-left">
        {t('payments.timeLeft.timeout', { seconds: secondsLeft })}
      </p>
    </div>
  );
}
