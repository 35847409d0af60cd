import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const userRole = pgEnum('user_role', ['customer', 'cashier', 'admin']);
export const userStatus = pgEnum('user_status', ['unverified', 'active', 'suspended']);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Always the +254XXXXXXXXX form. */
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: userRole('role').notNull().default('customer'),
    status: userStatus('status').notNull().default('unverified'),
    referralPhone: text('referral_phone'),
    profilePicture: text('profile_picture'),
    lastUsedAddress: jsonb('last_used_address'),
    /** The code in this customer's referral link (spec 2 /Referral), made on first asking. */
    referralCode: text('referral_code'),
    /** Order and chat news by SMS (decision 0042); the customer turns it off in their profile. */
    smsNotifications: boolean('sms_notifications').notNull().default(true),
    /** The storefront language last chosen (decision 0046): 'en' or 'sw', null until the customer chooses. */
    language: text('language', { enum: ['en', 'sw'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('users_language_known', sql`${table.language} IN ('en', 'sw')`),
    uniqueIndex('users_phone_unique').on(table.phone),
    uniqueIndex('users_referral_code_unique').on(table.referralCode).where(sql`${table.referralCode} IS NOT NULL`),
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    // The back office finds customers by any part of their name or e-mail (pg_trgm, migration 0001).
    index('users_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`lower(${table.email}) gin_trgm_ops`),
  ],
);

/** One row per login; the JWT carries its id so logout and suspension take effect at once. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);
