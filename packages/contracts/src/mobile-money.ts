import { z } from 'zod';
import { hybridMobileProviders } from './mobile-money-rules.ts';
import { deliveryOptionIdSchema } from './delivery.ts';
import { deliveryAddressSchema, mpesaInitiateBodySchema, paymentStatusSchema } from './orders.ts';
import { ORDER_ID_PATTERN, SECURITY_CODE_LENGTH } from './payment-methods.ts';

/**
 * The calls of spec 2 §7 for Lipia, TinyPesa, PesaFlux, KCB and the hybrid. Each initiate takes the order payload
 * and the phone to prompt, like M-Pesa's; the server prices the order again and answers the request id its progress
 * screen polls.
 */
export const mobileMoneyInitiateBodySchema = mpesaInitiateBodySchema;
export type MobileMoneyInitiateBody = z.infer<typeof mobileMoneyInitiateBodySchema>;

const started = { success: z.literal(true), message: z.string(), orderId: z.string(), amount: z.number() };
const failure = z.object({ code: z.string(), message: z.string() }).nullable();

/** POST /api/order/payment/lipia */
export const lipiaInitiateResponseSchema = z.object({ ...started, lipiaRequestId: z.string() });
export type LipiaInitiateResponse = z.infer<typeof lipiaInitiateResponseSchema>;
/** GET /api/order/lipia/status/{id} */
export const lipiaStatusResponseSchema = z.object({
  success: z.literal(true), paymentStatus: paymentStatusSchema, transactionId: z.string().nullable(), paymentError: failure,
  message: z.string(), orderId: z.string(), amount: z.number(),
});
export type LipiaStatusResponse = z.infer<typeof lipiaStatusResponseSchema>;

/** POST /api/order/tinypesa/initiate */
export const tinypesaInitiateResponseSchema = z.object({ ...started, tinypesaRequestId: z.string() });
export type TinypesaInitiateResponse = z.infer<typeof tinypesaInitiateResponseSchema>;
/** GET /api/order/tinypesa/status/{id}: `balance` is what the order still owes. */
export const tinypesaStatusResponseSchema = z.object({
  success: z.literal(true), paymentStatus: paymentStatusSchema, message: z.string(), balance: z.number(), tinypesaRequestId: z.string(),
  mpesaReceipt: z.string().nullable(), paymentError: failure, orderId: z.string(), amount: z.number(),
});
export type TinypesaStatusResponse = z.infer<typeof tinypesaStatusResponseSchema>;

/** POST /api/order/pesaflux/initiate */
export const pesafluxInitiateResponseSchema = z.object({ ...started, pesaFluxRequestId: z.string() });
export type PesafluxInitiateResponse = z.infer<typeof pesafluxInitiateResponseSchema>;
/**
 * GET /api/order/pesaflux/status/{id}, called without a token (spec 2 §6): the id is unguessable and the answer says
 * no more than the spec's fields. `not_found`: unknown, expired or called off.
 */
export const pesafluxStatusResponseSchema = z.object({
  pesaFluxRequestId: z.string(),
  status: z.enum(['pending', 'success', 'failed', 'not_found']),
  paymentDetails: z.object({ mpesaReceipt: z.string().nullable() }),
  order: z.object({ amount: z.number() }).nullable(),
});
export type PesafluxStatusResponse = z.infer<typeof pesafluxStatusResponseSchema>;

/** POST /api/order/kcb/initiate */
export const kcbInitiateResponseSchema = z.object({ ...started, kcbRequestId: z.string() });
export type KcbInitiateResponse = z.infer<typeof kcbInitiateResponseSchema>;
/** GET /api/order/kcb/status/{id} */
export const kcbStatusResponseSchema = z.object({
  success: z.literal(true), paymentStatus: paymentStatusSchema, mpesaReceipt: z.string().nullable(), paymentError: failure,
  message: z.string(), orderId: z.string(), amount: z.number(),
});
export type KcbStatusResponse = z.infer<typeof kcbStatusResponseSchema>;

const wholeShillings = z.coerce.number({ error: 'amount must be a number' }).finite().min(0).max(100_000_000);

/** POST /api/hybrid/initiate: the mobile part by PesaFlux or TinyPesa, the rest in cash with the cashier's code. */
export const hybridInitiateBodySchema = z.object({
  userId: z.string().max(100).optional(),
  orderId: z.string().trim().regex(ORDER_ID_PATTERN, 'orderId must look like ORD-1700000000000-ab12cd34').optional(),
  items: mpesaInitiateBodySchema.shape.items,
  totalAmount: wholeShillings,
  mobilePayment: z.object({
    provider: z.enum(hybridMobileProviders, { error: 'Choose PesaFlux or TinyPesa for the mobile part' }),
    amount: wholeShillings,
    phone: z.string().trim().min(1, 'Phone number is required').max(20),
  }),
  cashPayment: z.object({
    amount: wholeShillings,
    securityCode: z.string().trim().regex(new RegExp(`^\\d{${SECURITY_CODE_LENGTH}}$`), 'Invalid security code'),
  }),
  address: deliveryAddressSchema,
  couponCode: z.string().trim().max(40).optional().nullable(),
  discount: wholeShillings.optional(),
  deliveryOptionId: deliveryOptionIdSchema,
  weight: z.unknown().optional(),
});
export type HybridInitiateBody = z.infer<typeof hybridInitiateBodySchema>;

export const hybridInitiateResponseSchema = z.object({
  success: z.literal(true), message: z.string(), orderId: z.string(), mobileRequestId: z.string(),
  provider: z.enum(hybridMobileProviders), totalAmount: z.number(), mobileAmount: z.number(), cashAmount: z.number(),
});
export type HybridInitiateResponse = z.infer<typeof hybridInitiateResponseSchema>;

/** GET /api/hybrid/status/{orderId}: paid once both parts are. */
export const hybridStatusResponseSchema = z.object({
  success: z.literal(true), status: paymentStatusSchema, orderId: z.string(), mobileRequestId: z.string().nullable(),
  provider: z.string().nullable(), transactionRef: z.string().nullable(), message: z.string(),
});
export type HybridStatusResponse = z.infer<typeof hybridStatusResponseSchema>;
