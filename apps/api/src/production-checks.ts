import { SANDBOX_INITIATOR_CERTIFICATE, SANDBOX_INITIATOR_PASSWORD } from '@mitumba/sandbox/initiator';
import { ConfigError, SANDBOX_MPESA, configuredProviderSettings, type Config } from './config.ts';
import type { Db } from './db/client.ts';
import { demoAccountsWithKnownPassword } from './db/seed/demo-guard.ts';
import { refuseSandboxSms } from './modules/notifications/sms/sms-config.ts';

/**
 * With NODE_ENV=production the server refuses to start half-configured: no mail, M-Pesa on the sandbox or with its
 * published credentials, or demo passwords open.
 */
export async function assertReadyForProduction(config: Config, db: Db): Promise<void> {
  if (config.nodeEnv !== 'production') return;
  if (!config.smtpUrl) {
    throw new ConfigError('NODE_ENV=production needs SMTP_URL: shoppers must receive their sign-up codes and reset links.');
  }
  if (config.seedDemo) throw new ConfigError('NODE_ENV=production refuses SEED_DEMO: the demo accounts have published passwords.');
  if (config.mpesa.baseUrl.startsWith(`${config.publicUrl}/sandbox/`)) {
    throw new ConfigError('NODE_ENV=production needs MPESA_BASE_URL and the Daraja credentials: M-Pesa would otherwise go to the local sandbox.');
  }
  const published = [
    config.mpesa.consumerKey === SANDBOX_MPESA.consumerKey && 'MPESA_CONSUMER_KEY',
    config.mpesa.consumerSecret === SANDBOX_MPESA.consumerSecret && 'MPESA_CONSUMER_SECRET',
    config.mpesa.passkey === SANDBOX_MPESA.passkey && 'MPESA_PASSKEY',
    config.mpesaC2b.shortCode === SANDBOX_MPESA.shortCode && 'MPESA_C2B_SHORTCODE',
    config.mpesaC2b.nominatedNumber === SANDBOX_MPESA.testMsisdn && 'MPESA_PULL_NOMINATED_NUMBER',
    config.mpesa.initiator.password === SANDBOX_INITIATOR_PASSWORD && config.mpesa.initiator.securityCredential === null && 'MPESA_INITIATOR_PASSWORD',
    config.mpesa.initiator.certificatePath === SANDBOX_INITIATOR_CERTIFICATE && config.mpesa.initiator.securityCredential === null && 'MPESA_CERTIFICATE',
  ].filter(Boolean);
  if (published.length > 0) {
    throw new ConfigError(`NODE_ENV=production refuses the published sandbox M-Pesa credentials: set ${published.join(', ')} to the shop's own Daraja values.`);
  }
  refuseSandboxAggregators(config);
  const sms = refuseSandboxSms(config.sms, config.publicUrl);
  if (sms) throw new ConfigError(sms);
  const open = await demoAccountsWithKnownPassword(db);
  if (open.length > 0) {
    throw new ConfigError(`NODE_ENV=production refuses to start while demo accounts keep the published password: ${open.join(', ')}. Change or remove them.`);
  }
}

/** An aggregator or card provider in production talks to its real API with the shop's own credentials, never the sandbox's. */
function refuseSandboxAggregators(config: Config): void {
  for (const { id, baseUrl, credentials, sandboxCredentials } of configuredProviderSettings(config)) {
    const name = id.toUpperCase();
    if (baseUrl.startsWith(`${config.publicUrl}/sandbox/`)) {
      throw new ConfigError(`NODE_ENV=production refuses ${name} on the local sandbox: set its base URL to the provider's own, or leave it unset.`);
    }
    const published = Object.entries(sandboxCredentials)
      .filter(([key, value]) => credentials[key] === value)
      .map(([key]) => `${name}_${key.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`);
    if (published.length > 0) {
      throw new ConfigError(`NODE_ENV=production refuses the sandbox credentials of ${name}: set ${published.join(', ')} to the shop's own values.`);
    }
  }
}
