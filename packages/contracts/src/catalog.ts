import { z } from 'zod';
import { categories, productSorts } from './catalog-constants.ts';
import { PRODUCT_PAGE_SIZE, PRODUCT_PAGE_SIZE_MAX, SUGGESTIONS_MAX } from './limits.ts';

export const categorySchema = z.enum(categories);
export const productSortSchema = z.enum(productSorts);

export const productImageSchema = z.object({ url: z.string(), fileId: z.string() });
export type ProductImage = z.infer<typeof productImageSchema>;

/**
 * What customers said of a product: the average of the quality ratings given on delivered orders that held it (one
 * decimal) and how many there are. A product nobody has rated has none (`null`): no stars are shown.
 */
export const productRatingSchema = z.object({ average: z.number().min(1).max(5), count: z.number().int().min(1) });
export type ProductRating = z.infer<typeof productRatingSchema>;

/** A product as the spec's `GET /api/product/list` returns it. `price` is in whole shillings. */
export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  stock: z.record(z.string(), z.number().int()),
  category: categorySchema,
  subCategory: z.string(),
  label: z.string(),
  banner: z.string(),
  bestseller: z.boolean(),
  weights: z.array(z.string()),
  image: z.array(productImageSchema),
  code: z.string(),
  date: z.string(),
  rating: productRatingSchema.nullable(),
});
export type Product = z.infer<typeof productSchema>;

/** Comma-separated list in a query string, e.g. `labels=Nike,Zara`. */
const csv = z
  .string()
  .max(2000)
  .transform((value) => value.split(',').map((part) => part.trim()).filter(Boolean));

export const productListQuerySchema = z.object({
  userId: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1, 'page must be 1 or more').max(10_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be 1 or more')
    .max(PRODUCT_PAGE_SIZE_MAX, `limit must be at most ${PRODUCT_PAGE_SIZE_MAX}`)
    .default(PRODUCT_PAGE_SIZE),
  search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
  category: csv.pipe(z.array(z.enum(categories, { error: 'category must be Men, Ladies or Kids' }))).optional(),
  subCategory: z.string().trim().max(60).optional(),
  labels: csv.pipe(z.array(z.string().max(60)).max(50)).optional(),
  bestseller: z.enum(['true', 'false']).transform((value) => value === 'true').optional(),
  exclude: z.uuid('exclude must be a product id').optional(),
  /** Only these products (a visitor's favourites, say), at most 100. */
  ids: csv.pipe(z.array(z.uuid('ids must be product ids')).max(100, 'At most 100 ids at once')).optional(),
  sort: productSortSchema.default('newest'),
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;

export const productListResponseSchema = z.object({
  success: z.literal(true),
  products: z.array(productSchema),
  page: z.number().int(),
  limit: z.number().int(),
  /** Products matching the filters, counted on page 1 only (later pages answer null: the client has it already). */
  total: z.number().int().nullable(),
  hasMore: z.boolean(),
  /**
   * With a search only: `contains` when names containing the text were found, `similar` when none did and the list
   * holds names with similar words instead (a typo: "jaens"), closest first.
   */
  match: z.enum(['contains', 'similar']).optional(),
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

/** `GET /api/product/suggest?q=`: what the search box offers while the shopper types. */
export const productSuggestQuerySchema = z.object({
  q: z.string().trim().min(1, 'q must not be empty').max(60, 'q must be at most 60 characters'),
});

export const searchSuggestionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('product'), text: z.string(), productId: z.string() }),
  z.object({ kind: z.literal('category'), text: categorySchema }),
  z.object({ kind: z.literal('label'), text: z.string() }),
]);
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

export const productSuggestResponseSchema = z.object({
  success: z.literal(true),
  suggestions: z.array(searchSuggestionSchema).max(SUGGESTIONS_MAX),
});
export type ProductSuggestResponse = z.infer<typeof productSuggestResponseSchema>;

export const productResponseSchema = z.object({ success: z.literal(true), product: productSchema });
export type ProductResponse = z.infer<typeof productResponseSchema>;

export const catalogFacetsResponseSchema = z.object({
  success: z.literal(true),
  labels: z.array(z.string()),
  categories: z.array(z.object({ name: categorySchema, subCategories: z.array(z.string()) })),
});
export type CatalogFacetsResponse = z.infer<typeof catalogFacetsResponseSchema>;

export const bannerSchema = z.object({ _id: z.string(), imageUrl: z.string(), label: z.string() });
export type Banner = z.infer<typeof bannerSchema>;
export const bannerListResponseSchema = z.object({ success: z.literal(true), data: z.array(bannerSchema) });
export type BannerListResponse = z.infer<typeof bannerListResponseSchema>;

/** `GET /api/product/{id}/feedback`: newest first, `limit` of them after the first `offset`. */
export const productFeedbackQuerySchema = z.object({
  offset: z.coerce.number().int().min(0, 'offset must be 0 or more').max(10_000).default(0),
  limit: z.coerce.number().int().min(1, 'limit must be 1 or more').max(20, 'limit must be at most 20').default(3),
});

/** One customer's words on a product: only what they wrote, their quality rating, and who (first name, last initial). */
export const productFeedbackSchema = z.object({
  _id: z.string(),
  text: z.string(),
  rating: z.number().int().min(1).max(5),
  author: z.string(),
  date: z.string(),
});
export type ProductFeedback = z.infer<typeof productFeedbackSchema>;

export const productFeedbackResponseSchema = z.object({
  success: z.literal(true),
  feedback: z.array(productFeedbackSchema),
  hasMore: z.boolean(),
});
export type ProductFeedbackResponse = z.infer<typeof productFeedbackResponseSchema>;
