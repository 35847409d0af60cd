import { useUrlSearch } from '@/lib/search-in-url';

/**
 * The collection's title: the spec's "ALL COLLECTIONS", or what a search shows ('Results for "jeans"'; the count is
 * the results' first line).
 */
export function CollectionHeading({ id }: { id: string }) {
  const search = useUrlSearch();
  return (
    <h1 id={id} className="min-w-0 text-2xl tracking-wide text-ink-500 uppercase sm:text-3xl">
      {search ? (
        <>
          Results for <span className="font-semibold break-words text-ink-900 normal-case">“{search}”</span>
        </>
      ) : (
        <>
          All <span className="font-semibold text-ink-900">Collections</span>
        </>
      )}
    </h1>
  );
}
