import { loadConfig, type Config } from '../config.ts';

/** The shop's own Daraja values: everything production refuses to take from the sandbox (STK, C2B pull, the initiator). */
export const ownDaraja = {
  MPESA_CONSUMER_KEY: 'shop-key', MPESA_CONSUMER_SECRET: 'shop-secret', MPESA_SHORTCODE: '600123', MPESA_PASSKEY: 'shop-passkey',
  MPESA_PULL_NOMINATED_NUMBER: '254722000111', MPESA_SECURITY_CREDENTIAL: 'c2hvcC1pbml0aWF0b3ItY3JlZGVudGlhbA==',
};

/** A production configuration that passes every check, changed by `env`: the base each production check test varies. */
export const productionConfig = (env: Record<string, string> = {}): Config =>
  loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587', MPESA_BASE_URL: 'https://api.safaricom.co.ke', ...ownDaraja, ...env });
