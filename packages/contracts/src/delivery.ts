import { z } from 'zod';
import { DELIVERY_MESSAGES, countyOf, deliveryKinds } from './delivery-rules.ts';

/** The delivery calls' schemas (decision 0044); the counties, messages and labels are in delivery-rules.ts. */

export const countySchema = z.string({ error: DELIVERY_MESSAGES.county }).transform((name, context) => {
  const county = countyOf(name);
  if (!county) context.addIssue({ code: 'custom', message: DELIVERY_MESSAGES.county });
  return county ?? z.NEVER;
});

/** GET /api/delivery/options?county=Mombasa */
export const deliveryOptionsQuerySchema = z.object({ county: countySchema });

/** One option as the checkout shows it: fee in whole shillings (0 is free), `etaDays` the most days it takes. */
export const deliveryOptionSchema = z.object({
  id: z.string(),
  kind: z.enum(deliveryKinds),
  name: z.string(),
  place: z.string().optional(),
  openingHours: z.string().optional(),
  fee: z.number(),
  etaDays: z.number().int(),
});
export type DeliveryOption = z.infer<typeof deliveryOptionSchema>;

export const deliveryOptionsResponseSchema = z.object({ success: z.literal(true), options: z.array(deliveryOptionSchema) });
export type DeliveryOptionsResponse = z.infer<typeof deliveryOptionsResponseSchema>;

/** The option an order was placed with, as it was then (later edits of the option do not change it). */
export const orderDeliverySchema = z.object({
  kind: z.enum(deliveryKinds),
  name: z.string(),
  place: z.string().optional(),
  openingHours: z.string().optional(),
  etaDays: z.number().int(),
});
export type OrderDelivery = z.infer<typeof orderDeliverySchema>;

/** The chosen option's id, sent with every placement (all methods, deposits, hybrid). */
export const deliveryOptionIdSchema = z.uuid({ error: DELIVERY_MESSAGES.unavailable }).optional();
