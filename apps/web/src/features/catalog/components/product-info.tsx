import type { ReactNode } from 'react';
import {
  hasBanner,
  stockForWeight,
  totalStock,
  type Product,
} from '@mitumba/contracts/plain';
import { Ribbon } from '@/ui/ribbon';
import { CustomerRating } from '@/ui/customer-rating';
import { StockBadge } from '@/ui/stock-badge';
import { useMoney, useT } from '@/i18n';
import { lowStockNote } from '@/ui/product-words';

interface ProductInfoProps {
  product: Product;
  weight: string | null;
  /** The lower price an accepted offer gives this customer (the list price is then struck through). */
  offerPrice?: number;
  /** Shown beside the name (the favourite heart). */
  action?: ReactNode;
}

/** Name, customers' rating (none until someone rates it), price, stock and description. */
export function ProductInfo({ product, weight, offerPrice, action }: ProductInfoProps) {
  const available = weight ? stockForWeight(product.stock, weight) : totalStock(product.stock);
  const t = useT();
  const money = useMoney();
  const hint = weight && available > 0 ? lowStockNote(t, available) : null;

  return (
    <div className="space-y-3">
      <div className="flex items-start justify-between gap-4">
        <div className="space-y-2">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-medium tracking-widest text-ink-500 uppercase">
            {hasBanner(product.banner) ? <Ribbon banner={product.banner} className="tracking-wide" /> : null}
            <span>
              {product.category} · {product.subCategory}
              {product.label ? ` · ${product.label}` : ''}
            </span>
          </p>
          <h1 className="text-2xl font-semibold text-ink-900 sm:text-3xl">{product.name}</h1>
        </div>
        {action}
      </div>
      {product.rating ? (
        <a href="#reviews" className="inline-flex rounded-md hover:underline">
          <CustomerRating rating={product.rating} size="page" />
        </a>
      ) : null}
      {offerPrice === undefined ? (
        <p className="text-3xl font-semibold text-ink-900">{money.price(product.price)}</p>
      ) : (
        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1" data-testid="offer-price">
          <span className="text-3xl font-semibold text-success-700">{money.price(offerPrice)}</span>
          <span className="sr-only">{t('catalog.product.insteadOf')}</span>
          <s className="text-xl text-ink-500">{money.price(product.price)}</s>
          <span className="rounded-md bg-success-50 px-2 py-0.5 text-xs font-semibold text-success-700">{t('catalog.product.offerPrice')}</span>
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <StockBadge inStock={available > 0} className="text-sm" />
        {hint ? <span className="text-sm font-medium text-orange-700">{hint}</span> : null}
        <span className="text-xs text-ink-500">{t('catalog.product.code', { code: product.code || product._id })}</span>
      </div>
      <p className="text-base leading-relaxed whitespace-pre-line text-ink-600">{product.description}</p>
    </div>
  );
}
