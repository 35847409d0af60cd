import { z } from 'zod';
import { addressSchema, optionalEmailSchema } from './accounts.ts';
import { depositMethodIds } from './admin-settings.ts';
import { depositPurposes } from './deposit-rules.ts';
import { deliveryOptionIdSchema, orderDeliverySchema } from './delivery.ts';
import { ORDER_ID_PATTERN, SECURITY_CODE_LENGTH, paymentMethodIds } from './payment-methods.ts';

const optionalUserId = z.string().max(100).optional();
const orderId = z.string().trim().regex(ORDER_ID_PATTERN, 'orderId must look like ORD-1700000000000-ab12cd34');
const shillings = z.coerce.number({ error: 'amount must be a number' }).finite().min(0).max(100_000_000);

/** What the client believes it is buying; the server rebuilds the order from the cart and checks `amount` against it. */
export const orderItemInputSchema = z.object({
  _id: z.string().max(100),
  name: z.string().max(200).optional(),
  price: z.coerce.number().optional(),
  quantity: z.coerce.number().int().min(1).max(1000),
  weight: z.string().max(40).optional(),
  image: z.unknown().optional(),
});

export const deliveryAddressSchema = addressSchema.extend({
  firstName: z.string().trim().min(1, 'First name is required').max(60),
  lastName: z.string().trim().min(1, 'Last name is required').max(60),
  street: z.string().trim().min(1, 'Street address is required').max(200),
  city: z.string().trim().min(1, 'County is required').max(80),
  state: z.string().trim().min(1, 'Sub-County is required').max(80),
  phone: z.string().trim().min(1, 'Phone number is required').max(20),
  mpesaPhone: z.string().trim().max(20).optional(),
  lipiaPhone: z.string().trim().max(20).optional(),
  tinypesaPhone: z.string().trim().max(20).optional(),
  pesafluxPhone: z.string().trim().max(20).optional(),
  kcbPhone: z.string().trim().max(20).optional(),
  paystackPhone: z.string().trim().max(20).optional(),
  hybridPhone: z.string().trim().max(20).optional(),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

/**
 * The spec's order payload (address, items, amount, couponCode, discount, orderId), plus the delivery option chosen
 * for the county (`address.city`); `amount` includes its fee (decision 0044).
 */
export const orderPayloadSchema = z.object({
  userId: optionalUserId,
  orderId,
  address: deliveryAddressSchema,
  items: z.array(orderItemInputSchema).max(500).optional(),
  amount: shillings,
  couponCode: z.string().trim().max(40).optional().nullable(),
  discount: shillings.optional(),
  deliveryOptionId: deliveryOptionIdSchema,
});
export type OrderPayload = z.infer<typeof orderPayloadSchema>;

const securityCode = z.string().trim().regex(new RegExp(`^\\d{${SECURITY_CODE_LENGTH}}$`), 'Invalid security code');

/**
 * POST /api/order/place: cash at the counter with the cashier's code, or cash on delivery, which needs no code: its
 * cash is confirmed by whoever takes it, on /cashier, when the customer pays (decision 0035). A code sent with a COD
 * order is ignored.
 */
export const placeOrderBodySchema = orderPayloadSchema.extend({
  paymentMethod: z.enum(['cod', 'cash']).default('cod'),
  email: optionalEmailSchema.optional(),
  securityCode: securityCode.optional(),
}).refine((body) => body.paymentMethod !== 'cash' || body.securityCode !== undefined, { message: 'Invalid security code', path: ['securityCode'] });

/** POST /api/order/cash: a cashier sells to a walk-in customer (the customer cash form). */
export const walkInCashBodySchema = orderPayloadSchema.extend({
  address: deliveryAddressSchema.partial().optional(),
  customerName: z.string().trim().min(1, 'Customer name is required').max(120),
  contact: z.string().trim().min(1, 'Contact is required').max(120),
  orderNotes: z.string().trim().max(500).optional(),
});

export const mpesaInitiateBodySchema = orderPayloadSchema.extend({
  orderId: orderId.optional(),
  phone: z.string().trim().min(1, 'Phone number is required').max(20),
  weight: z.unknown().optional(),
});

export const paymentStatusSchema = z.enum(['pending', 'paid', 'failed']);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** An order's deposit and balance payments as the order view lists them (spec 2 §3 Deposit entry). */
export const depositEntrySchema = z.object({
  _id: z.string(),
  /** The deposit sub-method (spec 2 §3): mpesa, lipia, tinypesa, pesaflux, paystack, bank or cash. */
  paymentMethod: z.enum(depositMethodIds),
  method: z.string(),
  purpose: z.enum(depositPurposes),
  amount: z.number(),
  status: paymentStatusSchema,
  date: z.string(),
  mpesaReceipt: z.string().nullable(),
  reference: z.string().nullable(),
  phone: z.string().nullable(),
});
export type DepositEntry = z.infer<typeof depositEntrySchema>;

export const orderViewSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  /** The short reference for the paybill's account field and the counter (decision 0035). */
  reference: z.string(),
  /** An unpaid cash-on-delivery or paybill order: when it is cancelled unless paid (OFFLINE_ORDER_HOURS after placing). */
  payBy: z.string().nullable(),
  date: z.string(),
  amount: z.number(),
  discount: z.number(),
  subtotal: z.number(),
  /** The delivery fee the total includes (0: free, or an order placed before the shop charged for delivery). */
  deliveryFee: z.number(),
  /** The delivery option chosen, as it was when the order was placed; null for orders placed without one. */
  delivery: orderDeliverySchema.nullable(),
  status: z.enum(['Pending', 'Delivered', 'Cancelled']),
  paymentMethod: z.string(),
  paymentMethodId: z.enum(paymentMethodIds),
  paymentStatus: paymentStatusSchema,
  paymentDetails: z.object({ mpesaReceipt: z.string().nullable(), transactionId: z.string().nullable(), phone: z.string().nullable() }),
  paymentError: z.object({ code: z.string(), message: z.string() }).nullable(),
  /** The payment request a progress screen polls (e.g. the M-Pesa request id) while it is pending. */
  paymentRequestId: z.string().nullable(),
  balance: z.number(),
  /** The payments that make the order up (paid or pending): one usually, two for a hybrid (mobile and cash). */
  paymentParts: z.array(z.object({
    method: z.string(), methodId: z.string(), amount: z.number(), status: z.enum(['pending', 'paid']), reference: z.string().nullable(),
  })),
  /** A deposit order's deposit and balance payments, oldest first (empty for other orders). */
  deposits: z.array(depositEntrySchema),
  /** Whether the customer can pay towards the balance now: a deposit order whose deposit is in and is not paid off. */
  balanceOpen: z.boolean(),
  deliveredDate: z.string().nullable(),
  /** When the shop sent the order on its way (set in the back office), or null. */
  dispatchedDate: z.string().nullable(),
  /** The courier it was dispatched with (its name then), the tracking number and its tracking page (null: none). */
  courier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  dispatchedAt: z.string().nullable(),
  /** Ready to be picked up: since when, where, and the last day to collect it (YYYY-MM-DD). */
  readyForCollectionAt: z.string().nullable(),
  collectionPlace: z.string().nullable(),
  collectBy: z.string().nullable(),
  cancellationStatus: z.enum(['pending', 'rejected']).nullable(),
  feedbackSubmitted: z.boolean(),
  couponCode: z.string().nullable(),
  address: deliveryAddressSchema.partial(),
  customerName: z.string().nullable(),
  contact: z.string().nullable(),
  items: z.array(z.object({
    _id: z.string(),
    productId: z.string(),
    name: z.string(),
    size: z.string(),
    weight: z.string(),
    price: z.number(),
    quantity: z.number().int(),
    image: z.array(z.object({ url: z.string(), fileId: z.string() })),
  })),
});
export type OrderView = z.infer<typeof orderViewSchema>;

