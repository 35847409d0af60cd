import type { ProductListParams } from '../api/keys';
import { useInfiniteProductList } from '../api/list-products';
import { Button } from '@/ui/button';
import { ProductCardList, ProductGridSkeleton } from '@/ui/product-grid';
import { InfiniteScrollSentinel } from './infinite-scroll-sentinel';
import { useT, wholeNumber } from '@/i18n';

interface CollectionResultsProps {
  params: ProductListParams;
  onClearFilters: () => void;
}

export function CollectionResults({ params, onClearFilters }: CollectionResultsProps) {
  const query = useInfiniteProductList(params);
  const t = useT();
  const products = query.data?.pages.flatMap((page) => page.products) ?? [];
  const first = query.data?.pages[0];
  const total = first?.total ?? 0;

  if (query.isPending) return <ProductGridSkeleton count={10} />;

  if (query.isError && products.length === 0) {
    return (
      <div role="alert" className="rounded-xl border border-ink-200 p-8 text-center">
        <p className="text-ink-800">{query.error.message}</p>
        <Button variant="secondary" className="mt-4" onClick={() => void query.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </div>
    );
  }

  if (products.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-ink-300 px-6 py-16 text-center">
        <p className="text-lg font-medium text-ink-900">{t('catalog.results.none')}</p>
        <p className="mt-1 text-sm text-ink-600">{t('catalog.results.noneHint')}</p>
        <Button variant="secondary" className="mt-6" onClick={onClearFilters}>
          {t('catalog.clearFilters')}
        </Button>
      </div>
    );
  }

  return (
    <div aria-busy={query.isFetching}>
      <h2 className="sr-only">{t('catalog.results.heading')}</h2>
      <p className="mb-4 text-sm text-ink-600" aria-live="polite">
        {t('catalog.results.count', { total, shown: wholeNumber(total) })}
        {first?.match === 'similar' && params.search ? (
          <>
            {' '}
            <span className="font-medium text-ink-900">{t('catalog.results.similar', { search: params.search })}</span>
          </>
        ) : null}
      </p>
      <ProductCardList products={products} eager={4} />
      {query.isFetchingNextPage ? (
        <div className="mt-6">
          <ProductGridSkeleton count={5} label={t('catalog.results.loadingMore')} />
        </div>
      ) : null}
      {query.hasNextPage && query.isFetchNextPageError ? (
        <div className="mt-6 text-center">
          <Button variant="secondary" onClick={() => void query.fetchNextPage()}>
            {t('catalog.results.loadMore')}
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
