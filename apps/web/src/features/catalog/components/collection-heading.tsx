import { useUrlSearch } from '@/lib/search-in-url';
import { T } from '@/i18n';

/**
 * The collection's title: the spec's "ALL COLLECTIONS", or what a search shows ('Results for "jeans"'; the count is
 * the results' first line).
 */
export function CollectionHeading({ id }: { id: string }) {
  const search = useUrlSearch();
  return (
    <h1 id={id} className="min-w-0 text-2xl tracking-wide text-ink-500 uppercase sm:text-3xl">
      {search ? (
        <T id="catalog.heading.results" values={{ search }} components={{ 0: <span className="font-semibold break-words text-ink-900 normal-case" /> }} />
      ) : (
        <T id="catalog.heading.all" components={{ 0: <span className="font-semibold text-ink-900" /> }} />
      )}
    </h1>
  );
}
