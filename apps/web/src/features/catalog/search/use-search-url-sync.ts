import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { normaliseSearch, useUrlSearch, withSearch } from '@/lib/search-in-url';
import { shopSearch, useShopSearch } from '@/lib/shop-state';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/**
 * Keeps the search box and the address in step. Typing writes `?search=` once it pauses (replacing the history entry,
 * so Back is not a step per letter); an address that changes by other means (the first load, Back, a link) fills the
 * box and shows the bar. Answers `commit`, which writes a search at once (Enter, a recent search picked).
 */
export function useSearchUrlSync(delayMs = 300): (text: string) => void {
  const { search: draft } = useShopSearch();
  const urlSearch = useUrlSearch();
  const [, setParams] = useSearchParams();
  // The search this hook last wrote or read: an address equal to it is our own write coming back, not a change.
  const known = useRef<string | null>(null);
  const typed = useDebouncedValue(draft, delayMs);
  const lastTyped = useRef(typed);

  const commit = useCallback(
    (text: string) => {
      const search = normaliseSearch(text);
      if (search === known.current) return;
      known.current = search;
      setParams((current) => withSearch(current, search), { replace: true, preventScrollReset: true });
    },
    [setParams],
  );

  useEffect(() => {
    if (urlSearch === known.current) return;
    known.current = urlSearch;
    if (normaliseSearch(shopSearch.text()) !== urlSearch) shopSearch.setSearch(urlSearch);
    if (urlSearch) shopSearch.setShowSearch(true);
  }, [urlSearch]);

  useEffect(() => {
    // Only what the shopper typed: the first render's value is the box as it was, not a new search.
    if (typed === lastTyped.current) return;
    lastTyped.current = typed;
    commit(typed);
  }, [typed, commit]);

  return commit;
}
