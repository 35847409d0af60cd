import { categories } from '@mitumba/contracts/plain';
import { useShopFilters } from '@/lib/shop-state';
import { useFilterLabels } from '../api/get-facets';
import { CheckboxGroup } from './checkbox-group';
import { useT } from '@/i18n';

/** Category and label checkboxes and "Clear filters": the sidebar's and the phone drawer's content. */
export function FilterGroups() {
  const filters = useShopFilters();
  const t = useT();
  const known = useFilterLabels();
  // A label picked through a banner link stays visible (and un-tickable) even if no list names it.
  const labels = [...known, ...filters.labels.filter((label) => !known.includes(label))];
  const activeCount = filters.labels.length + filters.categories.length;

  return (
    <div className="space-y-4">
      <CheckboxGroup
        legend={t('catalog.filters.categories')}
        options={categories}
        selected={filters.categories}
        onToggle={filters.toggleCategory}
        className="rounded-xl border border-ink-200 p-4"
      />
      <CheckboxGroup
        legend={t('catalog.filters.labels')}
        options={labels}
        selected={filters.labels}
        onToggle={filters.toggleLabel}
        className="rounded-xl border border-ink-200 p-4"
      />
      {activeCount > 0 ? (
        <button
          type="button"
          onClick={filters.clearFilters}
          className="min-h-11 text-sm font-medium text-brand-700 underline underline-offset-4"
        >
          {t('catalog.clearFilters')}
        </button>
      ) : null}
    </div>
  );
}
