/**
 * Payment methods of spec 2 §3 and the texts the checkout and progress screens share with the server.
 * Plain (no zod): the checkout page loads it.
 */
export const paymentMethodIds = [
  'tinypesa', 'pesaflux', 'paystack', 'lipia', 'kcb', 'hybrid', 'mpesa', 'sidian', 'deposit', 'cod', 'cash', 'razorpay', 'stripe',
] as const;
export type PaymentMethodId = (typeof paymentMethodIds)[number];

/**
 * The checkout's order until the owner sets one (decision 0035): M-Pesa first, then a card, pay on delivery, a
 * deposit, the bank paybill and cash at the counter; the M-Pesa prompts through other brands and the rest after.
 */
export const DEFAULT_METHOD_ORDER: readonly PaymentMethodId[] = [
  'mpesa', 'paystack', 'cod', 'deposit', 'sidian', 'cash', 'stripe', 'razorpay', 'hybrid', 'lipia', 'tinypesa', 'pesaflux', 'kcb',
];
/** How many methods the checkout shows at once; the rest are under "More ways to pay". */
export const VISIBLE_METHOD_COUNT = 6;

/** Whether `order` names every payment method exactly once. */
export function isMethodOrder(order: readonly string[]): boolean {
  return order.length === paymentMethodIds.length && new Set(order).size === order.length
    && order.every((id) => (paymentMethodIds as readonly string[]).includes(id));
}

/** The stored order (empty before the owner sets one) as a full order: known methods kept, any missing appended in the default order. */
export function methodOrderOf(stored: readonly string[]): PaymentMethodId[] {
  const known = [...new Set(stored)].filter((id): id is PaymentMethodId => (paymentMethodIds as readonly string[]).includes(id));
  return [...known, ...DEFAULT_METHOD_ORDER.filter((id) => !known.includes(id))];
}

/**
 * An order's short reference (migration 0023): what a customer types in M-Pesa's account field for the paybill and
 * says at the counter. Six characters (seven past 31^6 orders) of an alphabet without 0/O/1/I/L.
 */
export const ORDER_REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const ORDER_REFERENCE_PATTERN = /^[2-9A-HJKMNP-Z]{6,8}$/;

/** What to type in M-Pesa's paybill menu for an order: the account is the order's short reference. */
export const paybillInstruction = (paybill: string, reference: string, amount: string): string =>
  `Pay ${amount} to paybill ${paybill}, account ${reference}.`;

/** The spec's order `paymentMethod` label for each method id. */
export const paymentMethodLabels: Record<PaymentMethodId, string> = {
  tinypesa: 'TinyPesa', pesaflux: 'PesaFlux', paystack: 'Paystack', lipia: 'Lipia', kcb: 'KCB', hybrid: 'Hybrid',
  mpesa: 'M-Pesa', sidian: 'Sidian', deposit: 'Deposit', cod: 'COD', cash: 'Cash', razorpay: 'Razorpay', stripe: 'Card (Stripe)',
};

/** Methods that settle on the customer's phone or a provider page: an order waits for them (one at a time). */
export const onlinePaymentMethods: readonly PaymentMethodId[] = ['tinypesa', 'pesaflux', 'paystack', 'lipia', 'kcb', 'hybrid', 'mpesa', 'deposit', 'razorpay', 'stripe'];

export const DEPOSIT_MIN_PERCENT_REGULAR = 50;
export const DEPOSIT_MIN_PERCENT_NEW_USER = 75;
export const SECURITY_CODE_LENGTH = 5;

/** M-Pesa order polling (spec 2 §9): every 3 s, 20 times. */
export const MPESA_POLL_MS = 3_000;
export const MPESA_POLL_LIMIT = 20;
/** Staged messages on processing screens (spec 2 §4). */
export const PROCESSING_STAGES_MS = [1_500, 3_000, 8_000] as const;

/** The failure code map of spec 2 §8. */
const mpesaFailureMessages: Record<string, string> = {
  DS_TIMEOUT: 'Payment timed out',
  C2B00011: 'Insufficient funds',
  C2B00012: 'Transaction cancelled',
  C2B00014: 'Invalid PIN entered',
  C2B00015: 'Invalid phone number',
  '500.001.1001': 'System maintenance - try again later',
  '1032': 'Transaction declined by user',
};

/** Codes that say what the customer's phone or account did (declined, wrong PIN, no funds, no answer). */
const mpesaCustomerSideCodes = new Set(['DS_TIMEOUT', 'C2B00011', 'C2B00012', 'C2B00014', 'C2B00015', '1032']);

/** A failure on M-Pesa's side (busy, maintenance, prompt not sent): titled 'Payment processing error', not the customer's doing. */
export function isMpesaProcessingError(code: string | null | undefined): boolean {
  return Boolean(code) && !mpesaCustomerSideCodes.has(code as string);
}

export function mpesaFailureMessage(code: string | null | undefined, supplied?: string | null): string {
  return (code ? mpesaFailureMessages[code] : undefined) ?? (supplied || 'Payment processing failed');
}

export const CHECKOUT_MESSAGES = {
  loginRequired: 'Please login to place an order.',
  pendingOrders: 'This customer has pending orders.',
  noItems: 'No items in cart.',
  emptyCart: 'Your cart is empty. Add items to proceed.',
  codFailed: 'Failed to place COD order. Please try again later.',
  placeFailed: 'Failed to place order. Please try again later.',
  initiationFailed: 'Payment initiation failed',
  sidianFailed: 'Sidian payment failed',
  couponFailed: 'Failed to apply coupon. Please try again.',
  couponMissing: 'Please enter a coupon code or proceed without it.',
  couponTwice: 'Coupon already applied',
  securityCodeInvalid: 'Invalid security code',
  securityCodeError: 'Error validating security code',
  saveAddressFailed: 'Failed to save address. Please try again.',
  termsRequired: 'agree to the terms and conditions and privacy policy to proceed.',
  phoneErrors: 'Please fix phone number validation errors',
  invalidSession: 'Invalid payment session',
} as const;

/** Checkout phones (spec 2 §5): 10 digits once everything but digits is stripped. */
export function checkoutPhoneProblem(input: string, example = '0712345678'): string | null {
  return input.replace(/\D/g, '').length === 10 ? null : `Phone number must be 10 digits (e.g., ${example})`;
}

/** The spec's order id: ORD- plus a timestamp plus random hex. It is also the placement's idempotency key. */
export function newOrderId(now = Date.now()): string {
  const hex = Array.from(crypto.getRandomValues(new Uint8Array(6)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `ORD-${now}-${hex}`;
}
export const ORDER_ID_PATTERN = /^ORD-[A-Za-z0-9-]{6,60}$/;
