import type { ProductListParams } from '../api/keys';
import { useInfiniteProductList } from '../api/list-products';
import { Button } from '@/ui/button';
import { ProductCardList, ProductGridSkeleton } from '@/ui/product-grid';
import { InfiniteScrollSentinel } from './infinite-scroll-sentinel';

interface CollectionResultsProps {
  params: ProductListParams;
  onClearFilters: () => void;
}

export function CollectionResults({ params, onClearFilters }: CollectionResultsProps) {
  const query = useInfiniteProductList(params);
  const products = query.data?.pages.flatMap((page) => page.products) ?? [];
  const first = query.data?.pages[0];
  const total = first?.total ?? 0;

  if (query.isPending) return <ProductGridSkeleton count={10} />;

  if (query.isError && products.length === 0) {
    return (
      <div role="alert" className="rounded-xl border border-ink-200 p-8 text-center">
        <p className="text-ink-800">{query.error.message}</p>
        <Button variant="secondary" className="mt-4" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  if (products.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-ink-300 px-6 py-16 text-center">
        <p className="text-lg font-medium text-ink-900">No products match your filters</p>
        <p className="mt-1 text-sm text-ink-600">Try other labels or categories, or clear the search.</p>
        <Button variant="secondary" className="mt-6" onClick={onClearFilters}>
          Clear filters
        </Button>
      </div>
    );
  }

  return (
    <div aria-busy={query.isFetching}>
      <h2 className="sr-only">Products</h2>
      <p className="mb-4 text-sm text-ink-600" aria-live="polite">
        {total === 1 ? '1 product' : `${total.toLocaleString('en-KE')} products`}
        {first?.match === 'similar' && params.search ? (
          <>
            {' '}
            <span className="font-medium text-ink-900">· No names contain “{params.search}”: showing results for similar words</span>
          </>
        ) : null}
      </p>
      <ProductCardList products={products} eager={4} />
      {query.isFetchingNextPage ? (
        <div className="mt-6">
          <ProductGridSkeleton count={5} label="Loading more products" />
        </div>
      ) : null}
      {query.hasNextPage && query.isFetchNextPageError ? (
        <div className="mt-6 text-center">
          <Button variant="secondary" onClick={() => void query.fetchNextPage()}>
            Load more
          </Button>
        </div>
      ) : null}
      <InfiniteScrollSentinel
        disabled={!query.hasNextPage || query.isFetchingNextPage || query.isFetchNextPageError}
        onReach={() => void query.fetchNextPage()}
      />
    </div>
  );
}
