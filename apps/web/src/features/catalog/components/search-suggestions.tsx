import { useSearchHistory } from '../api/search-history';

/**
 * The customer's recent searches as the search box's native suggestions (a datalist: the browser lists them under
 * the box, reachable with the arrow keys and read out by screen readers). Loaded on its own, once the box has focus.
 */
export function SearchSuggestions({ id }: { id: string }) {
  const history = useSearchHistory(true);
  return (
    <datalist id={id} data-testid="search-suggestions">
      {(history.data ?? []).map((query) => (
        <option key={query} value={query} />
      ))}
    </datalist>
  );
}

export { SearchSuggestions as default };
