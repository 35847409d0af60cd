import { useEffect } from 'react';
import { Link } from 'react-router';
import { toast } from '@/ui/toaster';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button, buttonClasses } from '@/ui/button';
import { Sparkles } from '@/ui/icons';
import { ProductCardList, ProductGridSkeleton } from '@/ui/product-grid';
import { useTrending } from '../api/get-trending';

const FAILED = 'Failed to load trending items';

function NothingTrending() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center rounded-3xl border border-ink-200 px-6 py-12 text-center">
      <span className="mb-4 inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Sparkles aria-hidden="true" className="size-6" />
      </span>
      <p className="text-ink-700">Nothing is trending right now. New pieces arrive every week.</p>
      <Link to={paths.collection} className={buttonClasses('primary', 'lg', 'mt-6')}>
        Browse the collection
      </Link>
    </div>
  );
}

/** /Trending (spec 2 §2): product cards picked on the server from what this customer's orders have in common with others'. */
export function TrendingPage() {
  useDocumentTitle('Trending products');
  const { data: products, isPending, isError, refetch, isRefetching } = useTrending();

  useEffect(() => {
    if (isError) toast.error(FAILED);
  }, [isError]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-semibold text-ink-900 sm:text-3xl">Trending products</h1>
      <p className="mb-6 mt-1 text-sm text-ink-600">Picked for you from what shoppers like you bought, in stock now.</p>
      {isError ? (
        <div role="alert" className="rounded-2xl border border-ink-200 p-6 text-center">
          <p className="text-ink-700">{FAILED}</p>
          <Button variant="secondary" className="mt-4" disabled={isRefetching} onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : isPending ? (
        <ProductGridSkeleton count={10} label="Loading trending items" />
      ) : products.length === 0 ? (
        <NothingTrending />
      ) : (
        <ProductCardList products={products} eager={2} />
      )}
    </div>
  );
}

export { TrendingPage as Component };
