import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { normaliseSearch, useCloseSearch, useSearchShown, useUrlSearch } from '@/lib/search-in-url';
import { useSession } from '@/lib/session';
import { SEARCH_PARAM, shopSearch, useShopFilters, useShopSearch } from '@/lib/shop-state';
import { useHydrated } from '@/lib/use-hydrated';
import { Search, X } from '@/ui/icons';
import { useSaveSearch, useSearchHistory } from '../api/search-history';
import { useSuggestions } from '../api/suggest';
import { useCombobox } from '../search/use-combobox';
import { useSearchUrlSync } from '../search/use-search-url-sync';
import { optionKey, SearchSuggestions, type SearchOption } from './search-suggestions';
import { useT } from '@/i18n';

/**
 * The collection's search bar, shown when the header's search icon turned it on or the address holds a search. What
 * is typed reaches the address (`?search=`) once typing pauses. Under the box: suggestions for the text (categories,
 * labels, product names), or a signed-in customer's recent searches while it is empty; their searches are remembered
 * (on Enter, or when they leave the box).
 */
export function SearchBar() {
  const { search } = useShopSearch();
  const t = useT();
  // The server (and the page it hands over) shows the address's search; the box's own text from then on.
  const urlSearch = useUrlSearch();
  const boxText = useHydrated() ? search : urlSearch;
  const shown = useSearchShown();
  const closeSearch = useCloseSearch();
  const commit = useSearchUrlSync();
  const session = useSession();
  const navigate = useNavigate();
  const filters = useShopFilters();
  const input = useRef<HTMLInputElement>(null);
  const [focused, setFocused] = useState(false);
  const save = useSaveSearch();
  const lastSaved = useRef('');

  const suggestions = useSuggestions(search);
  const history = useSearchHistory(focused && session !== null);
  const options: SearchOption[] = normaliseSearch(search)
    ? suggestions
    : (history.data ?? []).map((text) => ({ kind: 'recent' as const, text }));

  const remember = (text: string) => {
    const query = normaliseSearch(text);
    if (!session || !query || query.toLowerCase() === lastSaved.current.toLowerCase()) return;
    lastSaved.current = query;
    save.mutate(query);
  };

  const searchFor = (text: string) => {
    shopSearch.setSearch(text);
    commit(text);
    remember(text);
  };

  const combobox = useCombobox(options, options.map(optionKey).join('|'), (option) => {
    if (option.kind === 'product') {
      remember(search);
      navigate(paths.product(option.productId));
    } else if (option.kind === 'category' || option.kind === 'label') {
      shopSearch.setSearch('');
      filters.showOnly(option.kind === 'category' ? { category: option.text } : { label: option.text });
    } else {
      searchFor(option.text);
    }
  });

  useEffect(() => {
    if (shopSearch.text() === '' && shown) input.current?.focus({ preventScroll: true });
  }, [shown]);

  if (!shown) return null;

  return (
    <div className="border-b border-ink-200 bg-ink-50">
      <div className="mx-auto flex max-w-3xl items-center gap-2 px-4 py-3 sm:px-6">
        {/* Without JavaScript the form still searches: a GET of /collection?search=… */}
        <form
          role="search"
          method="get"
          action={paths.collection}
          className="relative flex-1"
          onSubmit={(event) => {
            event.preventDefault();
            combobox.close();
            searchFor(search);
          }}
        >
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-ink-500" />
          <input
            ref={input}
            type="text"
            {...combobox.inputProps}
            name={SEARCH_PARAM}
            value={boxText}
            onChange={(event) => {
              shopSearch.setSearch(event.target.value);
              combobox.open();
            }}
            onFocus={() => {
              setFocused(true);
              combobox.open();
            }}
            onBlur={() => {
              combobox.close();
              remember(search);
            }}
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t('catalog.search.placeholder')}
            aria-label={t('catalog.search.label')}
            maxLength={100}
            className="min-h-11 w-full rounded-full border border-ink-300 bg-white pr-4 pl-11 text-base outline-none focus:border-ink-900"
          />
          {combobox.expanded ? (
            <SearchSuggestions
              listProps={combobox.listProps}
              options={options}
              activeIndex={combobox.activeIndex}
              optionId={combobox.optionId}
              onPick={combobox.pick}
            />
          ) : null}
        </form>
        <button
          type="button"
          aria-label={t('catalog.search.close')}
          onClick={closeSearch}
          className="inline-flex size-11 items-center justify-center rounded-full text-ink-700 hover:bg-ink-200"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
