import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useSession } from '@/lib/session';
import { shopSearch, useShopSearch } from '@/lib/shop-state';
import { Search, X } from '@/ui/icons';
import { useSaveSearch } from '../api/search-history';

// The recent-search suggestions are their own small chunk, asked for once a customer focuses the box: a visitor,
// and the collection's first paint, never load them.
const SearchSuggestions = lazy(() => import('./search-suggestions'));

/** The search as saved: trimmed, inner spaces made one (as the server keeps it). */
const normalised = (text: string) => text.trim().replace(/\s+/g, ' ');

/**
 * The collection's search bar, shown when the header's search icon turned it on. A logged-in customer's searches are
 * remembered (on Enter, or when they leave the box) and offered back as suggestions.
 */
export function SearchBar() {
  const { search, showSearch } = useShopSearch();
  const session = useSession();
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [suggest, setSuggest] = useState(false);
  const save = useSaveSearch();
  const lastSaved = useRef('');

  useEffect(() => {
    if (showSearch) input.current?.focus({ preventScroll: true });
  }, [showSearch]);

  if (!showSearch) return null;

  const remember = () => {
    const query = normalised(search);
    if (!session || !query || query.toLowerCase() === lastSaved.current.toLowerCase()) return;
    lastSaved.current = query;
    save.mutate(query);
  };

  const withSuggestions = suggest && session !== null;

  return (
    <div className="border-b border-ink-200 bg-ink-50">
      <div className="mx-auto flex max-w-3xl items-center gap-2 px-4 py-3 sm:px-6">
        <form
          role="search"
          className="relative flex-1"
          onSubmit={(event) => {
            event.preventDefault();
            remember();
          }}
        >
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-ink-500" />
          <input
            ref={input}
            type="search"
            value={search}
            onChange={(event) => shopSearch.setSearch(event.target.value)}
            onFocus={() => setSuggest(true)}
            onBlur={remember}
            list={withSuggestions ? listId : undefined}
            autoComplete="off"
            placeholder="Search"
            aria-label="Search products"
            maxLength={100}
            className="min-h-11 w-full rounded-full border border-ink-300 bg-white pr-4 pl-11 text-base outline-none focus:border-ink-900"
          />
          {withSuggestions ? (
            <Suspense fallback={null}>
              <SearchSuggestions id={listId} />
            </Suspense>
          ) : null}
        </form>
        <button
          type="button"
          aria-label="Close search"
          onClick={() => shopSearch.setShowSearch(false)}
          className="inline-flex size-11 items-center justify-center rounded-full text-ink-700 hover:bg-ink-200"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
