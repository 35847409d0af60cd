import { lazy, Suspense, useCallback, useState } from 'react';
import { useShopFilters } from '@/lib/shop-state';
import { SlidersHorizontal } from '@/ui/icons';
import { FilterGroups } from './filter-groups';
import { useT } from '@/i18n';

// The phone's drawer is code only a tap on "Filters" needs.
const FilterDrawer = lazy(() => import('./filter-drawer').then((module) => ({ default: module.FilterDrawer })));

/** The filters: a sidebar from `lg` up; on phones a "Filters" button opening a drawer over the results. */
export function FilterPanel() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const filters = useShopFilters();
  const activeCount = filters.labels.length + filters.categories.length;

  return (
    <aside aria-label={t('catalog.filters.title')} className="lg:w-56 lg:shrink-0">
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="flex min-h-11 w-full items-center justify-center gap-2 rounded-full border border-ink-300 px-4 text-sm font-semibold text-ink-900 lg:hidden"
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {activeCount > 0 ? t('catalog.filters.titleCount', { count: activeCount }) : t('catalog.filters.title')}
      </button>
      <div className="hidden lg:block">
        <p className="mb-4 text-lg font-semibold text-ink-900">{t('catalog.filters.title')}</p>
        <FilterGroups />
      </div>
      {open ? (
        <Suspense fallback={null}>
          <FilterDrawer onClose={close} />
        </Suspense>
      ) : null}
    </aside>
  );
}
