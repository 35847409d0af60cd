import type { ReactNode } from 'react';
import { Button } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';
import { QueryError } from './query-error';

/** The parts of an infinite query result a paged list reads. */
export interface PagedQuery {
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

interface PagedListProps {
  query: PagedQuery;
  /** How many rows the loaded pages hold; the list shows from one on, the empty message at none. */
  count: number;
  errorText: string;
  /** A plain text is shown as the usual muted line. */
  empty: ReactNode;
  skeletonClassName?: string;
  children: ReactNode;
}

/** The tail of a back-office list: a skeleton while loading, the error, the empty message, the rows and "Load more". */
export function PagedList({ query, count, errorText, empty, skeletonClassName = 'h-64 w-full rounded-2xl', children }: PagedListProps) {
  return (
    <>
      {query.isPending ? <Skeleton className={skeletonClassName} /> : null}
      {query.isError ? <QueryError error={query.error} fallback={errorText} /> : null}
      {query.isSuccess && count === 0 ? typeof empty === 'string' ? <p className="text-ink-700">{empty}</p> : empty : null}
      {count > 0 ? children : null}
      {query.hasNextPage ? (
        <Button variant="secondary" className="self-center" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      ) : null}
    </>
  );
}
