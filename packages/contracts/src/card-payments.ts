import { z } from 'zod';
import { paymentStatusSchema } from './orders.ts';

/**
 * The online (card) providers of spec 2 §2, §7: Paystack's hosted page, Stripe Checkout ("Stripe return") and
 * Razorpay's checkout. The server prices the order, starts the provider's payment and answers where the customer goes;
 * only a signed webhook or the provider's own API (never a browser flag) marks an order paid.
 */

/** POST /api/order/paystack/initiate */
export const paystackInitiateResponseSchema = z.object({
  success: z.literal(true), message: z.string(), authorizationUrl: z.string(), reference: z.string(), orderId: z.string(), amount: z.number(),
});
export type PaystackInitiateResponse = z.infer<typeof paystackInitiateResponseSchema>;

/** GET /api/order/paystack/status/{reference} (spec: status, paymentDetails, order) */
export const paystackStatusResponseSchema = z.object({
  success: z.literal(true),
  reference: z.string(),
  status: z.enum(['pending', 'success', 'failed']),
  paymentDetails: z.object({ channel: z.string().nullable(), paidAt: z.string().nullable(), message: z.string().nullable() }),
  order: z.object({ orderId: z.string(), amount: z.number(), paymentStatus: paymentStatusSchema }),
});
export type PaystackStatusResponse = z.infer<typeof paystackStatusResponseSchema>;

/** POST /api/order/stripe: a Stripe Checkout Session for the order; the browser goes to `url`. */
export const stripeInitiateResponseSchema = z.object({
  success: z.literal(true), message: z.string(), url: z.string(), sessionId: z.string(), orderId: z.string(), amount: z.number(),
});
export type StripeInitiateResponse = z.infer<typeof stripeInitiateResponseSchema>;

/** POST /api/order/verifyStripe (spec: success, orderId; the 'token' header): the `success` flag is never trusted. */
export const verifyStripeBodySchema = z.object({
  success: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  orderId: z.string().trim().min(1, 'orderId is required').max(100),
  sessionId: z.string().trim().max(255).optional(),
});
export const verifyStripeResponseSchema = z.object({
  success: z.boolean(), paymentStatus: paymentStatusSchema, orderId: z.string(), message: z.string(),
});
export type VerifyStripeResponse = z.infer<typeof verifyStripeResponseSchema>;

/** POST /api/order/razorpay: "a payment order" — Razorpay's order and what the checkout page needs to open. */
export const razorpayOrderResponseSchema = z.object({
  success: z.literal(true), message: z.string(), orderId: z.string(), amount: z.number(),
  razorpayOrder: z.object({ id: z.string(), amount: z.number().int(), currency: z.string(), receipt: z.string().nullable() }),
  keyId: z.string(),
  /** Razorpay's hosted checkout page (the emulator's in the sandbox), opened as a popup. */
  checkoutUrl: z.string(),
});
export type RazorpayOrderResponse = z.infer<typeof razorpayOrderResponseSchema>;

/** GET /api/order/verifyRazorpay: the checkout's handler trio, checked on the server (HMAC of order_id|payment_id). */
export const verifyRazorpayQuerySchema = z.object({
  razorpay_order_id: z.string().trim().min(1).max(100),
  razorpay_payment_id: z.string().trim().min(1).max(100),
  razorpay_signature: z.string().trim().min(1).max(200),
});
export const verifyRazorpayResponseSchema = z.object({
  success: z.boolean(), paymentStatus: paymentStatusSchema, orderId: z.string(), message: z.string(),
});
export type VerifyRazorpayResponse = z.infer<typeof verifyRazorpayResponseSchema>;
