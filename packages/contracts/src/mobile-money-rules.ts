/**
 * The M-Pesa-prompt aggregators (Lipia, TinyPesa, PesaFlux, KCB) and the hybrid of a prompt and cash, as the checkout
 * and their progress screens meet them (spec 2 §2, §4, §5, §8, §9). Plain (no zod): the screens load it.
 */

/** The aggregator methods the checkout sends a prompt through, each with its own phone field in the address. */
export const mobileMoneyProviders = ['lipia', 'tinypesa', 'pesaflux', 'kcb'] as const;
export type MobileMoneyProvider = (typeof mobileMoneyProviders)[number];

/** Which address field holds the phone a method prompts (spec 2 §3 Address). */
export const methodPhoneFields = {
  mpesa: 'mpesaPhone', lipia: 'lipiaPhone', tinypesa: 'tinypesaPhone', pesaflux: 'pesafluxPhone', kcb: 'kcbPhone', hybrid: 'hybridPhone',
} as const;

/** The providers a hybrid's mobile part may go through (spec 2 §3 Hybrid payment). */
export const hybridMobileProviders = ['pesaflux', 'tinypesa'] as const;
export type HybridMobileProvider = (typeof hybridMobileProviders)[number];

/** Polling and timings of the progress screens (spec 2 §9). */
export const LIPIA_POLL_MS = 5_000;
export const TINYPESA_POLL_MS = 3_000;
/** TinyPesa's progress bar runs over 60 s; then the screen gives up ('Timeout in {n}s'). */
export const TINYPESA_TIMEOUT_MS = 60_000;
/** After paid, TinyPesa goes to success in 2 s; deleted, failed or expired to fail in 5 s; its time-out to fail in 3 s. */
export const TINYPESA_PAID_REDIRECT_MS = 2_000;
export const TINYPESA_FAILED_REDIRECT_MS = 5_000;
export const TINYPESA_TIMEOUT_REDIRECT_MS = 3_000;
export const PESAFLUX_POLL_MS = 10_000;
/** The PesaFlux countdown starts at 2:00 and drops 10 s per check. */
export const PESAFLUX_COUNTDOWN_S = 120;
export const PESAFLUX_REDIRECT_MS = 3_000;
export const KCB_POLL_MS = 5_000;
export const HYBRID_POLL_MS = 5_000;

/** The texts of spec 2 §2, §5 and §8 for these methods. */
export const MOBILE_MONEY_MESSAGES = {
  lipiaInitiationFailed: 'Lipia payment initiation failed',
  lipiaFailed: 'Failed to initiate Lipia payment',
  kcbInitiationFailed: 'KCB payment initiation failed',
  pesafluxFailed: 'PesaFlux payment failed',
  hybridFailed: 'Hybrid payment failed',
  invalidSplit: 'Invalid payment split',
  statusCheckFailed: 'Failed to check payment status',
  failedOrCanceled: 'Payment failed or was canceled',
  paymentFailed: 'Payment failed',
  timedOut: 'Payment timed out. Please check your payment and try again.',
  /** A prompt the customer never answered (the server's DS_TIMEOUT): nothing was taken, so simply again. */
  promptTimedOut: 'Payment timed out. Please try again.',
  declinedOrTimedOut: 'Payment was declined or timed out',
  processingError: 'Error occurred during processing',
  expiredTitle: 'Transaction Expired',
  expired: 'This payment request has expired or been cancelled.',
  hybridLoading: 'Loading hybrid payment session...',
  hybridCompleteOnPhone: 'Please complete the mobile payment on your phone.',
  hybridCheckError: 'Error checking payment status',
} as const;

/**
 * Why an aggregator's prompt failed, from the status answer: an unanswered prompt (DS_TIMEOUT) says it timed out and to
 * try again, anything else the server's words or the screen's own fallback.
 */
export function promptFailureMessage(error: { code: string; message: string } | null | undefined, fallback: string): string {
  if (error?.code === 'DS_TIMEOUT') return MOBILE_MONEY_MESSAGES.promptTimedOut;
  return error?.message || fallback;
}

/** PesaFlux takes its phone as 254…: a leading 0 becomes 254, a leading + is dropped (spec 2 §5). */
export function pesafluxPhone(input: string): string {
  const digits = input.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return digits.slice(1);
  return digits.startsWith('0') ? `254${digits.slice(1)}` : digits;
}

/** A hybrid split: mobile part above 0 and a cash remainder above 0 (spec 2 §5), whole shillings. */
export function hybridSplitProblem(total: number, mobileAmount: number): string | null {
  const valid = Number.isInteger(mobileAmount) && mobileAmount > 0 && total - mobileAmount > 0;
  return valid ? null : MOBILE_MONEY_MESSAGES.invalidSplit;
}
