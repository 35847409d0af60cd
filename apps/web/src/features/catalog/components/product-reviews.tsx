import type { Product, ProductFeedback } from '@mitumba/contracts/plain';
import { Button } from '@/ui/button';
import { CustomerRating } from '@/ui/customer-rating';
import { StarRating } from '@/ui/star-rating';
import { useProductFeedback } from '../api/product-feedback';
import { useLingui, useT } from '@/i18n';

/** The shop's dates, the same on the server and in any browser: Nairobi's day. */
const dateFormat = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Africa/Nairobi' } as const;

function Review({ entry }: { entry: ProductFeedback }) {
  const t = useT();
  const { i18n } = useLingui();
  return (
    <li className="space-y-2 rounded-xl border border-ink-100 bg-white p-4">
      <StarRating filled={entry.rating} label={t('product.review.rated', { rating: entry.rating })} />
      <p className="text-base text-ink-800">{entry.text}</p>
      <p className="text-sm text-ink-600">
        {entry.author} · <time dateTime={entry.date}>{i18n.date(new Date(entry.date), dateFormat)}</time>
      </p>
    </li>
  );
}

/**
 * What customers wrote after their orders were delivered (decision 0033): newest first, a few, then more on request.
 * Nothing at all while nobody has written any.
 */
export function ProductReviews({ product }: { product: Product }) {
  const { data, hasNextPage, fetchNextPage, isFetchingNextPage } = useProductFeedback(product._id);
  const entries = data?.pages.flatMap((page) => page.feedback) ?? [];
  const t = useT();
  if (entries.length === 0) return null;

  return (
    <section id="reviews" aria-labelledby="reviews-title" className="mt-12 scroll-mt-24 space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="reviews-title" className="text-xl font-semibold text-ink-900">{t('catalog.reviews.title')}</h2>
        <CustomerRating rating={product.rating} size="page" />
      </div>
      <ul className="grid gap-3 md:grid-cols-2 lg:grid-cols-3">
        {entries.map((entry) => <Review key={entry._id} entry={entry} />)}
      </ul>
      {hasNextPage ? (
        <Button variant="secondary" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          {isFetchingNextPage ? t('catalog.reviews.loading') : t('catalog.reviews.more')}
        </Button>
      ) : null}
    </section>
  );
}
