import { useProductList, type ProductListParams } from '@/features/catalog';
import { Button } from '@/ui/button';
import { ProductCardList, ProductGridSkeleton } from '@/ui/product-grid';
import { SectionTitle } from '@/ui/section-title';
import { useT, type MessageId } from '@/i18n';

interface ProductSectionProps {
  id: string;
  lead: MessageId;
  strong: MessageId;
  blurb: MessageId;
  params: ProductListParams & { limit: number };
  eager?: number;
}

/** A titled grid of the first N products of a list (Latest Collections, Best Sellers). */
export function ProductSection({ id, lead, strong, blurb, params, eager = 0 }: ProductSectionProps) {
  const { data, error, isPending, refetch } = useProductList(params);
  const t = useT();

  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 pt-16 sm:px-6">
      <SectionTitle id={id} lead={t(lead)} strong={t(strong)}>
        {t(blurb)}
      </SectionTitle>
      {isPending ? (
        <ProductGridSkeleton count={params.limit} />
      ) : error ? (
        <div role="alert" className="text-center text-ink-600">
          <p>{error.message}</p>
          <Button variant="secondary" className="mt-4" onClick={() => void refetch()}>
            {t('common.tryAgain')}
          </Button>
        </div>
      ) : data.length === 0 ? (
        <p className="text-center text-ink-600">{t('home.section.empty')}</p>
      ) : (
        <ProductCardList products={data} eager={eager} />
      )}
    </section>
  );
}
