import { useEffect } from 'react';
import { Link } from 'react-router';
import { toast } from '@/ui/toaster';
import { useT } from '@/i18n';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button, buttonClasses } from '@/ui/button';
import { Sparkles } from '@/ui/icons';
import { ProductCardList, ProductGridSkeleton } from '@/ui/product-grid';
import { useTrending } from '../api/get-trending';

function NothingTrending() {
  const t = useT();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center rounded-3xl border border-ink-200 px-6 py-12 text-center">
      <span className="mb-4 inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Sparkles aria-hidden="true" className="size-6" />
      </span>
      <p className="text-ink-700">{t('insights.trending.none')}</p>
      <Link to={paths.collection} className={buttonClasses('primary', 'lg', 'mt-6')}>
        {t('insights.trending.browse')}
      </Link>
    </div>
  );
}

/** /Trending (spec 2 §2): product cards picked on the server from what this customer's orders have in common with others'. */
export function TrendingPage() {
  const t = useT();
  useDocumentTitle(t('insights.trending.title'));
  const { data: products, isPending, isError, refetch, isRefetching } = useTrending();

  useEffect(() => {
    if (isError) toast.error(t('insights.trending.failed'));
  }, [isError, t]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-semibold text-ink-900 sm:text-3xl">{t('insights.trending.title')}</h1>
      <p className="mb-6 mt-1 text-sm text-ink-600">{t('insights.trending.intro')}</p>
      {isError ? (
        <div role="alert" className="rounded-2xl border border-ink-200 p-6 text-center">
          <p className="text-ink-700">{t('insights.trending.failed')}</p>
          <Button variant="secondary" className="mt-4" disabled={isRefetching} onClick={() => void refetch()}>
            {t('insights.trending.tryAgain')}
          </Button>
        </div>
      ) : isPending ? (
        <ProductGridSkeleton count={10} label={t('insights.trending.loading')} />
      ) : products.length === 0 ? (
        <NothingTrending />
      ) : (
        <ProductCardList products={products} eager={2} />
      )}
    </div>
  );
}

export { TrendingPage as Component };
