import { z } from 'zod';
import { productSchema } from './catalog.ts';
import { rankingLabels, rankingYears, TRENDING_LIMIT } from './insights-rules.ts';

export * from './insights-rules.ts';

/**
 * `POST /api/product/trending` (spec 2 §7: userId, purchasedItems, limit). The list is computed on the server from
 * the signed-in customer's paid orders: `userId` must be the token's own when given, `purchasedItems` is accepted for
 * the spec's client and ignored.
 */
export const trendingBodySchema = z.object({
  userId: z.string().max(100).optional(),
  purchasedItems: z.array(z.union([z.string().max(100), z.looseObject({ _id: z.string().max(100).optional() })]))
    .max(200, 'purchasedItems: at most 200 items').optional(),
  limit: z.number().int().min(1, 'limit must be 1 or more').max(TRENDING_LIMIT, `limit must be at most ${TRENDING_LIMIT}`)
    .default(TRENDING_LIMIT),
}).default({ limit: TRENDING_LIMIT });

export const trendingResponseSchema = z.object({ success: z.literal(true), products: z.array(productSchema) });

/** `GET /api/order/ranking?month=1..12&year=YYYY`: a year within the last four (this one included), Nairobi time. */
export const rankingQuerySchema = z.object({
  month: z.coerce.number().int().min(1, 'month must be 1 to 12').max(12, 'month must be 1 to 12'),
  year: z.coerce.number().int().refine((year) => rankingYears().includes(year), 'year must be one of the last 4 years'),
});

const rankingLabelSchema = z.enum(rankingLabels).nullable();

export const rankingOwnRowSchema = z.object({
  isYou: z.literal(true),
  position: z.number().int(),
  label: rankingLabelSchema,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  total: z.number(),
  orderCount: z.number().int(),
});

// Strict: a contact field added to another customer's row by mistake fails the response instead of reaching the browser.
export const rankingOtherRowSchema = z.strictObject({
  isYou: z.literal(false),
  position: z.number().int(),
  label: rankingLabelSchema,
  name: z.string(),
  totalAtLeast: z.number(),
});

export const rankingResponseSchema = z.object({
  success: z.literal(true),
  month: z.number().int(),
  year: z.number().int(),
  ranking: z.array(z.discriminatedUnion('isYou', [rankingOwnRowSchema, rankingOtherRowSchema])),
  you: rankingOwnRowSchema.nullable(),
});
