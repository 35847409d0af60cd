import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { categories, productSorts, type Category, type ProductSort } from '@mitumba/contracts/plain';

/**
 * Shop-wide state of spec 1 §3. The search box's text as typed and the show-search flag live in memory (the header's
 * search icon and the collection share them); the search that applies (`?search=`, lib/search-in-url.ts), selected
 * labels, categories and the sort live in the URL so a reload or a shared link keeps them, and banner links
 * (`?label=X`) and `?view=categories` are just URLs.
 */
interface SearchState {
  search: string;
  showSearch: boolean;
}

let searchState: SearchState = { search: '', showSearch: false };
const listeners = new Set<() => void>();

function setSearchState(next: Partial<SearchState>): void {
  searchState = { ...searchState, ...next };
  for (const listener of listeners) listener();
}

/** The address's search parameter: `/collection?search=jeans` (lib/search-in-url.ts). */
export const SEARCH_PARAM = 'search';

export const shopSearch = {
  /** The box's text right now, for effects that must not re-run as it changes. */
  text: () => searchState.search,
  setSearch: (search: string) => setSearchState({ search }),
  setShowSearch: (showSearch: boolean) => setSearchState({ showSearch }),
  /** Hides the bar and forgets its text (the URL's search is removed with it: `useCloseSearch`). */
  hide: () => setSearchState({ showSearch: false, search: '' }),
};

export function useShopSearch(): SearchState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => searchState,
    () => searchState,
  );
}

const DEFAULT_SORT: ProductSort = 'relevant';

export interface ShopFilters {
  labels: string[];
  categories: Category[];
  sort: ProductSort;
  toggleLabel: (label: string) => void;
  toggleCategory: (category: Category) => void;
  setSort: (sort: ProductSort) => void;
  clearFilters: () => void;
  /** No filters and no search (a search that found nothing): one address change. */
  clearAll: () => void;
  /** Just this category or label, no search (a suggestion the shopper picked); the sort stays. */
  showOnly: (pick: { category: Category } | { label: string }) => void;
}

function isCategory(value: string): value is Category {
  return (categories as readonly string[]).includes(value);
}

function isSort(value: string | null): value is ProductSort {
  return value !== null && (productSorts as readonly string[]).includes(value);
}

function toggled<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((entry) => entry !== item) : [...list, item];
}

export function useShopFilters(): ShopFilters {
  const [params, setParams] = useSearchParams();

  const labels = useMemo(() => [...new Set(params.getAll('label').filter(Boolean))], [params]);
  const selectedCategories = useMemo<Category[]>(() => {
    const explicit = params.getAll('category').filter(isCategory);
    if (explicit.length > 0) return explicit;
    return params.get('view') === 'categories' ? [...categories] : [];
  }, [params]);
  const sortParam = params.get('sort');
  const sort = isSort(sortParam) ? sortParam : DEFAULT_SORT;

  const update = useCallback(
    (edit: (next: URLSearchParams) => void) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          edit(next);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  const setList = (next: URLSearchParams, key: string, values: readonly string[]) => {
    next.delete(key);
    for (const value of values) next.append(key, value);
  };

  return {
    labels,
    categories: selectedCategories,
    sort,
    toggleLabel: (label) => update((next) => setList(next, 'label', toggled(labels, label))),
    toggleCategory: (category) =>
      update((next) => {
        // Once the shopper picks categories themselves, `view=categories` has done its job.
        next.delete('view');
        setList(next, 'category', toggled(selectedCategories, category));
      }),
    setSort: (value) => update((next) => (value === DEFAULT_SORT ? next.delete('sort') : next.set('sort', value))),
    clearFilters: () =>
      update((next) => {
        for (const key of ['label', 'category', 'view']) next.delete(key);
      }),
    clearAll: () => {
      shopSearch.setSearch('');
      update((next) => {
        for (const key of ['label', 'category', 'view', SEARCH_PARAM]) next.delete(key);
      });
    },
    showOnly: (pick) =>
      update((next) => {
        for (const key of ['label', 'category', 'view', SEARCH_PARAM]) next.delete(key);
        if ('category' in pick) next.set('category', pick.category);
        else next.set('label', pick.label);
      }),
  };
}
