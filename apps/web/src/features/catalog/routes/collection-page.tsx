import { useShopFilters } from '@/lib/shop-state';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CollectionHeading } from '../components/collection-heading';
import { CollectionResults } from '../components/collection-results';
import { FilterPanel } from '../components/filter-panel';
import { SearchBar } from '../components/search-bar';
import { SortSelect } from '../components/sort-select';
import { useCollectionParams } from '../search/use-collection-params';
import { useT } from '@/i18n';
import { HydrateLater } from '@/platform/hydrate-later';

export function CollectionPage() {
  const t = useT();
  useDocumentTitle(t('catalog.title'));
  const filters = useShopFilters();
  const params = useCollectionParams();

  return (
    <>
      <HydrateLater name="collection-search">
        <SearchBar />
      </HydrateLater>
      <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:flex lg:gap-10 lg:pt-10">
        <HydrateLater name="collection-filters">
          <FilterPanel />
        </HydrateLater>
        <section aria-labelledby="collection-title" className="mt-6 min-w-0 flex-1 lg:mt-0">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <CollectionHeading id="collection-title" />
            <SortSelect />
          </div>
          <HydrateLater name="collection-results">
            <CollectionResults params={params} onClearFilters={filters.clearAll} />
          </HydrateLater>
        </section>
      </div>
    </>
  );
}

export { CollectionPage as Component };
