/**
 * TinyPesa emulator settings, read from SANDBOX_TINYPESA_* (payment-providers.md §5.1, §6.7). The default API key is
 * the one the shop uses when TinyPesa is not configured: it matches SANDBOX_AGGREGATORS.tinypesa in apps/api/src/config.ts
 * (repeated here because the sandbox must not import from the API).
 */
export type TinypesaConfig = {
  /** The link's API key the `Apikey` header must carry. */
  apiKey: string;
  /**
   * Where the link's webhook goes. TinyPesa has no per-request callback URL: the address is set on the link (dashboard
   * or `create_link`'s `call_back_url`). '' sends no webhook at all.
   */
  webhookUrl: string;
  /** The till/paybill behind the link, and the name the customer's prompt shows. */
  shortCode: string;
  merchantName: string;
  /** The link's id, echoed by get_status as `link_id`. */
  linkId: number;
};

export const SANDBOX_TINYPESA_API_KEY = 'mitumba-sandbox-tinypesa-key';

export function loadTinypesaConfig(env: Record<string, string | undefined>, publicUrl: string): TinypesaConfig {
  return {
    apiKey: env.SANDBOX_TINYPESA_API_KEY || SANDBOX_TINYPESA_API_KEY,
    webhookUrl: env.SANDBOX_TINYPESA_WEBHOOK_URL ?? `${publicUrl}/api/payments/callbacks/provider/tinypesa`,
    shortCode: env.SANDBOX_TINYPESA_SHORTCODE || '174379',
    merchantName: env.SANDBOX_TINYPESA_MERCHANT_NAME || 'MITUMBA',
    linkId: 1042,
  };
}
