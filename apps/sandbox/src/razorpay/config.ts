/**
 * The Razorpay emulator's account (payment-providers.md §4, §6.6): API key pair, webhook secret and URL, the
 * currencies the account takes, and the webhook retry schedule's scale. Read from SANDBOX_RAZORPAY_* variables.
 */
export type RazorpayConfig = {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  webhookUrl: string;
  /** KES is an international currency Razorpay enables per account (§4.1). */
  currencies: readonly string[];
  /** Multiplies the retry delays (tests: 0.0001 makes a day of retries a few seconds). */
  retryScale: number;
  /** A webhook not answered within this is a failure (§4.4: 5 s). */
  webhookTimeoutMs: number;
};

type Env = Record<string, string | undefined>;

// These defaults match SANDBOX_CARD_PROVIDERS.razorpay in apps/api/src/config.ts (the sandbox may not import the api).
export const SANDBOX_RAZORPAY_KEY_ID = 'rzp_test_mitumbasandbox';
export const SANDBOX_RAZORPAY_KEY_SECRET = 'mitumba_sandbox_razorpay_secret';
export const SANDBOX_RAZORPAY_WEBHOOK_SECRET = 'mitumba_sandbox_razorpay_webhook';

const positive = (value: string | undefined, fallback: number): number => {
  const parsed = Number(value);
  return value && Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
};

export function loadRazorpayConfig(env: Env, publicUrl: string): RazorpayConfig {
  return {
    keyId: env.SANDBOX_RAZORPAY_KEY_ID || SANDBOX_RAZORPAY_KEY_ID,
    keySecret: env.SANDBOX_RAZORPAY_KEY_SECRET || SANDBOX_RAZORPAY_KEY_SECRET,
    webhookSecret: env.SANDBOX_RAZORPAY_WEBHOOK_SECRET || SANDBOX_RAZORPAY_WEBHOOK_SECRET,
    webhookUrl: env.SANDBOX_RAZORPAY_WEBHOOK_URL || `${publicUrl}/api/payments/callbacks/provider/razorpay`,
    currencies: ['INR', 'KES'],
    retryScale: positive(env.SANDBOX_RAZORPAY_RETRY_SCALE, 1),
    webhookTimeoutMs: positive(env.SANDBOX_RAZORPAY_WEBHOOK_TIMEOUT_MS, 5000),
  };
}
