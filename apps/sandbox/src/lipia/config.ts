/**
 * Lipia Online emulator settings, from SANDBOX_LIPIA_* variables. The defaults are the sandbox credentials the shop
 * uses when no Lipia key is configured (they match `SANDBOX_AGGREGATORS.lipia` in apps/api/src/config.ts; the sandbox
 * does not import from the api, so the literal is repeated here).
 */
export type LipiaConfig = {
  /** The Bearer API key of the one Lipia "app" the emulator knows. */
  apiKey: string;
  /** The till/paybill Lipia collects into for that app, and the name the sandbox phone shows. */
  shortCode: string;
  merchantName: string;
};

export const LIPIA_SANDBOX_API_KEY = 'mitumba-sandbox-lipia-key';

export function loadLipiaConfig(env: Record<string, string | undefined>): LipiaConfig {
  return {
    apiKey: env.SANDBOX_LIPIA_API_KEY || LIPIA_SANDBOX_API_KEY,
    shortCode: env.SANDBOX_LIPIA_SHORTCODE || '4122083',
    merchantName: env.SANDBOX_LIPIA_MERCHANT_NAME || 'MITUMBA',
  };
}
