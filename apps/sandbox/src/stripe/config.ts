/**
 * The Stripe emulator's account (payment-providers.md §3, §6.5): the secret key the shop's API calls must carry, the
 * webhook endpoint and its signing secret, and the retry profile. Read from SANDBOX_STRIPE_* variables.
 */
export type StripeConfig = {
  secretKey: string;
  webhookSecret: string;
  webhookUrl: string;
  /** Delays before each retry of a webhook answered non-2xx (Stripe test mode: 3 retries over a few hours), scaled. */
  retryDelaysMs: number[];
};

type Env = Record<string, string | undefined>;

// These defaults match SANDBOX_CARD_PROVIDERS.stripe in apps/api/src/config.ts (the sandbox may not import the api).
export const SANDBOX_STRIPE_SECRET_KEY = 'sk_test_mitumba_sandbox_stripe';
export const SANDBOX_STRIPE_WEBHOOK_SECRET = 'whsec_mitumba_sandbox_stripe';

/** Stripe's test-mode profile: three retries over a few hours (§3.3); the live profile backs off for up to 3 days. */
const TEST_MODE_RETRY_HOURS = [1, 2, 4];
const HOUR_MS = 3_600_000;

export function loadStripeConfig(env: Env, publicWebhookUrl: string): StripeConfig {
  const scale = Number(env.SANDBOX_STRIPE_RETRY_SCALE ?? '1');
  const factor = Number.isFinite(scale) && scale >= 0 ? scale : 1;
  return {
    secretKey: env.SANDBOX_STRIPE_SECRET_KEY || SANDBOX_STRIPE_SECRET_KEY,
    webhookSecret: env.SANDBOX_STRIPE_WEBHOOK_SECRET || SANDBOX_STRIPE_WEBHOOK_SECRET,
    webhookUrl: env.SANDBOX_STRIPE_WEBHOOK_URL || publicWebhookUrl,
    retryDelaysMs: TEST_MODE_RETRY_HOURS.map((hours) => Math.round(hours * HOUR_MS * factor)),
  };
}
