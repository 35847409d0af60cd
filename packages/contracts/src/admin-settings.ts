import { z } from 'zod';
import { ADMIN_REASON_MAX, adminMessages } from './admin-rules.ts';
import { pointsRateSchema } from './loyalty.ts';
import { isMethodOrder, paymentMethodIds } from './payment-methods.ts';
import { whatsAppNumberSchema } from './shop-contact.ts';

/** The shop's payment settings (/admin/settings), and the public deposit settings the checkout reads. */

/** How a deposit or an order's balance may be paid (spec 2 §Deposit sub-methods). */
export const depositMethodIds = ['mpesa', 'lipia', 'tinypesa', 'bank', 'pesaflux', 'paystack', 'cash'] as const;
export type DepositMethodId = (typeof depositMethodIds)[number];

const percent = (label: string) => {
  const message = `${label} must be a whole percent from 1 to 100`;
  return z.number({ error: message }).int(message).min(1, message).max(100, message);
};
const text = (label: string, max: number) => z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label}: at most ${max} characters`);

export const METHOD_ORDER_MESSAGE = 'The order of payment methods must list each payment method exactly once';
/** The order the checkout lists the methods in: a permutation of every known method (decision 0035). */
export const methodOrderSchema = z.array(z.enum(paymentMethodIds, { error: 'Unknown payment method' }), { error: METHOD_ORDER_MESSAGE })
  .refine(isMethodOrder, METHOD_ORDER_MESSAGE);

export const shopSettingsSchema = z.object({
  enabledMethods: z.array(z.enum(paymentMethodIds, { error: 'Unknown payment method' })).max(paymentMethodIds.length)
    .refine((methods) => methods.length > 0, 'Enable at least one payment method'),
  depositMethods: z.array(z.enum(depositMethodIds, { error: 'Unknown deposit method' })).max(depositMethodIds.length),
  minDepositRegular: percent('The regular minimum deposit'),
  minDepositNewUser: percent("A new customer's minimum deposit"),
  bankName: text('The bank name', 80),
  paybill: z.string({ error: 'The paybill is required' }).trim().regex(/^\d{5,10}$/, 'The paybill is 5 to 10 digits'),
  accountNumber: text('The account number', 40),
  accountName: text('The account name', 80),
  methodOrder: methodOrderSchema,
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

/** What /admin/settings edits: the payment settings, the loyalty points a paid order earns per full Ksh 100, the shop's WhatsApp number. */
export const adminShopSettingsSchema = shopSettingsSchema.extend({ pointsPerHundredShillings: pointsRateSchema, whatsAppNumber: z.string() });
export type AdminShopSettings = z.infer<typeof adminShopSettingsSchema>;

/**
 * PUT /api/admin/settings: the whole settings, and an optional note kept in the audit log. A body without the
 * points rate (a client written before it) leaves the rate as it is.
 */
export const adminSettingsBodySchema = shopSettingsSchema.extend({
  /** A body without it (written before it) keeps the saved order. */
  methodOrder: methodOrderSchema.optional(),
  pointsPerHundredShillings: pointsRateSchema.optional(),
  /** A body without it (written before it) keeps the saved number. */
  whatsAppNumber: whatsAppNumberSchema.optional(),
  reason: z.string().trim().max(ADMIN_REASON_MAX, adminMessages.reasonTooLong).optional(),
});
export type AdminSettingsBody = z.infer<typeof adminSettingsBodySchema>;

/** Whether the shop can take a method at all (a provider is configured, or it is settled face to face). */
export const methodAvailabilitySchema = z.object({ id: z.enum(paymentMethodIds), label: z.string(), available: z.boolean() });

export const adminSettingsResponseSchema = z.object({
  success: z.literal(true),
  settings: adminShopSettingsSchema,
  /** null until the owner first saves (the defaults are served). */
  updatedAt: z.string().nullable(),
  methods: z.array(methodAvailabilitySchema),
  depositMethodsAvailable: z.array(z.object({ id: z.enum(depositMethodIds), available: z.boolean() })),
});
export type AdminSettingsResponse = z.infer<typeof adminSettingsResponseSchema>;

/** GET /api/order/deposit/settings (spec 2 §7: success, settings). */
export const depositSettingsResponseSchema = z.object({
  success: z.literal(true),
  settings: z.object({ minDepositRegular: z.number(), minDepositNewUser: z.number() }),
});
export type DepositSettingsResponse = z.infer<typeof depositSettingsResponseSchema>;