export const bankDetailsSchema = z.object({ bankName: z.string(), paybill: z.string(), accountNumber: z.string(), accountName: z.string() });
export type BankDetails = z.infer<typeof bankDetailsSchema>;

export const placeOrderResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  order: orderViewSchema,
  bankDetails: bankDetailsSchema.optional(),
});
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;

export const mpesaInitiateResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  mpesaRequestId: z.string(),
  orderId: z.string(),
  amount: z.number(),
  customerMessage: z.string(),
});
export type MpesaInitiateResponse = z.infer<typeof mpesaInitiateResponseSchema>;

export const mpesaStatusResponseSchema = z.object({
  success: z.literal(true),
  paymentStatus: paymentStatusSchema,
  paymentError: z.object({ code: z.string(), message: z.string() }).nullable(),
  mpesaReceipt: z.string().nullable(),
  orderId: z.string(),
  amount: z.number(),
  message: z.string(),
});
export type MpesaStatusResponse = z.infer<typeof mpesaStatusResponseSchema>;

/** Order history pages (spec 2 §2): newest first, 10 a page unless asked, at most 50. */
export const ORDER_PAGE_SIZE = 10;
export const ORDER_PAGE_MAX = 50;

/** Paging of a customer's orders: `cursor` is the `nextCursor` of the page before (opaque). */
export const orderPageBodySchema = z.object({
  userId: optionalUserId,
  cursor: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(ORDER_PAGE_MAX).optional(),
});

