/**
 * Deposits (spec 2 §2–§9): part of an order paid now, the balance later. The rules the checkout's deposit form, the
 * order history's pay-balance form and the server share, word for word. Plain (no zod): the screens load it.
 */

/** Paid at checkout (a deposit) or from the order history (towards the balance). */
export const depositPurposes = ['deposit', 'balance'] as const;
export type DepositPurpose = (typeof depositPurposes)[number];

/** The deposit sub-methods a balance can be paid with from the order history (spec 2 §7), and bank by hand. */
export const balanceMethods = ['mpesa', 'lipia', 'tinypesa', 'pesaflux', 'bank'] as const;
export type BalanceMethod = (typeof balanceMethods)[number];

/** The methods the deposit progress screen (/order-deposit-processing) polls (spec 2 §2). */
export const depositScreenMethods = ['mpesa', 'lipia', 'tinypesa'] as const;
export type DepositScreenMethod = (typeof depositScreenMethods)[number];

export const DEPOSIT_MESSAGES = {
  mustBeLess: 'Deposit must be less than total amount',
  invalidAmount: 'Please enter a valid amount',
  exceedsBalance: 'Amount cannot exceed the remaining balance',
  invalidRequest: 'Invalid deposit request',
  failed: 'Deposit failed',
  paymentFailed: 'Deposit payment failed',
  error: 'Deposit error',
  invalidSession: 'Invalid deposit session',
  processingFailed: 'Deposit processing failed',
  processingError: 'Deposit processing error',
  creationFailed: 'Deposit order creation failed',
  pesafluxInitiateFailed: 'Failed to initiate PesaFlux payment',
  initiateFailed: 'Failed to initiate payment',
  invalidPaymentSession: 'Invalid payment session',
  unsupportedMethod: 'Unsupported payment method',
  takingTooLong: 'Taking too long? Please check your phone for payment prompt',
  successTitle: 'Deposit Successful!',
  successText: 'Your deposit payment was successful. The amount has been added to your order.',
  /** The payment that leaves nothing to pay is not a deposit any more (issue 27, decision 0037). */
  balancePaidTitle: 'Balance paid',
  balancePaidText: 'Your order is now paid in full. Thank you!',
  useDifferentPhone: 'Use different phone number',
  /** A balance payment started: '{method} payment initiated. Check your phone.' */
  initiated: (method: string) => `${method} payment initiated. Check your phone.`,
  /** The deposit form's floor: 'Minimum deposit: Ksh {x} ({pct}%)'. */
  minimum: (minimum: number, percent: number) => `Minimum deposit: Ksh ${minimum.toLocaleString('en-KE')} (${percent}%)`,
} as const;

/** Deposit screens and the order history (spec 2 §4, §9). */
export const DEPOSIT_STATUS_POLL_MS = 5_000;
/** The deposit progress screen gives up after 10 minutes. */
export const DEPOSIT_SCREEN_TIMEOUT_MS = 600_000;
/** M-Pesa deposit screens: every 3 s, 20 times (/deposit-processing), or every 5 s, 24 times (/mpesa-deposit-processing). */
export const MPESA_DEPOSIT_POLL_MS = 3_000;
export const MPESA_DEPOSIT_POLLS = 20;
export const MPESA_DEPOSIT_SLOW_POLL_MS = 5_000;
export const MPESA_DEPOSIT_SLOW_POLLS = 24;
/** TinyPesa's deposit screen counts down from 120 s ('Timeout in {n}s'); its progress bar runs over 60 s. */
export const TINYPESA_DEPOSIT_TIMEOUT_S = 120;
/** After a balance payment starts, the order list is read again 5 s later. */
export const BALANCE_REFETCH_MS = 5_000;

/** The minimum deposit percent for this customer: the new-customer percent until their first order (spec 2 §9). */
export function minimumDepositPercent(orderCount: number, settings: { minDepositRegular: number; minDepositNewUser: number }): number {
  return orderCount === 0 ? settings.minDepositNewUser : settings.minDepositRegular;
}

/** The smallest deposit for a total at a percent, in whole shillings (rounded up, so it is never below the percent). */
export function minimumDeposit(total: number, percent: number): number {
  return Math.ceil((total * percent) / 100 - 1e-9);
}

/**
 * The checkout deposit (spec 2 §5): numeric, at least the minimum percent of the total, and less than the total (at
 * most the total minus 0.01). Answers the spec's message, or null.
 */
export function depositAmountProblem(total: number, amount: number, percent: number): string | null {
  if (!Number.isFinite(amount) || amount <= 0) return DEPOSIT_MESSAGES.minimum(minimumDeposit(total, percent), percent);
  if (amount > total - 0.01) return DEPOSIT_MESSAGES.mustBeLess;
  const floor = minimumDeposit(total, percent);
  return amount < floor ? DEPOSIT_MESSAGES.minimum(floor, percent) : null;
}

/** A payment towards the balance (spec 2 §5): positive, and not above what is left. */
export function balancePaymentProblem(balance: number, amount: number): string | null {
  if (!Number.isFinite(amount) || amount <= 0) return DEPOSIT_MESSAGES.invalidAmount;
  return amount > balance ? DEPOSIT_MESSAGES.exceedsBalance : null;
}

/**
 * The temporary ids a deposit placement may carry before the order exists (spec 2 §3): TEMP-… from the checkout,
 * DEPO-… from TinyPesa. Each names one ORD-… order (same timestamp and hex), so a repeated submit is the same order.
 */
export const TEMP_ORDER_PREFIX = 'TEMP-';
export const TINYPESA_DEPOSIT_PREFIX = 'DEPO-';
export function depositOrderRef(placementId: string): string {
  for (const prefix of [TEMP_ORDER_PREFIX, TINYPESA_DEPOSIT_PREFIX]) {
    if (placementId.startsWith(prefix)) return `ORD-${placementId.slice(prefix.length)}`;
  }
  return placementId;
}
