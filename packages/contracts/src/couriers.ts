import { z } from 'zod';
import { adminNoteSchema } from './admin-orders.ts';
import { TRACKING_NUMBER_MAX, TRACKING_NUMBER_PATTERN, isTrackingPattern, trackingMessages } from './delivery-progress.ts';

/** The shop's couriers (/admin/couriers), dispatching with one, and an order ready for collection (decision 0045). */

export const COURIER_NAME_MAX = 40;
export const COURIER_PATTERN_MAX = 300;
export const COLLECTION_PLACE_MAX = 160;
/** How far ahead a collection may be held. */
export const COLLECT_BY_MAX_DAYS = 60;

export const courierSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** With `{tracking}` where the tracking number goes; null: no tracking page (e.g. the shop's own rider). */
  trackingUrlPattern: z.string().nullable(),
  enabled: z.boolean(),
});
export type Courier = z.infer<typeof courierSchema>;

const courierName = z.string({ error: 'The courier\'s name is required' }).trim()
  .min(1, 'The courier\'s name is required').max(COURIER_NAME_MAX, `The name: at most ${COURIER_NAME_MAX} characters`);
/** Empty (no tracking page) becomes null. */
const trackingPattern = z.string({ error: trackingMessages.patternInvalid }).trim().max(COURIER_PATTERN_MAX, trackingMessages.patternInvalid)
  .refine((pattern) => pattern === '' || isTrackingPattern(pattern), trackingMessages.patternInvalid)
  .transform((pattern) => pattern || null);
const enabled = z.boolean({ error: 'enabled must be true or false' });

export const adminCourierBodySchema = z.object({ name: courierName, trackingUrlPattern: trackingPattern, enabled: enabled.optional() });
export type AdminCourierBody = z.input<typeof adminCourierBodySchema>;

export const adminCourierUpdateBodySchema = z.object({
  name: courierName.optional(), trackingUrlPattern: trackingPattern.optional(), enabled: enabled.optional(),
}).refine((body) => Object.values(body).some((value) => value !== undefined), { error: 'Nothing to change' });
export type AdminCourierUpdateBody = z.input<typeof adminCourierUpdateBodySchema>;

export const adminCourierParamsSchema = z.object({ courierId: z.uuid({ error: 'courierId must be a courier id' }) });

export const adminCourierListResponseSchema = z.object({ success: z.literal(true), couriers: z.array(courierSchema) });
export type AdminCourierListResponse = z.infer<typeof adminCourierListResponseSchema>;
export const adminCourierResponseSchema = z.object({ success: z.literal(true), message: z.string(), courier: courierSchema });
export type AdminCourierResponse = z.infer<typeof adminCourierResponseSchema>;

/** POST /api/admin/orders/:orderId/dispatch: the courier (an enabled one from the list), its tracking number, a note. */
export const adminDispatchBodySchema = z.object({
  courier: z.uuid({ error: trackingMessages.chooseCourier }),
  trackingNumber: z.string({ error: trackingMessages.numberRequired }).trim().min(1, trackingMessages.numberRequired)
    .max(TRACKING_NUMBER_MAX, trackingMessages.numberInvalid).regex(TRACKING_NUMBER_PATTERN, trackingMessages.numberInvalid),
  reason: adminNoteSchema,
});
export type AdminDispatchBody = z.input<typeof adminDispatchBodySchema>;

/** POST /api/admin/orders/:orderId/ready-for-collection: where it waits and the last day to collect it (YYYY-MM-DD). */
export const adminReadyForCollectionBodySchema = z.object({
  place: z.string({ error: 'Say where the order can be collected' }).trim().min(1, 'Say where the order can be collected')
    .max(COLLECTION_PLACE_MAX, `The place: at most ${COLLECTION_PLACE_MAX} characters`),
  collectBy: z.iso.date({ error: 'Give the last day to collect it' }),
  reason: adminNoteSchema,
});
export type AdminReadyForCollectionBody = z.input<typeof adminReadyForCollectionBodySchema>;
