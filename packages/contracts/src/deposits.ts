import { z } from 'zod';
import { optionalEmailSchema } from './accounts.ts';
import { depositMethodIds } from './admin-settings.ts';
import { DEPOSIT_MESSAGES, balanceMethods } from './deposit-rules.ts';
import { bankDetailsSchema, orderPayloadSchema, paymentStatusSchema } from './orders.ts';
import { ORDER_ID_PATTERN, SECURITY_CODE_LENGTH } from './payment-methods.ts';

/**
 * The deposit calls of spec 2 §7: a deposit placed at checkout (the order payload plus the deposit), payments towards
 * an order's balance from the order history, and the status calls their screens poll. The server prices the order,
 * checks the deposit against its own total and the shop's minimum percent, and derives the balance from the payments.
 */

const amount = z.coerce.number({ error: DEPOSIT_MESSAGES.invalidAmount }).finite(DEPOSIT_MESSAGES.invalidAmount).max(100_000_000);
const phone = z.string().trim().max(20);
const securityCode = z.string().trim().regex(new RegExp(`^\\d{${SECURITY_CODE_LENGTH}}$`), 'Invalid security code');

/** ORD-…, or the temporary TEMP-… (checkout) and DEPO-… (TinyPesa) ids a deposit placement may carry (spec 2 §3). */
export const DEPOSIT_PLACEMENT_ID_PATTERN = /^(ORD|TEMP|DEPO)-[A-Za-z0-9-]{6,60}$/;

/**
 * POST /api/order/deposit (and /api/order/tinypesa/deposit, /api/order/paystack/deposit, /api/order/deposit/pesaflux,
 * which fix the method): the order payload plus the deposit and what its method needs (a phone to prompt, the
 * cashier's code for cash, an e-mail for Paystack).
 */
export const depositPlacementBodySchema = orderPayloadSchema.extend({
  orderId: z.string().trim().regex(DEPOSIT_PLACEMENT_ID_PATTERN, 'orderId must look like TEMP-1700000000000-ab12cd34').optional(),
  depositAmount: amount,
  depositPaymentMethod: z.enum(depositMethodIds, { error: DEPOSIT_MESSAGES.unsupportedMethod }).optional(),
  securityCode: securityCode.optional(),
  email: optionalEmailSchema.optional(),
  phone: phone.optional(),
  mpesaPhone: phone.optional(),
  lipiaPhone: phone.optional(),
  tinypesaPhone: phone.optional(),
  pesafluxPhone: phone.optional(),
  weight: z.unknown().optional(),
});
export type DepositPlacementBody = z.infer<typeof depositPlacementBodySchema>;

/** What a deposit placement answers: in `data` (spec 2 §7) and, for the method-specific calls, at the top level too. */
export const depositPlacementDataSchema = z.object({
  orderId: z.string(),
  /** The order's short reference (decision 0035): the account to type when paying by paybill. */
  orderReference: z.string().optional(),
  /** The order's total, the deposit asked and what will be left once it is paid (shillings). */
  amount: z.number(),
  depositAmount: z.number(),
  balance: z.number(),
  depositPaymentMethod: z.enum(depositMethodIds),
  /** The deposit itself: paid at once (cash), else pending until its provider (or the shop, for bank) confirms. */
  paymentStatus: paymentStatusSchema,
  /** The payment request the progress screen polls (all methods), under the spec's names for its method too. */
  requestId: z.string(),
  mpesaRequestId: z.string().optional(),
  lipiaRequestId: z.string().optional(),
  tinypesaRequestId: z.string().optional(),
  pesaFluxRequestId: z.string().optional(),
  /** Paystack: its hosted page and reference. */
  authorizationUrl: z.string().optional(),
  reference: z.string().optional(),
  /** Bank: where to send the transfer. */
  bankDetails: bankDetailsSchema.optional(),
});
export type DepositPlacementData = z.infer<typeof depositPlacementDataSchema>;
export const depositPlacementResponseSchema = depositPlacementDataSchema.extend({
  success: z.literal(true), message: z.string(), data: depositPlacementDataSchema,
});
export type DepositPlacementResponse = z.infer<typeof depositPlacementResponseSchema>;

/** POST /api/order/deposit/{method} (mpesa, lipia, tinypesa, bank) and /api/order/deposit/pesaflux/initiate. */
export const balancePaymentBodySchema = z.object({
  orderId: z.string().trim().regex(ORDER_ID_PATTERN, 'orderId must look like ORD-1700000000000-ab12cd34'),
  amount,
  phone: phone.optional(),
});
export type BalancePaymentBody = z.infer<typeof balancePaymentBodySchema>;
export const balanceMethodParamsSchema = z.object({ method: z.enum(balanceMethods, { error: DEPOSIT_MESSAGES.unsupportedMethod }) });

export const balancePaymentResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  orderId: z.string(),
  /** The order's short reference (decision 0035): the account to type when paying by paybill. */
  orderReference: z.string().optional(),
  amount: z.number(),
  /** What the order still owes once this payment is in. */
  balance: z.number(),
  requestId: z.string(),
  mpesaRequestId: z.string().optional(),
  lipiaRequestId: z.string().optional(),
  tinypesaRequestId: z.string().optional(),
  pesaFluxRequestId: z.string().optional(),
  bankDetails: bankDetailsSchema.optional(),
});
export type BalancePaymentResponse = z.infer<typeof balancePaymentResponseSchema>;

export const depositRequestParamsSchema = z.object({ requestId: z.string().trim().min(1).max(100) });

/**
 * GET /api/order/deposit/mpesa-status/{requestId}, /api/order/mpesa/deposit-status/{id} and
 * /api/order/deposit/lipia-status/{id}: one deposit or balance payment (spec 2 §3 status responses).
 */
export const depositStatusResponseSchema = z.object({
  success: z.literal(true),
  status: paymentStatusSchema,
  transactionId: z.string().nullable(),
  reference: z.string().nullable(),
  phone: z.string().nullable(),
  receipt: z.string().nullable(),
  message: z.string(),
  orderId: z.string(),
  /** This payment, and what the order still owes now. */
  amount: z.number(),
  balance: z.number(),
  paymentError: z.object({ code: z.string(), message: z.string() }).nullable(),
});
export type DepositStatusResponse = z.infer<typeof depositStatusResponseSchema>;

/** GET /api/order/deposit/tinypesa-status/{requestId}: success, paymentStatus, balance, message. */
export const tinypesaDepositStatusResponseSchema = z.object({
  success: z.literal(true),
  paymentStatus: paymentStatusSchema,
  balance: z.number(),
  message: z.string(),
  tinypesaRequestId: z.string(),
  orderId: z.string(),
  amount: z.number(),
  mpesaReceipt: z.string().nullable(),
});
export type TinypesaDepositStatusResponse = z.infer<typeof tinypesaDepositStatusResponseSchema>;
