import { z } from 'zod';

const productId = z.string().trim().min(1, 'itemId is required').max(100);
const weight = z.string().trim().min(1, 'Select Product Weight').max(40);

export const cartAddBodySchema = z.object({ userId: z.string().max(100).optional(), itemId: productId, weight });

/** The spec sends the weight as `model`; `weight` is accepted too. */
export const cartUpdateBodySchema = z
  .object({
    userId: z.string().max(100).optional(),
    itemId: productId,
    model: weight.optional(),
    weight: weight.optional(),
    quantity: z.coerce.number({ error: 'quantity must be a number' }).int('quantity must be a whole number').max(1000),
  })
  .refine((body) => body.model ?? body.weight, { message: 'Select Product Weight', path: ['model'] })
  .transform(({ model, weight: given, ...rest }) => ({ ...rest, weight: (model ?? given) as string }));

/** productId → weight (lower-cased) → quantity, as spec 1 §3 describes the cart. */
export const cartDataSchema = z.record(z.string(), z.record(z.string(), z.number().int()));
export type CartData = z.infer<typeof cartDataSchema>;

export const cartLineSchema = z.object({
  productId: z.string(),
  name: z.string(),
  code: z.string(),
  weight: z.string(),
  quantity: z.number().int(),
  available: z.number().int(),
  unitPrice: z.number(),
  listPrice: z.number(),
  offerApplied: z.boolean(),
  /** Units priced at the accepted offer (it covers the offer's quantity); the rest are at the list price. */
  offerQuantity: z.number().int().optional(),
  lineTotal: z.number(),
  image: z.object({ url: z.string(), fileId: z.string() }).nullable(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSummarySchema = z.object({
  itemCount: z.number().int(),
  subtotal: z.number(),
  deliveryFee: z.number(),
  discount: z.number(),
  total: z.number(),
});
export type CartSummary = z.infer<typeof cartSummarySchema>;

export const cartResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  cartData: cartDataSchema,
  items: z.array(cartLineSchema),
  summary: cartSummarySchema,
  /** What changed while checking the cart against current stock, in the shopper's words. */
  notices: z.array(z.string()),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;
