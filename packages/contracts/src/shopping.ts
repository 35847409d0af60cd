import { z } from 'zod';

const id = z.string().trim().min(1).max(100);
const weight = z.string().trim().min(1, 'Please select a weight').max(40);
const optionalUserId = z.string().max(100).optional();
const phone = z.string().trim().max(20).optional();

export const offerBodySchema = z.object({
  userId: optionalUserId,
  productId: id,
  weight,
  quantity: z.coerce.number().int().min(1).max(3).default(1),
  suggestedPrice: z.coerce.number({ error: 'Please enter a price' }),
  phone,
});

export const offerSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  weight: z.string(),
  quantity: z.number().int(),
  suggestedPrice: z.number(),
  /** `expired`: an accepted offer whose time ran out; a new offer may be made. */
  status: z.enum(['pending', 'accepted', 'rejected', 'expired']),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type Offer = z.infer<typeof offerSchema>;

export const waitlistCheckBodySchema = z.object({ userId: optionalUserId, productId: id, weight });
export const waitlistJoinBodySchema = z.object({
  userId: optionalUserId,
  productDetails: z.object({ productId: id, weight, quantity: z.coerce.number().int().min(1).max(3).default(1) }),
  phone,
});
export const waitlistEntrySchema = z.object({
  _id: z.string(),
  product: z.object({
    _id: z.string(),
    name: z.string(),
    price: z.number(),
    stock: z.record(z.string(), z.number().int()),
    image: z.object({ url: z.string(), fileId: z.string() }).nullable(),
  }),
  productDetails: z.object({ name: z.string() }),
  quantity: z.number().int(),
  weight: z.string(),
  status: z.enum(['pending', 'notified']),
  createdAt: z.string(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

export const favouritesMergeBodySchema = z.object({ productIds: z.array(id).max(200, 'At most 200 favourites at once') });

export const offerPriceSchema = z.object({
  _id: z.string(),
  /** The lowest price this customer pays across the product's weights. */
  price: z.number(),
  listPrice: z.number(),
  offerApplied: z.boolean(),
  /** The price per weight key (an accepted offer is for one weight). */
  prices: z.record(z.string(), z.number()),
});
export type OfferPrice = z.infer<typeof offerPriceSchema>;
