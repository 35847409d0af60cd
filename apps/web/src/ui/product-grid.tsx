import { useId, type ReactNode } from 'react';
import type { Product } from '@mitumba/contracts/plain';
import { cn } from '@/lib/cn';
import { ProductCard, ProductCardSkeleton } from './product-card';
import { useT } from '@/i18n';
import { HydrateLater } from '@/platform/hydrate-later';

const GRID = 'grid grid-cols-2 gap-x-3 gap-y-6 sm:grid-cols-3 sm:gap-x-4 md:grid-cols-4 lg:grid-cols-5';

export function ProductGrid({ children, className }: { children: ReactNode; className?: string }) {
  return <ul className={cn(GRID, className)}>{children}</ul>;
}

/**
 * A grid of cards; the first `eager` cards load their images eagerly. On a server-rendered page each card is
 * hydrated in a task of its own (a grid of twenty is too long a task for a phone in one piece).
 */
export function ProductCardList({ products, eager = 0 }: { products: readonly Product[]; eager?: number }) {
  const list = useId();
  return (
    <ProductGrid>
      {products.map((product, index) => (
        <li key={product._id}>
          <HydrateLater name={`${list}-${product._id}`}>
            <ProductCard product={product} priority={index < eager} />
          </HydrateLater>
        </li>
      ))}
    </ProductGrid>
  );
}

export function ProductGridSkeleton({ count, label }: { count: number; label?: string }) {
  const t = useT();
  return (
    <div role="status" aria-label={label ?? t('product.grid.loading')}>
      <ProductGrid>
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ProductGrid>
    </div>
  );
}
