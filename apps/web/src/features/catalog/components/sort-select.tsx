import type { ProductSort } from '@mitumba/contracts/plain';
import { useShopFilters } from '@/lib/shop-state';
import { ChevronDown } from '@/ui/icons';
import { useT, type MessageId } from '@/i18n';

const sortOptions: ReadonlyArray<{ value: ProductSort; label: MessageId }> = [
  { value: 'relevant', label: 'catalog.sort.relevant' },
  { value: 'low-high', label: 'catalog.sort.lowHigh' },
  { value: 'high-low', label: 'catalog.sort.highLow' },
];

export function SortSelect() {
  const { sort, setSort } = useShopFilters();
  const t = useT();
  return (
    <div className="relative">
      <select
        aria-label={t('catalog.sort.label')}
        value={sort}
        onChange={(event) => setSort(event.target.value as ProductSort)}
        className="min-h-11 appearance-none rounded-full border border-ink-300 bg-white py-2 pr-10 pl-4 text-sm text-ink-900 hover:border-ink-900"
      >
        {sortOptions.map(({ value, label }) => (
          <option key={value} value={value}>
            {t(label)}
          </option>
        ))}
      </select>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-ink-600" />
    </div>
  );
}
