import { useAppliedSearch, useShopFilters, shopSearch } from '@/lib/shop-state';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CollectionResults } from '../components/collection-results';
import { FilterPanel } from '../components/filter-panel';
import { SearchBar } from '../components/search-bar';
import { SortSelect } from '../components/sort-select';

export function CollectionPage() {
  useDocumentTitle('Collection');
  const filters = useShopFilters();
  const search = useDebouncedValue(useAppliedSearch());

  const clearAll = () => {
    filters.clearFilters();
    shopSearch.setSearch('');
  };

  return (
    <>
      <SearchBar />
      <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:flex lg:gap-10 lg:pt-10">
        <FilterPanel />
        <section aria-labelledby="collection-title" className="mt-6 min-w-0 flex-1 lg:mt-0">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <h1 id="collection-title" className="text-2xl tracking-wide text-ink-500 uppercase sm:text-3xl">
              All <span className="font-semibold text-ink-900">Collections</span>
            </h1>
            <SortSelect />
          </div>
          <CollectionResults
            params={{ search, category: filters.categories, labels: filters.labels, sort: filters.sort }}
            onClearFilters={clearAll}
          />
        </section>
      </div>
    </>
  );
}

export { CollectionPage as Component };
