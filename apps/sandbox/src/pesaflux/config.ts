/**
 * The PesaFlux emulator's account: the credentials the shop must put in its request bodies, the till the prompts
 * are for, and the account's webhook URL (payment-providers.md §5.2, §6.7). Read from SANDBOX_PESAFLUX_* variables.
 */
export type PesafluxConfig = {
  apiKey: string;
  email: string;
  /** The account's own webhook (the dashboard setting); '' means none: only a request's `callback_url` is called. */
  webhookUrl: string;
  /** The linked till the prompts pay, and the name the sandbox phone shows. */
  shortCode: string;
  merchantName: string;
};

type Env = Record<string, string | undefined>;

// These defaults match SANDBOX_AGGREGATORS.pesaflux in apps/api/src/config.ts (the sandbox may not import the api).
export const SANDBOX_PESAFLUX_API_KEY = 'mitumba-sandbox-pesaflux-key';
export const SANDBOX_PESAFLUX_EMAIL = 'sandbox@mitumba.local';

export function loadPesafluxConfig(env: Env = process.env): PesafluxConfig {
  return {
    apiKey: env.SANDBOX_PESAFLUX_API_KEY || SANDBOX_PESAFLUX_API_KEY,
    email: env.SANDBOX_PESAFLUX_EMAIL || SANDBOX_PESAFLUX_EMAIL,
    webhookUrl: env.SANDBOX_PESAFLUX_WEBHOOK_URL || '',
    shortCode: env.SANDBOX_PESAFLUX_TILL || '5123456',
    merchantName: env.SANDBOX_PESAFLUX_MERCHANT_NAME || 'MITUMBA',
  };
}
