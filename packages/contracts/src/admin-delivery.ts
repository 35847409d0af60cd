import { z } from 'zod';
import { DELIVERY_ETA_DAYS_MAX, DELIVERY_FEE_MAX, deliveryKinds } from './delivery-rules.ts';
import { countySchema } from './delivery.ts';

/** The back office's delivery options (/admin/delivery-options): list by county, create, edit, switch on or off. */

export const adminDeliveryMessages = {
  name: 'The name is required (up to 80 characters)',
  place: 'A pickup point needs its place (up to 160 characters)',
  fee: `The fee is a whole number of Ksh from 0 to ${DELIVERY_FEE_MAX.toLocaleString('en-KE')}`,
  etaDays: `The days are a whole number from 0 to ${DELIVERY_ETA_DAYS_MAX}`,
  notFound: 'Delivery option not found',
} as const;

const fee = z.number({ error: adminDeliveryMessages.fee }).int(adminDeliveryMessages.fee).min(0, adminDeliveryMessages.fee).max(DELIVERY_FEE_MAX, adminDeliveryMessages.fee);
const etaDays = z.number({ error: adminDeliveryMessages.etaDays }).int(adminDeliveryMessages.etaDays).min(0, adminDeliveryMessages.etaDays).max(DELIVERY_ETA_DAYS_MAX, adminDeliveryMessages.etaDays);
const name = z.string({ error: adminDeliveryMessages.name }).trim().min(1, adminDeliveryMessages.name).max(80, adminDeliveryMessages.name);
const optionalText = (max: number, message: string) => z.string({ error: message }).trim().max(max, message).nullable().optional();

export const adminDeliveryOptionSchema = z.object({
  id: z.string(),
  county: z.string(),
  kind: z.enum(deliveryKinds),
  name: z.string(),
  place: z.string().nullable(),
  openingHours: z.string().nullable(),
  fee: z.number(),
  etaDays: z.number().int(),
  enabled: z.boolean(),
  updatedAt: z.string(),
});
export type AdminDeliveryOption = z.infer<typeof adminDeliveryOptionSchema>;

/** GET /api/admin/delivery-options: every option (on and off), by county and kind; one county when given. */
export const adminDeliveryListQuerySchema = z.object({ county: countySchema.optional() });
export const adminDeliveryListResponseSchema = z.object({ success: z.literal(true), options: z.array(adminDeliveryOptionSchema) });
export type AdminDeliveryListResponse = z.infer<typeof adminDeliveryListResponseSchema>;

const fields = {
  name,
  place: optionalText(160, adminDeliveryMessages.place),
  openingHours: optionalText(120, 'Opening hours are up to 120 characters'),
  fee,
  etaDays,
  enabled: z.boolean().optional(),
};

/** POST /api/admin/delivery-options: a pickup point needs its place. */
export const adminCreateDeliveryBodySchema = z.object({ county: countySchema, kind: z.enum(deliveryKinds, { error: 'Choose pickup point or door delivery' }), ...fields })
  .refine((body) => body.kind !== 'pickup' || Boolean(body.place), { message: adminDeliveryMessages.place, path: ['place'] });
export type AdminCreateDeliveryBody = z.input<typeof adminCreateDeliveryBodySchema>;

/** PATCH /api/admin/delivery-options/{optionId}: any of the fields, e.g. `{ enabled: false }` to switch it off. */
export const adminUpdateDeliveryBodySchema = z.object(fields).partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'Change at least one field' });
export type AdminUpdateDeliveryBody = z.input<typeof adminUpdateDeliveryBodySchema>;

export const adminDeliveryParamsSchema = z.object({ optionId: z.uuid({ error: 'optionId must be a delivery option id' }) });
export const adminDeliveryResponseSchema = z.object({ success: z.literal(true), message: z.string(), option: adminDeliveryOptionSchema });
export type AdminDeliveryResponse = z.infer<typeof adminDeliveryResponseSchema>;
