import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_PARAM, shopSearch, useShopSearch } from './shop-state';

// The collection's search lives in its address: `/collection?search=jeans` reloads, shares and renders on the server.

/** The search as it applies: trimmed, inner spaces made one (as the server and the search history keep it). */
export const normaliseSearch = (text: string): string => text.trim().replace(/\s+/g, ' ');

/** `params` with the search set to `text` (removed when empty); the other parameters keep their order. */
export function withSearch(params: URLSearchParams, text: string): URLSearchParams {
  const next = new URLSearchParams(params);
  const search = normaliseSearch(text);
  if (search) next.set(SEARCH_PARAM, search);
  else next.delete(SEARCH_PARAM);
  return next;
}

/** The search that applies: the address's (spec 1: only while the bar is shown, and the bar shows while there is one). */
export function useUrlSearch(): string {
  const [params] = useSearchParams();
  return normaliseSearch(params.get(SEARCH_PARAM) ?? '');
}

/** Whether the search bar shows: turned on by the header's icon, or a search in the address (also on the server). */
export function useSearchShown(): boolean {
  const { showSearch } = useShopSearch();
  const search = useUrlSearch();
  return showSearch || search !== '';
}

/** Hides the search bar and takes its search out of the address at once (replacing the entry: Back is not a step). */
export function useCloseSearch(): () => void {
  const [, setParams] = useSearchParams();
  return useCallback(() => {
    shopSearch.hide();
    setParams((current) => withSearch(current, ''), { replace: true, preventScrollReset: true });
  }, [setParams]);
}