export const orderSummarySchema = z.object({ totalOrders: z.number().int(), itemsPurchased: z.number().int() });
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const userOrdersResponseSchema = z.object({
  success: z.literal(true),
  orders: z.array(orderViewSchema),
  nextCursor: z.string().nullable(),
  summary: orderSummarySchema,
});
export type UserOrdersResponse = z.infer<typeof userOrdersResponseSchema>;

/** The order view's field names, the only ones a projection may ask for. */
export const orderViewFields = orderViewSchema.keyof().options;
export type OrderViewField = (typeof orderViewFields)[number];

/** POST /api/order/user/list: the spec's projection (only these fields of each order), paged like the history. */
export const orderListBodySchema = orderPageBodySchema.extend({
  projection: z.array(z.enum(orderViewFields, { error: 'projection names a field orders do not have' })).min(1).max(orderViewFields.length).optional(),
});
export const orderListResponseSchema = z.object({
  success: z.literal(true),
  orders: z.array(orderViewSchema.partial()),
  nextCursor: z.string().nullable(),
});
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

export const orderRefParamsSchema = z.object({ orderId });

/** One step of an order's story, in words a shopper understands (no provider internals). */
export const timelineEntrySchema = z.object({
  at: z.string(),
  kind: z.enum(['placed', 'prompt', 'awaiting', 'paid', 'confirmed', 'declined', 'expired', 'cancelled', 'dispatched', 'ready-for-collection', 'delivered', 'refunded']),
  text: z.string(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const orderDetailResponseSchema = z.object({ success: z.literal(true), order: orderViewSchema, timeline: z.array(timelineEntrySchema) });
export type OrderDetailResponse = z.infer<typeof orderDetailResponseSchema>;

export const deliverResponseSchema = z.object({ success: z.literal(true), message: z.string(), order: orderViewSchema });
export type DeliverResponse = z.infer<typeof deliverResponseSchema>;

export const pendingOrderResponseSchema = z.object({ success: z.literal(true), hasPending: z.boolean(), pendingOrder: orderViewSchema.nullable() });
export type PendingOrderResponse = z.infer<typeof pendingOrderResponseSchema>;

export const paymentMethodSettingSchema = z.object({
  id: z.enum(paymentMethodIds),
  label: z.string(),
  enabled: z.boolean(),
  description: z.string(),
});
export const paymentSettingsResponseSchema = z.object({
  success: z.literal(true),
  enabledMethods: z.array(z.enum(paymentMethodIds)),
  depositMethods: z.array(z.string()),
  depositSettings: z.object({ minDepositRegular: z.number(), minDepositNewUser: z.number() }),
  /** Every method, in the order the owner set in the back office (decision 0035). */
  methods: z.array(paymentMethodSettingSchema),
  /** How long a cash-on-delivery or paybill order waits for its money before it is cancelled (OFFLINE_ORDER_HOURS). */
  offlineOrderHours: z.number().int(),
  /** The shop's M-Pesa paybill (its C2B shortcode, decision 0038) any unpaid order may be paid to; null when it takes no M-Pesa. */
  mpesaPaybill: z.string().nullable(),
});
export type PaymentSettingsResponse = z.infer<typeof paymentSettingsResponseSchema>;

export const bankDetailsResponseSchema = bankDetailsSchema.extend({ success: z.literal(true) });
