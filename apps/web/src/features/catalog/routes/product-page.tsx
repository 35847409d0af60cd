import { Link, useParams } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button, buttonClasses } from '@/ui/button';
import { useProduct } from '../api/get-product';
import { ProductDetails } from '../components/product-details';
import { ProductPageSkeleton } from '../components/product-page-skeleton';
import { ProductReviews } from '../components/product-reviews';
import { RelatedProducts } from '../components/related-products';
import { useT } from '@/i18n';
import { HydrateLater } from '@/platform/hydrate-later';

function ProductError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const missing = isApiError(error, 404) || isApiError(error, 400);
  const t = useT();
  return (
    <div role="alert" className="mx-auto max-w-lg py-16 text-center">
      <h1 className="text-2xl font-semibold text-ink-900">{missing ? t('catalog.product.notFound') : t('catalog.product.loadFailed')}</h1>
      <p className="mt-2 text-ink-600">{missing ? t('catalog.product.soldAndRemoved') : error.message}</p>
      <div className="mt-6 flex justify-center gap-3">
        <Link to={paths.collection} className={buttonClasses('primary')}>
          {t('shell.browseCollection')}
        </Link>
        {missing ? null : (
          <Button variant="secondary" onClick={onRetry}>
            {t('common.tryAgain')}
          </Button>
        )}
      </div>
    </div>
  );
}

export function ProductPage() {
  const { productId = '' } = useParams();
  const { data: product, error, refetch } = useProduct(productId);
  useDocumentTitle(product?.name ?? (error ? 'Product not found' : 'Product'));

  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:pt-10">
      {product ? (
        <>
          {/* Keyed so the chosen weight and image reset when a related product is opened. */}
          <HydrateLater name="product-details">
            <ProductDetails key={product._id} product={product} onSoldOut={() => void refetch()} />
          </HydrateLater>
          <HydrateLater name="product-reviews">
            <ProductReviews product={product} />
          </HydrateLater>
          <HydrateLater name="product-related">
            <RelatedProducts product={product} />
          </HydrateLater>
        </>
      ) : error ? (
        <ProductError error={error} onRetry={() => void refetch()} />
      ) : (
        <ProductPageSkeleton />
      )}
    </div>
  );
}

export { ProductPage as Component };
