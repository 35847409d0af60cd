import { useId, useState } from 'react';
import { categories } from '@mitumba/contracts/plain';
import { cn } from '@/lib/cn';
import { useShopFilters } from '@/lib/shop-state';
import { ChevronDown, SlidersHorizontal } from '@/ui/icons';
import { useFilterLabels } from '../api/get-facets';
import { CheckboxGroup } from './checkbox-group';

/** Category and label checkboxes; a collapsible panel on phones, a sidebar from `lg` up. */
export function FilterPanel() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const filters = useShopFilters();
  const known = useFilterLabels();
  // A label picked through a banner link stays visible (and un-tickable) even if no list names it.
  const labels = [...known, ...filters.labels.filter((label) => !known.includes(label))];
  const activeCount = filters.labels.length + filters.categories.length;

  return (
    <aside aria-label="Filters" className="lg:w-56 lg:shrink-0">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-11 w-full items-center justify-between rounded-full border border-ink-300 px-4 text-sm font-semibold text-ink-900 lg:hidden"
      >
        <span className="inline-flex items-center gap-2">
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          Filters{activeCount > 0 ? ` (${activeCount})` : ''}
        </span>
        <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <p className="hidden text-lg font-semibold text-ink-900 lg:block">Filters</p>

      <div id={panelId} className={cn('mt-4 space-y-4 lg:block', !open && 'hidden')}>
        <CheckboxGroup
          legend="Categories"
          options={categories}
          selected={filters.categories}
          onToggle={filters.toggleCategory}
          className="rounded-xl border border-ink-200 p-4"
        />
        <CheckboxGroup
          legend="Labels"
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
            Clear filters
          </button>
        ) : null}
      </div>
    </aside>
  );
}
