import { z } from 'zod';
import { LANGUAGES } from './languages.ts';
import { OTP_LENGTH, PASSWORD_MIN_LENGTH } from './limits.ts';
import { PHONE_MESSAGES, normalisePhone } from './phone.ts';

export const EMAIL_MESSAGE = 'Please enter a valid email address';
const emailFormat = z.email({ error: EMAIL_MESSAGE });

/**
 * The one e-mail address contract (sign-up, login, recovery, e-mail change, delivery address): exactly one plain
 * address as zod's e-mail check defines it (no display name, no comma, no list), trimmed and lower-cased, at most
 * 254 characters (RFC 5321's limit on a path).
 */
export const emailSchema = z.string().trim().toLowerCase().max(254, EMAIL_MESSAGE).pipe(emailFormat);
/** The same address where the field may be left blank (a delivery address): '' or one address. */
export const optionalEmailSchema = z.string().trim().toLowerCase().max(254, EMAIL_MESSAGE)
  .refine((value) => value === '' || emailFormat.safeParse(value).success, EMAIL_MESSAGE);
const email = emailSchema;
const phone = z.string().trim().max(20).transform((value, context) => {
  const normalised = normalisePhone(value);
  if (!normalised) {
    context.addIssue({ code: 'custom', message: PHONE_MESSAGES.tenDigits });
    return z.NEVER;
  }
  return normalised;
});
const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(128, 'Password must be at most 128 characters');
const name = z.string().trim().min(2, 'Please enter your name').max(80, 'Name must be at most 80 characters');

export const checkPhoneQuerySchema = z.object({ phone });
export const checkPhoneResponseSchema = z.object({ success: z.literal(true), available: z.boolean() });

export const registerBodySchema = z.object({
  name,
  phone,
  email,
  password,
  referralPhone: z
    .string()
    .trim()
    .max(20)
    .optional()
    .transform((value, context) => {
      if (!value) return undefined;
      if (!/^\+?\d+$/.test(value)) {
        context.addIssue({ code: 'custom', message: 'Referral phone must contain digits only' });
        return z.NEVER;
      }
      return normalisePhone(value) ?? value;
    }),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

export const otpBodySchema = z.object({
  email,
  otp: z.string().trim().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), 'Please enter a valid 6-digit OTP'),
});
export const emailBodySchema = z.object({ email });

export const loginBodySchema = z.object({ email, password: z.string().min(1, 'Please enter your password').max(128) });
export const loginResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  message: z.string(),
  username: z.string(),
  /** Where the screens send the person after login: staff to their desk, customers to the welcome page. */
  role: z.enum(['customer', 'cashier', 'admin']),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const resetPasswordBodySchema = z.object({ newPassword: password });

/** POST /api/user/change-password: the current password proves it is the owner; the new one follows sign-up's rules. */
export const changePasswordBodySchema = z.strictObject({
  currentPassword: z.string().min(1, 'Please enter your current password').max(128),
  newPassword: password,
});

/** POST /api/user/change-email: a code goes to the new address; nothing changes until it is entered. */
export const changeEmailBodySchema = z.strictObject({
  newEmail: email,
  currentPassword: z.string().min(1, 'Please enter your current password').max(128),
});
/** POST /api/user/change-email/confirm: the 6-digit code mailed to the new address. */
export const changeEmailConfirmBodySchema = z.strictObject({
  code: z.string().trim().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), 'Please enter a valid 6-digit code'),
});

export const addressSchema = z.object({
  firstName: z.string().trim().max(60).default(''),
  lastName: z.string().trim().max(60).default(''),
  email: optionalEmailSchema.default(''),
  street: z.string().trim().max(200).default(''),
  city: z.string().trim().max(80).default(''),
  state: z.string().trim().max(80).default(''),
  country: z.string().trim().max(60).default('Kenya'),
  pickupLocation: z.string().trim().max(200).default(''),
  phone: z.string().trim().max(20).default(''),
});
export type Address = z.infer<typeof addressSchema>;
export const saveAddressBodySchema = z.object({ userId: z.string().max(100).optional(), address: addressSchema });

/** Order and chat news by SMS, on or off: a JSON boolean, or 'true'/'false' in a multipart form. */
const smsChoice = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], { error: 'SMS messages must be on or off' });

/** Points, coupons and roles are never taken from the client: any other key is refused. */
/** The storefront language the account remembers (decision 0046). */
const languageChoice = z.enum(LANGUAGES, { error: 'Language must be English (en) or Kiswahili (sw)' });

export const updateProfileBodySchema = z.strictObject(
  {
    name: name.optional(), email: email.optional(), phone: phone.optional(), smsNotifications: smsChoice.optional(),
    language: languageChoice.optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Only name, email and phone can be changed here' : undefined) },
);

export const userProfileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  role: z.string(),
  profilePicture: z.string().nullable(),
  jbwallet: z.number().int(),
  lastUsedAddress: addressSchema.partial().nullable(),
  /** Order and chat news by SMS (on unless the customer turned it off). */
  smsNotifications: z.boolean(),
  /** The storefront language the customer chose last; null until they choose one (absent from older answers). */
  language: z.enum(LANGUAGES).nullable().optional(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;
export const profileResponseSchema = z.object({ success: z.literal(true), message: z.string(), user: userProfileSchema });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
