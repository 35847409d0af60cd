import { flag, whole, type Env } from '../mpesa/config.ts';

/**
 * KCB Buni emulator settings, read from SANDBOX_KCB_* variables (payment-providers.md §5.4, §6.7). The default
 * credentials and till are the ones apps/api's SANDBOX_AGGREGATORS.kcb sends (the sandbox does not import apps/api,
 * so they are repeated here: keep them equal).
 */
export type KcbConfig = {
  consumerKey: string;
  consumerSecret: string;
  /** The KCB till/account the shared paybill credits: `invoiceNumber` must be `{till}-{your reference}`. */
  till: string;
  /** KCB's shared M-Pesa paybill, used when `sharedShortCode` is true. */
  sharedPaybill: string;
  /** An own shortcode provisioned for M-Pesa Express through KCB (none by default: "Merchant does not exist"). */
  orgShortCode: { shortCode: string; passKey: string } | null;
  /** Skip the `routeCode`, `operation` and `messageId` headers check (KCB's swagger requires them). */
  lenientHeaders: boolean;
  /** A second push to the same phone within this window is refused as a duplicate (KCB: ~90 s). */
  duplicateWindowMs: number;
  tokenTtlSeconds: number;
};

export function loadKcbConfig(env: Env = process.env): KcbConfig {
  const orgShortCode = env.SANDBOX_KCB_ORG_SHORTCODE?.trim();
  return {
    // Same values as SANDBOX_AGGREGATORS.kcb in apps/api/src/config.ts.
    consumerKey: env.SANDBOX_KCB_CONSUMER_KEY || 'mitumba-sandbox-kcb-key',
    consumerSecret: env.SANDBOX_KCB_CONSUMER_SECRET || 'mitumba-sandbox-kcb-secret',
    till: env.SANDBOX_KCB_TILL || '7654321',
    sharedPaybill: '522533',
    orgShortCode: orgShortCode ? { shortCode: orgShortCode, passKey: env.SANDBOX_KCB_ORG_PASSKEY ?? '' } : null,
    lenientHeaders: flag(env, 'SANDBOX_KCB_LENIENT_HEADERS', false),
    duplicateWindowMs: whole(env, 'SANDBOX_KCB_DUPLICATE_WINDOW_MS', 90_000),
    tokenTtlSeconds: 3599,
  };
}
