import { z } from 'zod';
import { normalisePhone } from './phone.ts';

/** The shop's WhatsApp number (decision 0045): set in /admin/settings, read by the storefront's WhatsApp buttons. */

export const WHATSAPP_NUMBER_MESSAGE = 'The WhatsApp number is a Kenyan mobile number: 07… or +2547…';
/** As typed (07…, +254…, with spaces or dashes), kept as +254XXXXXXXXX. */
export const whatsAppNumberSchema = z.string({ error: WHATSAPP_NUMBER_MESSAGE }).trim()
  .refine((typed) => normalisePhone(typed) !== null, WHATSAPP_NUMBER_MESSAGE)
  .transform((typed) => normalisePhone(typed) ?? typed);

/** GET /api/shop/contact: public, the number the storefront's "Ask on WhatsApp" buttons write to (+254…). */
export const shopContactResponseSchema = z.object({ success: z.literal(true), whatsApp: z.string() });
export type ShopContactResponse = z.infer<typeof shopContactResponseSchema>;
