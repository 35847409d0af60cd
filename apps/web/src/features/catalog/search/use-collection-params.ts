import { useUrlSearch } from '@/lib/search-in-url';
import { useShopFilters } from '@/lib/shop-state';
import type { ProductListParams } from '../api/keys';

/**
 * What the collection lists, all read from the address (search, categories, labels, sort): the results, the heading
 * and the filter drawer's "Show N results" ask the server the same question, answered once.
 */
export function useCollectionParams(): ProductListParams {
  const filters = useShopFilters();
  const search = useUrlSearch();
  return { search: search || undefined, category: filters.categories, labels: filters.labels, sort: filters.sort };
}
