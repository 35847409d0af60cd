import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { hasBanner, totalStock, validProductImages, type Product } from '@mitumba/contracts/plain';
import { paths } from '@/lib/paths';
import { Shirt } from './icons';
import { ResponsiveImage } from './responsive-image';
import { CustomerRating } from './customer-rating';
import { Ribbon } from './ribbon';
import { Skeleton } from './skeleton';
import { StockBadge } from './stock-badge';
import { useMoney, useT } from '@/i18n';

/** Grid cells: 2 columns on phones, then 3, 4, 5 (spec 1 §2 Home). */
export const PRODUCT_CARD_SIZES = '(min-width: 1280px) 20vw, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';

interface ProductCardProps {
  product: Product;
  /** Cards in the first visible row load eagerly. */
  priority?: boolean;
  /** A control over the picture's top-right corner, outside the link (e.g. the favourite heart). */
  action?: ReactNode;
  /** Lays 'Out of Stock' over the picture of a sold-out product (the favourites grid). */
  soldOutOverlay?: boolean;
}

export function ProductCard({ product, priority = false, action, soldOutOverlay = false }: ProductCardProps) {
  const image = validProductImages(product.image)[0];
  const inStock = totalStock(product.stock) > 0;
  const t = useT();
  const money = useMoney();

  return (
    <article className="group relative">
      <Link
        to={paths.product(product._id)}
        onClick={() => window.scrollTo({ top: 0 })}
        className="block rounded-xl focus-visible:outline-offset-4"
      >
        <div className="relative aspect-[4/5] overflow-hidden rounded-xl bg-ink-100">
          {image ? (
            <ResponsiveImage
              url={image.url}
              alt={product.name}
              width={640}
              height={800}
              sizes={PRODUCT_CARD_SIZES}
              priority={priority}
              className="size-full object-cover transition-transform duration-300 motion-safe:group-hover:scale-105"
            />
          ) : (
            <div data-testid="image-placeholder" className="flex size-full items-center justify-center text-ink-400">
              <Shirt aria-hidden="true" className="size-12" strokeWidth={1.25} />
            </div>
          )}
          {inStock && hasBanner(product.banner) ? (
            <Ribbon banner={product.banner} className="absolute top-2 left-2 shadow-sm" />
          ) : null}
          {soldOutOverlay && !inStock ? (
            <div className="absolute inset-0 flex items-center justify-center bg-white/55">
              <span className="rounded-full bg-ink-900 px-3 py-1.5 text-sm font-semibold text-white">
                {t('product.stock.outBadge')}
              </span>
            </div>
          ) : null}
        </div>
        <div className="space-y-1 px-0.5 pt-3">
          <h3 className="line-clamp-2 text-sm font-medium text-ink-900 group-hover:underline">{product.name}</h3>
          <p className="text-xs text-ink-500">{product.code || product._id}</p>
          <p className="text-base font-semibold text-ink-900">{money.price(product.price)}</p>
          <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
            {soldOutOverlay && !inStock ? null : <StockBadge inStock={inStock} />}
            {inStock ? <CustomerRating rating={product.rating} /> : null}
          </div>
        </div>
      </Link>
      {action ? <div className="absolute top-2 right-2">{action}</div> : null}
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true">
      <Skeleton className="aspect-[4/5] rounded-xl" />
      <div className="space-y-2 pt-3">
        <Skeleton className="h-4 w-4/5" />
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    </div>
  );
}
