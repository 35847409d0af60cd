import { useId } from 'react';
import { rankingYears, type RankingPeriod } from '@mitumba/contracts/plain';
import { useLingui, useT } from '@/i18n';
import { ChevronDown } from '@/ui/icons';

const MONTHS = Array.from({ length: 12 }, (_, index) => new Date(Date.UTC(2000, index, 1)));

function Select({ label, value, options, onChange }: {
  label: string; value: number; options: { value: number; label: string }[]; onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <div className="flex-1 sm:flex-none">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-800">{label}</label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(Number(event.target.value))}
          className="min-h-12 w-full appearance-none rounded-xl border border-ink-300 bg-white py-2 pr-10 pl-4 text-base text-ink-900 hover:border-ink-900 sm:w-44"
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>{option.label}</option>
          ))}
        </select>
        <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-ink-600" />
      </div>
    </div>
  );
}

/** Month and year of the ranking: the last 4 years (spec 2 §9), months by name. */
export function PeriodPicker({ period, onChange }: { period: RankingPeriod; onChange: (period: RankingPeriod) => void }) {
  const t = useT();
  const { i18n } = useLingui();
  return (
    <div className="flex gap-3">
      <Select
        label={t('insights.ranking.month')}
        value={period.month}
        options={MONTHS.map((month, index) => ({ value: index + 1, label: i18n.date(month, { month: 'long', timeZone: 'UTC' }) }))}
        onChange={(month) => onChange({ ...period, month })}
      />
      <Select
        label={t('insights.ranking.year')}
        value={period.year}
        options={rankingYears().map((year) => ({ value: year, label: String(year) }))}
        onChange={(year) => onChange({ ...period, year })}
      />
    </div>
  );
}
