import { filledStars, type ProductRating } from '@mitumba/contracts/plain';
import { cn } from '@/lib/cn';
import { StarRating } from './star-rating';
import { useT, wholeNumber } from '@/i18n';

interface CustomerRatingProps {
  /** Customers' average and count; null (nobody rated it yet) shows nothing at all. */
  rating: ProductRating | null;
  /** A card shows '4.3 (7)'; the product page '4.3 · 7 ratings'. */
  size?: 'card' | 'page';
  className?: string;
}

/** What customers rated a product (decision 0033): stars for the average, the average itself and how many rated. */
export function CustomerRating({ rating, size = 'card', className }: CustomerRatingProps) {
  const t = useT();
  if (!rating) return null;
  const average = rating.average.toFixed(1);
  return (
    <span className={cn('inline-flex items-center gap-1.5', className)} data-testid="customer-rating">
      <StarRating
        filled={filledStars(rating.average)}
        label={t('product.rating.label', { average, count: rating.count, shown: wholeNumber(rating.count) })}
        starClassName={size === 'page' ? 'size-4' : 'size-3.5'}
      />
      <span aria-hidden="true" className={cn('text-ink-600', size === 'page' ? 'text-sm' : 'text-xs')}>
        {size === 'page' ? t('product.rating.page', { average, count: rating.count, shown: wholeNumber(rating.count) }) : `${average} (${rating.count})`}
      </span>
    </span>
  );
}
