import { centsToShillings, stockKey, validProductImages, type Category, type Product } from '@mitumba/contracts';
import type { ProductDetails, ProductRow, RatingRow } from './catalog.repo.ts';

function groupBy<T extends { productId: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.productId);
    if (group) group.push(row);
    else groups.set(row.productId, [row]);
  }
  return groups;
}

/** Customers' average to one decimal, with how many rated; none when nobody has. */
function toRating(row: RatingRow | undefined): Product['rating'] {
  return row && row.count > 0 ? { average: Math.round(row.average * 10) / 10, count: row.count } : null;
}

/** Shapes database rows into the spec's product (stock keyed by lower-cased weight, valid images only, customers' rating). */
export function toProductViews(rows: ProductRow[], { stock, images, ratings }: ProductDetails): Product[] {
  const stockByProduct = groupBy(stock);
  const imagesByProduct = groupBy(images);
  const ratingOf = new Map(ratings.map((rating) => [rating.productId, rating]));
  return rows.map((row) => {
    const stockMap: Record<string, number> = {};
    for (const weight of row.weights) stockMap[stockKey(weight)] = 0;
    for (const entry of stockByProduct.get(row.id) ?? []) stockMap[entry.weight] = entry.quantity;
    return {
      _id: row.id,
      name: row.name,
      description: row.description,
      price: centsToShillings(row.priceCents),
      stock: stockMap,
      category: row.category as Category,
      subCategory: row.subCategory,
      label: row.label,
      banner: row.banner,
      bestseller: row.bestseller,
      weights: row.weights,
      image: validProductImages(imagesByProduct.get(row.id) ?? []).map(({ url, fileId }) => ({ url, fileId })),
      code: row.code,
      date: row.createdAt.toISOString(),
      rating: toRating(ratingOf.get(row.id)),
    };
  });
}
