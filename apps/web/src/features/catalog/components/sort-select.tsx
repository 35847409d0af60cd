import type { ProductSort } from '@mitumba/contracts/plain';
import { useShopFilters } from '@/lib/shop-state';
import { ChevronDown } from '@/ui/icons';

const sortOptions: ReadonlyArray<{ value: ProductSort; label: string }> = [
  { value: 'relevant', label: 'Sort by: Relevant' },
  { value: 'low-high', label: 'Sort by: Low to High' },
  { value: 'high-low', label: 'Sort by: High to Low' },
];

export function SortSelect() {
  const { sort, setSort } = useShopFilters();
  return (
    <div className="relative">
      <select
        aria-label="Sort products"
        value={sort}
        onChange={(event) => setSort(event.target.value as ProductSort)}
        className="min-h-11 appearance-none rounded-full border border-ink-300 bg-white py-2 pr-10 pl-4 text-sm text-ink-900 hover:border-ink-900"
      >
        {sortOptions.map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-ink-600" />
    </div>
  );
}
