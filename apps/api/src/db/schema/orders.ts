import { sql } from 'drizzle-orm';
import {
  bigint, boolean, check, date, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { coupons } from './coupons.ts';
import { couriers } from './couriers.ts';
import { users } from './users.ts';

export const orderPaymentStatus = pgEnum('order_payment_status', ['pending', 'paid', 'failed']);
export const orderStatus = pgEnum('order_status', ['placed', 'delivered', 'cancelled']);

/**
 * An order: amounts computed on the server at placement (cents), the address as given, and whether its stock is
 * still held. `order_ref` is the spec's ORD-… id and the placement's idempotency key.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderRef: text('order_ref').notNull().unique(),
    /**
     * The short reference a customer types in M-Pesa's account field (paybill) or says at the counter (cash): 6
     * characters of an alphabet without 0/O/1/I/L, from a sequence in the insert itself (migration 0023,
     * `order_reference()`), so unique without a retry.
     */
    reference: text('reference').notNull().default(sql`order_reference(nextval('order_reference_seq'))`),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'restrict' }),
    paymentMethod: text('payment_method').notNull(),
    /** Whether the method settles online (phone prompt, provider page): such orders wait for it, one at a time. */
    awaitsOnlinePayment: boolean('awaits_online_payment').notNull(),
    paymentStatus: orderPaymentStatus('payment_status').notNull().default('pending'),
    status: orderStatus('status').notNull().default('placed'),
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull(),
    bulkDiscountCents: bigint('bulk_discount_cents', { mode: 'number' }).notNull().default(0),
    couponDiscountCents: bigint('coupon_discount_cents', { mode: 'number' }).notNull().default(0),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    /** The delivery fee `amount_cents` includes (decision 0044). */
    deliveryFeeCents: bigint('delivery_fee_cents', { mode: 'number' }).notNull().default(0),
    /** The delivery option chosen, as it was at placement (kind, name, place, opening hours, fee, days); null: none. */
    delivery: jsonb('delivery'),
    address: jsonb('address').notNull().default({}),
    /** A walk-in sale by a cashier: the customer's name and contact; `user_id` is then the cashier. */
    customerName: text('customer_name'),
    contact: text('contact'),
    notes: text('notes'),
    placedBy: uuid('placed_by').references(() => users.id, { onDelete: 'set null' }),
    /** True while the order's items are taken out of product_stock; a failed or expired payment gives them back once. */
    stockHeld: boolean('stock_held').notNull().default(true),
    securityCodeCashierId: uuid('security_code_cashier_id').references(() => users.id, { onDelete: 'set null' }),
    /** Cash on delivery and paybill orders: when an unconfirmed payment gives its stock back (OFFLINE_ORDER_HOURS). */
    offlineExpiresAt: timestamp('offline_expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the shop handed a paid order to the rider (back office); delivery follows. */
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    /**
     * Who carries it and how it is tracked, as they were at dispatch (decision 0045): the courier's name and the
     * tracking link built from its pattern then, so the link the customer was texted stays the link on the order.
     */
    courierId: uuid('courier_id').references(() => couriers.id, { onDelete: 'set null' }),
    courierName: text('courier_name'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    /** When the order could be picked up, where, and until which day (a Nairobi date). */
    readyForCollectionAt: timestamp('ready_for_collection_at', { withTimezone: true }),
    collectionPlace: text('collection_place'),
    collectBy: date('collect_by', { mode: 'string' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancellationStatus: text('cancellation_status'),
    feedbackSubmitted: boolean('feedback_submitted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('orders_amounts_not_negative', sql`${table.amountCents} >= 0 AND ${table.subtotalCents} >= 0`),
    check('orders_delivery_fee_not_negative', sql`${table.deliveryFeeCents} >= 0`),
    // The order history's keyset (newest first, the id breaking ties): an exact fit for its page query.
    index('orders_user_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    // The monthly ranking (delivered orders by delivery month) and trending's recent sales.
    index('orders_delivered_idx').on(table.deliveredAt).where(sql`${table.status} = 'delivered'`),
    index('orders_paid_idx').on(table.paidAt).where(sql`${table.paymentStatus} = 'paid'`),
    // One order waiting for an online payment per customer, enforced by the database (DESIGN §5).
    // A cancelled order waits for nothing, whatever its payment status says.
    uniqueIndex('orders_one_awaiting_payment').on(table.userId)
      .where(sql`${table.paymentStatus} = 'pending' AND ${table.awaitsOnlinePayment} AND ${table.status} <> 'cancelled'`),
    // One unpaid offline order (cash on delivery, paybill) per customer at a time.
    uniqueIndex('orders_one_unpaid_offline').on(table.userId)
      .where(sql`${table.offlineExpiresAt} IS NOT NULL AND ${table.paymentStatus} = 'pending' AND ${table.status} <> 'cancelled'`),
    index('orders_offline_expiry_idx').on(table.offlineExpiresAt).where(sql`${table.offlineExpiresAt} IS NOT NULL AND ${table.paymentStatus} = 'pending'`),
    index('orders_cashier_paid_idx').on(table.securityCodeCashierId, table.createdAt),
    // The back office's order list, newest first (the id breaks ties of the keyset).
    index('orders_created_idx').on(table.createdAt.desc(), table.id.desc()),
    // Paybill payments and the counter find their order by its short reference.
    uniqueIndex('orders_reference_idx').on(table.reference),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'restrict' }),
    /** The stock key (lower-cased weight) and the weight as shown. */
    weight: text('weight').notNull(),
    weightLabel: text('weight_label').notNull(),
    name: text('name').notNull(),
    unitPriceCents: bigint('unit_price_cents', { mode: 'number' }).notNull(),
    listPriceCents: bigint('list_price_cents', { mode: 'number' }).notNull(),
    offerApplied: boolean('offer_applied').notNull().default(false),
    quantity: integer('quantity').notNull(),
    /** Up to 3 images {url, fileId} as they were when ordered. */
    images: jsonb('images').notNull().default([]),
  },
  (table) => [
    check('order_items_quantity_positive', sql`${table.quantity} > 0`),
    index('order_items_order_idx').on(table.orderId),
    // Trending's "bought together": the orders that hold a product.
    index('order_items_product_idx').on(table.productId),
  ],
);

export const paymentAttemptState = pgEnum('payment_attempt_state', ['pending', 'paid', 'failed', 'expired', 'cancelled', 'refunded']);

/** One try at collecting money for an order with one provider; an order may have several (retries, deposits, hybrid). */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    /** The provider's id for it (Daraja CheckoutRequestID); null until the provider has answered. */
    providerRef: text('provider_ref'),
    state: paymentAttemptState('state').notNull().default('pending'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /**
     * What the money is for: the order ('full', or one part of a hybrid), a deposit placed with a deposit order, or a
     * payment towards its balance. A failed balance payment leaves its order as it was; any other fails the order.
     */
    purpose: text('purpose').notNull().default('full'),
    phone: text('phone'),
    /** SHA-256 of the secret in this attempt's callback URL. */
    callbackTokenHash: text('callback_token_hash').notNull(),
    resultCode: text('result_code'),
    resultMessage: text('result_message'),
    receipt: text('receipt'),
    queryCount: integer('query_count').notNull().default(0),
    lastQueriedAt: timestamp('last_queried_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('payment_attempts_purpose', sql`${table.purpose} IN ('full', 'deposit', 'balance')`),
    uniqueIndex('payment_attempts_provider_ref').on(table.provider, table.providerRef),
    uniqueIndex('payment_attempts_callback_token').on(table.callbackTokenHash),
    index('payment_attempts_order_idx').on(table.orderId, table.createdAt),
    index('payment_attempts_pending_idx').on(table.createdAt).where(sql`${table.state} = 'pending'`),
    // A day's money received (reconciliation): attempts by when they were settled paid.
    index('payment_attempts_settled_idx').on(table.settledAt).where(sql`${table.state} IN ('paid', 'refunded')`),
    // A paybill payment seen again (Pull Transactions) is known by its M-Pesa receipt.
    index('payment_attempts_receipt_idx').on(table.receipt).where(sql`${table.receipt} IS NOT NULL`),
  ],
);

/**
 * Every provider message and every status answer, appended, never changed. The dedupe key makes a repeated
 * callback a no-op; `decision` says what it did (applied, ignored as a repeat, flagged, rejected).
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    attemptId: uuid('attempt_id').references(() => paymentAttempts.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    source: text('source').notNull(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    state: text('state'),
    decision: text('decision').notNull(),
    note: text('note'),
    payload: jsonb('payload'),
    /** The person behind an event recorded by hand (a cashier or admin confirming cash); null for providers and jobs. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_events_attempt_idx').on(table.attemptId, table.createdAt)],
);

/** Events a person must look at (paid after expiry, wrong amount, paid twice): raised, never applied silently. */
export const paymentFlags = pgTable(
  'payment_flags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    attemptId: uuid('attempt_id').references(() => paymentAttempts.id, { onDelete: 'restrict' }),
    eventId: uuid('event_id').references(() => paymentEvents.id, { onDelete: 'restrict' }),
    reason: text('reason').notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_flags_open_idx').on(table.createdAt).where(sql`${table.resolvedAt} IS NULL`)],
);

/**
 * The callback inbox (decision 0025): every notification that reached a payment attempt (its secret address, or a
 * provider's own address with a verified reference) is stored as it came, before it is acknowledged, and processed by
 * a job. A crash after the acknowledgement loses nothing; the receipt of a payment settled by a status query is read
 * from here. The same body twice for one attempt is one row.
 */
export const providerCallbacks = pgTable(
  'provider_callbacks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    attemptId: uuid('attempt_id').notNull().references(() => paymentAttempts.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    /** Which address it came to: the attempt's secret one ('token') or the provider's own ('provider'). */
    route: text('route').notNull(),
    /** The exact bytes (signatures are computed over them), as text: every provider posts JSON. */
    body: text('body').notNull(),
    bodySha256: text('body_sha256').notNull(),
    /** The headers a provider's check reads (content type and signatures), nothing that identifies our callers. */
    headers: jsonb('headers').notNull().$type<Record<string, string>>(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('provider_callbacks_body').on(table.attemptId, table.bodySha256),
    index('provider_callbacks_attempt_idx').on(table.attemptId, table.receivedAt),
  ],
);
