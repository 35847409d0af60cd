import { SANDBOX_MPESA, configuredProviderSettings, type Config } from './config.ts';

/**
 * Demo or live: the one decision about what a server may expose. The payment sandbox (its admin API marks payments
 * paid) and the /dev/mail outbox (it shows everyone's codes and reset links) exist only in the demo, which is a server
 * with no real credentials at all. Anything real (SMTP, M-Pesa pointed elsewhere or with other credentials) or
 * NODE_ENV=production makes it live, and a live server never mounts them, whatever else it is told.
 */
export type ShopMode = { mode: 'demo' } | { mode: 'live'; reasons: string[] };

export function shopMode(config: Config): ShopMode {
  const { mpesa } = config;
  const reasons: string[] = [];
  if (config.nodeEnv === 'production') reasons.push('NODE_ENV=production');
  if (config.smtpUrl) reasons.push('SMTP_URL set');
  if (mpesa.baseUrl !== `${config.publicUrl}/sandbox/mpesa`) reasons.push('MPESA_BASE_URL is not the sandbox');
  const sandboxCredentials = mpesa.consumerKey === SANDBOX_MPESA.consumerKey && mpesa.consumerSecret === SANDBOX_MPESA.consumerSecret
    && mpesa.shortCode === SANDBOX_MPESA.shortCode && mpesa.passkey === SANDBOX_MPESA.passkey;
  if (!sandboxCredentials) reasons.push('M-Pesa credentials set');
  reasons.push(...liveAggregators(config));
  return reasons.length === 0 ? { mode: 'demo' } : { mode: 'live', reasons };
}

/** The start-up line: which mode, and why. */
export function describeShopMode(mode: ShopMode): string {
  if (mode.mode === 'demo') {
    return 'demo: no real credentials configured, so the payment sandbox (/sandbox) and the mail outbox (/dev/mail) are open';
  }
  return `live: ${mode.reasons.join(', ')}; no payment sandbox, no /dev/mail`;
}

/** The aggregators and card providers set up for real: pointed away from their emulator, or given their own credentials. */
function liveAggregators(config: Config): string[] {
  return configuredProviderSettings(config).flatMap(({ id, baseUrl, credentials, sandboxCredentials }) => {
    if (baseUrl !== `${config.publicUrl}/sandbox/${id}`) return [`${id.toUpperCase()} is not the sandbox`];
    const own = Object.entries(sandboxCredentials).some(([key, value]) => credentials[key] !== value);
    return own ? [`${id.toUpperCase()} credentials set`] : [];
  });
}
