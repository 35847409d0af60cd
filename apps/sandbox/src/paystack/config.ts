/**
 * Paystack emulator settings, from SANDBOX_PAYSTACK_* variables. The default secret key is the sandbox key the shop uses
 * when no Paystack key is configured (it matches `SANDBOX_CARD_PROVIDERS.paystack` in apps/api/src/config.ts; the
 * sandbox does not import from the api, so the literal is repeated here).
 */
export const PAYSTACK_SANDBOX_SECRET_KEY = 'sk_test_mitumba_sandbox_paystack';

export type PaystackConfig = {
  /** The one integration's secret key: Bearer on API calls, and the HMAC-SHA512 key of its webhooks. */
  secretKey: string;
  /** The dashboard's webhook URL (one per integration and mode). */
  webhookUrl: string;
  /** Multiplies Paystack's retry delays (1 = real time; tests use tiny factors). */
  retryScale: number;
};

/** One real second of the retry schedule lasts a sixtieth by default: Paystack's hourly test retries come every minute. */
const DEFAULT_RETRY_SCALE = 1 / 60;

function scale(value: string | undefined): number {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(parsed) && parsed >= 0 ? parsed : DEFAULT_RETRY_SCALE;
}

export function loadPaystackConfig(env: Record<string, string | undefined>, publicUrl: string): PaystackConfig {
  return {
    secretKey: env.SANDBOX_PAYSTACK_SECRET_KEY || PAYSTACK_SANDBOX_SECRET_KEY,
    webhookUrl: env.SANDBOX_PAYSTACK_WEBHOOK_URL || `${publicUrl}/api/payments/callbacks/provider/paystack`,
    retryScale: scale(env.SANDBOX_PAYSTACK_RETRY_SCALE),
  };
}
