import { Link } from 'react-router';
import type { Product } from '@mitumba/contracts/plain';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button, buttonClasses } from '@/ui/button';
import { Heart, ShoppingBag } from '@/ui/icons';
import { ProductCard } from '@/ui/product-card';
import { ProductGrid, ProductGridSkeleton } from '@/ui/product-grid';
import { FavouriteToggle } from '../components/favourite-toggle';
import { useAddAvailable } from '../use-add-available';
import { useFavouriteProducts } from '../use-favourite-products';
import { useT } from '@/i18n';

function AddAvailableBar({ products }: { products: readonly Product[] }) {
  const { run, busy, availableCount } = useAddAvailable(products);
  const t = useT();
  return (
    <div className="mb-8 flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
      <p className="text-sm text-ink-600">
        {availableCount > 0
          ? t('favourites.inStock', { available: availableCount, count: products.length })
          : t('favourites.noneInStock')}
      </p>
      <Button size="lg" className="w-full sm:w-auto" disabled={busy || availableCount === 0} onClick={() => void run()}>
        <ShoppingBag aria-hidden="true" className="size-4" />
        {busy ? t('favourites.adding') : t('favourites.addAvailable')}
      </Button>
    </div>
  );
}

function NoFavourites() {
  const t = useT();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center rounded-3xl border border-ink-200 px-6 py-12 text-center">
      <span className="mb-4 inline-flex size-14 items-center justify-center rounded-full bg-danger-50 text-danger-600">
        <Heart aria-hidden="true" className="size-6" />
      </span>
      <p className="text-ink-700">{t('favourites.empty')}</p>
      <Link to={paths.collection} className={buttonClasses('primary', 'lg', 'mt-6')}>
        {t('shell.browseCollection')}
      </Link>
    </div>
  );
}

/** /favorites: the favourite products with their hearts, and one button to put every available one in the cart. */
export function FavouritesPage() {
  const t = useT();
  useDocumentTitle(t('favourites.title'));
  const { products, isPending, isError, refetch } = useFavouriteProducts();

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-10">
      <h1 className="mb-6 text-2xl font-semibold text-ink-900 sm:text-3xl">{t('favourites.title')}</h1>
      {isError ? (
        <div role="alert" className="rounded-2xl border border-ink-200 p-6 text-center">
          <p className="text-ink-700">{t('favourites.loadFailed')}</p>
          <Button variant="secondary" className="mt-4" onClick={refetch}>
            {t('common.tryAgain')}
          </Button>
        </div>
      ) : isPending && products.length === 0 ? (
        <ProductGridSkeleton count={5} label={t('favourites.loading')} />
      ) : products.length === 0 ? (
        <NoFavourites />
      ) : (
        <>
          <AddAvailableBar products={products} />
          <ProductGrid>
            {products.map((product, index) => (
              <li key={product._id}>
                <ProductCard
                  product={product}
                  priority={index < 2}
                  soldOutOverlay
                  action={<FavouriteToggle productId={product._id} productName={product.name} variant="floating" />}
                />
              </li>
            ))}
          </ProductGrid>
        </>
      )}
    </div>
  );
}

export { FavouritesPage as Component };
