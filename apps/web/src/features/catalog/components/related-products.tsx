import { RELATED_PRODUCTS, type Product } from '@mitumba/contracts/plain';
import { ProductCardList, ProductGridSkeleton } from '@/ui/product-grid';
import { SectionTitle } from '@/ui/section-title';
import { useProductList } from '../api/list-products';

/** Up to 5 products of the same category and subCategory, without this one. */
export function RelatedProducts({ product }: { product: Product }) {
  const { data, isPending } = useProductList({
    category: [product.category],
    subCategory: product.subCategory,
    limit: RELATED_PRODUCTS,
    exclude: product._id,
  });

  if (!isPending && (!data || data.length === 0)) return null;

  return (
    <section aria-labelledby="related-title" className="mt-16">
      <SectionTitle id="related-title" lead="Related" strong="Products" />
      {data ? <ProductCardList products={data} /> : <ProductGridSkeleton count={RELATED_PRODUCTS} />}
    </section>
  );
}
