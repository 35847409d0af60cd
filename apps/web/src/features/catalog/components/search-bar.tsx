import { useEffect, useRef } from 'react';
import { shopSearch, useShopSearch } from '@/lib/shop-state';
import { Search, X } from '@/ui/icons';

/** The collection's search bar, shown when the header's search icon turned it on. */
export function SearchBar() {
  const { search, showSearch } = useShopSearch();
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (showSearch) input.current?.focus({ preventScroll: true });
  }, [showSearch]);

  if (!showSearch) return null;

  return (
    <div className="border-b border-ink-200 bg-ink-50">
      <div className="mx-auto flex max-w-3xl items-center gap-2 px-4 py-3 sm:px-6">
        <form role="search" className="relative flex-1" onSubmit={(event) => event.preventDefault()}>
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-ink-500" />
          <input
            ref={input}
            type="search"
            value={search}
            onChange={(event) => shopSearch.setSearch(event.target.value)}
            placeholder="Search"
            aria-label="Search products"
            maxLength={100}
            className="min-h-11 w-full rounded-full border border-ink-300 bg-white pr-4 pl-11 text-base outline-none focus:border-ink-900"
          />
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
