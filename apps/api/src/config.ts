import { SANDBOX_INITIATOR_CERTIFICATE, SANDBOX_INITIATOR_NAME, SANDBOX_INITIATOR_PASSWORD } from '@mitumba/sandbox/initiator';
import { z } from 'zod';
import type { S3Settings } from './lib/storage/s3.ts';
import { smsEnv, smsSettingsOf, type SmsSettings } from './modules/notifications/sms/sms-config.ts';

/** Accepts the usual spellings of a yes/no environment variable. */
const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], {
    error: 'must be one of true/false, 1/0, yes/no, on/off',
  })
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

/**
 * Which proxies may tell us the client's address (X-Forwarded-For): a hop count, or a comma-separated list of
 * addresses or CIDR ranges. Never "everything": a forged header would then pick the IP every limit counts by.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    if (['false', 'no', 'off', '0'].includes(value)) return false;
    if (/^\d+$/.test(value)) return Number(value);
    const addresses = value.split(',').map((part) => part.trim()).filter(Boolean);
    const address = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]+)(\/\d{1,3})?$/i;
    if (addresses.length > 0 && addresses.every((part) => address.test(part))) return addresses;
    context.addIssue({ code: 'custom', message: 'must be a hop count (e.g. 1) or a comma-separated list of proxy addresses or CIDR ranges, never "true"' });
    return z.NEVER;
  });

/**
 * The sandbox's Daraja credentials and Safaricom's published sandbox shortcode and passkey: the defaults, so the
 * demo pays on the sandbox phone out of the box. Anything else means real credentials (see shop-mode.ts), and
 * production refuses these (production-checks.ts).
 */
export const SANDBOX_MPESA = {
  consumerKey: 'mitumba-sandbox-key',
  consumerSecret: 'mitumba-sandbox-secret',
  shortCode: '174379',
  passkey: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
  testMsisdn: '254708374149',
} as const;

/**
 * The STK aggregators' sandbox credentials (the emulators in apps/sandbox accept exactly these). Outside production
 * an aggregator without its own settings talks to its emulator with them; production never does (production-checks.ts).
 */
export const SANDBOX_AGGREGATORS = {
  lipia: { apiKey: 'mitumba-sandbox-lipia-key' },
  tinypesa: { apiKey: 'mitumba-sandbox-tinypesa-key' },
  pesaflux: { apiKey: 'mitumba-sandbox-pesaflux-key', email: 'sandbox@mitumba.local' },
  kcb: { consumerKey: 'mitumba-sandbox-kcb-key', consumerSecret: 'mitumba-sandbox-kcb-secret', till: '7654321' },
} as const;

/**
 * The card providers' sandbox keys (their emulators accept exactly these; production refuses them). Stripe's shape
 * (`sk_test_…`, `whsec_…`) is what the official `stripe` package expects.
 */
export const SANDBOX_CARD_PROVIDERS = {
  paystack: { secretKey: 'sk_test_mitumba_sandbox_paystack', publicKey: 'pk_test_mitumba_sandbox_paystack' },
  stripe: { secretKey: 'sk_test_mitumba_sandbox_stripe', webhookSecret: 'whsec_mitumba_sandbox_stripe' },
  razorpay: { keyId: 'rzp_test_mitumbasandbox', keySecret: 'mitumba_sandbox_razorpay_secret', webhookSecret: 'mitumba_sandbox_razorpay_webhook' },
} as const;

/** The card providers' live APIs (payment-providers.md §2–§4). */
export const LIVE_CARD_PROVIDER_URLS = {
  paystack: 'https://api.paystack.co',
  stripe: 'https://api.stripe.com',
  razorpay: 'https://api.razorpay.com',
} as const;

/** Where each aggregator's live API is (payment-providers.md §5): used in production once its key is set. */
export const LIVE_AGGREGATOR_URLS = {
  lipia: 'https://lipia-api.kreativelabske.com',
  tinypesa: 'https://tinypesa.com',
  pesaflux: 'https://api.pesaflux.co.ke',
  // KCB publishes no production host (§5.4): production needs KCB_BASE_URL.
  kcb: null,
} as const;

const optionalUrl = z.url({ error: 'must be an absolute http(s) URL' }).optional();

/** Media in an S3-compatible bucket (decision 0030): S3_BUCKET switches it on; the rest only count with it. */
const mediaEnv = {
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().trim().min(1).optional(),
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3–63 lower-case letters, digits, dots and hyphens').optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: flag.optional(),
  MEDIA_PUBLIC_URL: optionalUrl,
};

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DB_POOL_MAX: z.coerce.number().int('must be a whole number of connections').min(1, 'must be at least 1 connection')
    .max(100, 'must be at most 100 connections (each instance holds this many; PostgreSQL allows 100 in all by default)').default(10),
  DB_PREPARED_STATEMENTS: flag.default(true),
  PUBLIC_URL: z.url({ error: 'must be an absolute http(s) URL' }).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().default('Mitumba <no-reply@mitumba.local>'),
  SEED_DEMO: flag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int('must be whole milliseconds').min(0, 'must be 0 ms or more')
    .max(120_000, 'must be at most 120000 ms (the load balancer notices a failing readiness check well before)').default(5_000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int('must be whole milliseconds').min(1_000, 'must be at least 1000 ms')
    .max(300_000, 'must be at most 300000 ms').default(20_000),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: trustProxy.default(false),
  OFFLINE_ORDER_HOURS: z.coerce.number().positive('must be a positive number of hours').max(24 * 30, 'must be at most 720 hours').default(48),
  MPESA_BASE_URL: z.url({ error: 'must be an absolute http(s) URL' }).optional(),
  MPESA_CONSUMER_KEY: z.string().default(SANDBOX_MPESA.consumerKey),
  MPESA_CONSUMER_SECRET: z.string().default(SANDBOX_MPESA.consumerSecret),
  MPESA_SHORTCODE: z.string().regex(/^\d{5,7}$/, 'must be a 5–7 digit shortcode').default(SANDBOX_MPESA.shortCode),
  MPESA_PASSKEY: z.string().min(1).default(SANDBOX_MPESA.passkey),
  MPESA_C2B_SHORTCODE: z.string().regex(/^\d{5,7}$/, 'must be a 5–7 digit paybill or till number').optional(),
  MPESA_C2B_API_VERSION: z.enum(['v1', 'v2'], { error: 'must be v1 or v2' }).default('v1'),
  MPESA_C2B_VALIDATION: flag.default(false),
  MPESA_PULL_NOMINATED_NUMBER: z.string().regex(/^254(7|1)\d{8}$/, 'must be a 2547…/2541… number').default(SANDBOX_MPESA.testMsisdn),
  MPESA_INITIATOR_NAME: z.string().min(1).default(SANDBOX_INITIATOR_NAME),
  MPESA_INITIATOR_PASSWORD: z.string().min(1).default(SANDBOX_INITIATOR_PASSWORD),
  MPESA_CERTIFICATE: z.string().min(1).default(SANDBOX_INITIATOR_CERTIFICATE),
  MPESA_SECURITY_CREDENTIAL: z.string().regex(/^[A-Za-z0-9+/=]+$/, 'must be the base64 SecurityCredential').optional(),
  MPESA_B2C_SHORTCODE: z.string().regex(/^\d{5,7}$/, 'must be a 5–7 digit shortcode').optional(),
  LIPIA_BASE_URL: optionalUrl,
  LIPIA_API_KEY: z.string().optional(),
  TINYPESA_BASE_URL: optionalUrl,
  TINYPESA_API_KEY: z.string().optional(),
  PESAFLUX_BASE_URL: optionalUrl,
  PESAFLUX_API_KEY: z.string().optional(),
  PESAFLUX_EMAIL: z.email({ error: 'must be the PesaFlux login e-mail' }).optional(),
  KCB_BASE_URL: optionalUrl,
  KCB_CONSUMER_KEY: z.string().optional(),
  KCB_CONSUMER_SECRET: z.string().optional(),
  KCB_TILL: z.string().regex(/^\d{5,10}$/, 'must be the KCB till or account number (digits)').optional(),
  PAYSTACK_BASE_URL: optionalUrl,
  PAYSTACK_SECRET_KEY: z.string().optional(),
  PAYSTACK_PUBLIC_KEY: z.string().optional(),
  STRIPE_API_BASE: optionalUrl,
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  RAZORPAY_BASE_URL: optionalUrl,
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  SIDIAN_PAYBILL: z.string().default('111999'),
  SIDIAN_ACCOUNT_NUMBER: z.string().default('01200012345678'),
  SIDIAN_ACCOUNT_NAME: z.string().default('Mitumba Traders Ltd'),
  PAYMENTS_RECONCILE: flag.default(true),
  PAYMENTS_PROVIDER_TIMEOUT_MS: z.coerce.number().int('must be whole milliseconds').min(100, 'must be at least 100 ms')
    .max(60_000, 'must be at most 60000 ms').default(15_000),
  ...mediaEnv,
  ...smsEnv,
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The PostgreSQL pool's size, per instance (DATABASE_URL only; see instance-settings.ts for the whole budget). */
  dbPoolMax: number;
  /** Statements that repeat are prepared on each connection (DATABASE_URL only; off behind a transaction pooler). */
  dbPreparedStatements: boolean;
  publicUrl: string;
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  seedDemo: boolean;
  logLevel: string;
  /**
   * On SIGTERM/SIGINT (lib/shutdown.ts, decision 0031): how long readiness says 503 while requests are still served,
   * and then how long requests in flight may take before their connections are cut.
   */
  shutdown: { drainMs: number; timeoutMs: number };
  webDistDir: string | undefined;
  /** Behind a load balancer: how many hops (or which addresses) may set X-Forwarded-For; false trusts none. */
  trustProxy: false | number | string[];
  /** How long a cash-on-delivery or paybill order waits for its payment before it is cancelled and its stock returned. */
  offlineOrderHours: number;
  /** Daraja: defaults to the sandbox this server mounts at /sandbox/mpesa. */
  mpesa: {
    baseUrl: string; consumerKey: string; consumerSecret: string; shortCode: string; passkey: string;
    /** The API operator for B2C, Reversal and transaction status: its password is encrypted with the certificate, or the credential given as is. */
    initiator: { name: string; password: string; certificatePath: string; securityCredential: string | null; b2cShortCode: string };
  };
  /**
   * M-Pesa paid from the customer's own menu (C2B, decision 0038): the paybill or till (default MPESA_SHORTCODE), the
   * register-URL version, whether the validation call may refuse unknown references, Pull Transactions' number.
   */
  mpesaC2b: { shortCode: string; apiVersion: 'v1' | 'v2'; validation: boolean; nominatedNumber: string };
  /**
   * The STK aggregators: null when not configured (the method is then not offered). Outside production an
   * unconfigured one talks to its emulator at /sandbox/{id} with SANDBOX_AGGREGATORS.
   */
  lipia: { baseUrl: string; apiKey: string } | null;
  tinypesa: { baseUrl: string; apiKey: string } | null;
  pesaflux: { baseUrl: string; apiKey: string; email: string } | null;
  kcb: { baseUrl: string; consumerKey: string; consumerSecret: string; till: string } | null;
  /** The card providers: null when not configured; outside production an unconfigured one uses its emulator. */
  paystack: { baseUrl: string; secretKey: string; publicKey: string } | null;
  stripe: { apiBase: string; secretKey: string; webhookSecret: string } | null;
  razorpay: { baseUrl: string; keyId: string; keySecret: string; webhookSecret: string } | null;
  sidian: { bankName: string; paybill: string; accountNumber: string; accountName: string };
  /** Run the payment reconciliation job (pg-boss) in this process. */
  reconcilePayments: boolean;
  /** How long the shop waits for a payment provider's answer (docs/decisions/0027: no answer is not a refusal). */
  providerTimeoutMs: number;
  /** The media bucket (S3_*), or null: media then live in DATA_DIR/uploads. */
  s3: S3Settings | null;
  /** MEDIA_PUBLIC_URL without its trailing slash: where image links point instead of our /media (a CDN), or null. */
  mediaPublicUrl: string | null;
  /** Africa's Talking (AT_*), or null: SMS off. */
  sms: SmsSettings;
};

export class ConfigError extends Error {}

/** Reads the environment once at start; a bad value stops the server with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankAsUnset = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const values = parsed.data;
  const s3 = s3Of(values);
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, '');
  return {
    nodeEnv: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    dataDir: values.DATA_DIR,
    databaseUrl: values.DATABASE_URL,
    dbPoolMax: values.DB_POOL_MAX,
    dbPreparedStatements: values.DB_PREPARED_STATEMENTS,
    publicUrl,
    jwtSecret: values.JWT_SECRET,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    seedDemo: values.SEED_DEMO,
    logLevel: values.LOG_LEVEL,
    shutdown: { drainMs: values.SHUTDOWN_DRAIN_MS, timeoutMs: values.SHUTDOWN_TIMEOUT_MS },
    webDistDir: values.WEB_DIST_DIR,
    trustProxy: values.TRUST_PROXY,
    offlineOrderHours: values.OFFLINE_ORDER_HOURS,
    mpesa: {
      baseUrl: (values.MPESA_BASE_URL ?? `${publicUrl}/sandbox/mpesa`).replace(/\/+$/, ''),
      consumerKey: values.MPESA_CONSUMER_KEY,
      consumerSecret: values.MPESA_CONSUMER_SECRET,
      shortCode: values.MPESA_SHORTCODE,
      passkey: values.MPESA_PASSKEY,
      initiator: {
        name: values.MPESA_INITIATOR_NAME, password: values.MPESA_INITIATOR_PASSWORD, certificatePath: values.MPESA_CERTIFICATE,
        securityCredential: values.MPESA_SECURITY_CREDENTIAL ?? null, b2cShortCode: values.MPESA_B2C_SHORTCODE ?? values.MPESA_SHORTCODE,
      },
    },
    mpesaC2b: {
      shortCode: values.MPESA_C2B_SHORTCODE ?? values.MPESA_SHORTCODE, apiVersion: values.MPESA_C2B_API_VERSION,
      validation: values.MPESA_C2B_VALIDATION, nominatedNumber: values.MPESA_PULL_NOMINATED_NUMBER,
    },
    ...aggregatorsOf(values, publicUrl),
    ...cardProvidersOf(values, publicUrl),
    sidian: { bankName: 'Sidian Bank', paybill: values.SIDIAN_PAYBILL, accountNumber: values.SIDIAN_ACCOUNT_NUMBER, accountName: values.SIDIAN_ACCOUNT_NAME },
    reconcilePayments: values.PAYMENTS_RECONCILE,
    providerTimeoutMs: values.PAYMENTS_PROVIDER_TIMEOUT_MS,
    s3,
    mediaPublicUrl: values.MEDIA_PUBLIC_URL ? trimmed(values.MEDIA_PUBLIC_URL) : null,
    sms: smsSettingsOf(values, publicUrl),
  };
}

type EnvValues = z.infer<typeof envSchema>;
const trimmed = (url: string) => url.replace(/\/+$/, '');

/** The bucket settings: all or nothing, so a half-configured bucket stops the start instead of losing uploads to disk. */
function s3Of(values: EnvValues): S3Settings | null {
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = values;
  if (!bucket) {
    const stray = (['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const).filter((name) => values[name] !== undefined);
    if (stray.length === 0) return null;
    throw new ConfigError(`Invalid configuration:\n  S3_BUCKET: must be set when ${stray.join(', ')} ${stray.length === 1 ? 'is' : 'are'} (media go to a bucket only with S3_BUCKET)`);
  }
  const missing = [accessKeyId ? null : 'S3_ACCESS_KEY_ID', secretAccessKey ? null : 'S3_SECRET_ACCESS_KEY'].filter(Boolean);
  if (!accessKeyId || !secretAccessKey) {
    throw new ConfigError(`Invalid configuration:\n  ${missing.join(', ')}: must be set with S3_BUCKET (the bucket's access key and secret)`);
  }
  return {
    endpoint: values.S3_ENDPOINT ? trimmed(values.S3_ENDPOINT) : undefined,
    region: values.S3_REGION ?? 'us-east-1',
    bucket, accessKeyId, secretAccessKey,
    forcePathStyle: values.S3_FORCE_PATH_STYLE ?? false,
  };
}

/**
 * Each aggregator from its variables: its own URL and credentials when given; else, outside production, its
 * emulator; in production, its live URL once its credentials are set, or not offered at all.
 */
function aggregatorsOf(values: EnvValues, publicUrl: string): Pick<Config, 'lipia' | 'tinypesa' | 'pesaflux' | 'kcb'> {
  const production = values.NODE_ENV === 'production';
  const baseUrl = (id: keyof typeof LIVE_AGGREGATOR_URLS, given: string | undefined, hasCredentials: boolean): string | null => {
    if (given) return trimmed(given);
    if (!production) return `${publicUrl}/sandbox/${id}`;
    return hasCredentials ? LIVE_AGGREGATOR_URLS[id] : null;
  };
  const sandbox = SANDBOX_AGGREGATORS;
  const lipiaUrl = baseUrl('lipia', values.LIPIA_BASE_URL, Boolean(values.LIPIA_API_KEY));
  const tinypesaUrl = baseUrl('tinypesa', values.TINYPESA_BASE_URL, Boolean(values.TINYPESA_API_KEY));
  const pesafluxUrl = baseUrl('pesaflux', values.PESAFLUX_BASE_URL, Boolean(values.PESAFLUX_API_KEY && values.PESAFLUX_EMAIL));
  const kcbUrl = baseUrl('kcb', values.KCB_BASE_URL, Boolean(values.KCB_CONSUMER_KEY && values.KCB_CONSUMER_SECRET && values.KCB_TILL));
  return {
    lipia: lipiaUrl ? { baseUrl: lipiaUrl, apiKey: values.LIPIA_API_KEY ?? sandbox.lipia.apiKey } : null,
    tinypesa: tinypesaUrl ? { baseUrl: tinypesaUrl, apiKey: values.TINYPESA_API_KEY ?? sandbox.tinypesa.apiKey } : null,
    pesaflux: pesafluxUrl
      ? { baseUrl: pesafluxUrl, apiKey: values.PESAFLUX_API_KEY ?? sandbox.pesaflux.apiKey, email: values.PESAFLUX_EMAIL ?? sandbox.pesaflux.email }
      : null,
    kcb: kcbUrl
      ? {
        baseUrl: kcbUrl, consumerKey: values.KCB_CONSUMER_KEY ?? sandbox.kcb.consumerKey,
        consumerSecret: values.KCB_CONSUMER_SECRET ?? sandbox.kcb.consumerSecret, till: values.KCB_TILL ?? sandbox.kcb.till,
      }
      : null,
  };
}

/** Each card provider as the aggregators: its own settings, else its emulator outside production, else (production) live once keyed. */
function cardProvidersOf(values: EnvValues, publicUrl: string): Pick<Config, 'paystack' | 'stripe' | 'razorpay'> {
  const production = values.NODE_ENV === 'production';
  const baseUrl = (id: keyof typeof LIVE_CARD_PROVIDER_URLS, given: string | undefined, hasCredentials: boolean): string | null => {
    if (given) return trimmed(given);
    if (!production) return `${publicUrl}/sandbox/${id}`;
    return hasCredentials ? LIVE_CARD_PROVIDER_URLS[id] : null;
  };
  const sandbox = SANDBOX_CARD_PROVIDERS;
  const paystackUrl = baseUrl('paystack', values.PAYSTACK_BASE_URL, Boolean(values.PAYSTACK_SECRET_KEY));
  const stripeUrl = baseUrl('stripe', values.STRIPE_API_BASE, Boolean(values.STRIPE_SECRET_KEY && values.STRIPE_WEBHOOK_SECRET));
  const razorpayUrl = baseUrl('razorpay', values.RAZORPAY_BASE_URL, Boolean(values.RAZORPAY_KEY_ID && values.RAZORPAY_KEY_SECRET && values.RAZORPAY_WEBHOOK_SECRET));
  return {
    paystack: paystackUrl
      ? { baseUrl: paystackUrl, secretKey: values.PAYSTACK_SECRET_KEY ?? sandbox.paystack.secretKey, publicKey: values.PAYSTACK_PUBLIC_KEY ?? sandbox.paystack.publicKey }
      : null,
    stripe: stripeUrl
      ? { apiBase: stripeUrl, secretKey: values.STRIPE_SECRET_KEY ?? sandbox.stripe.secretKey, webhookSecret: values.STRIPE_WEBHOOK_SECRET ?? sandbox.stripe.webhookSecret }
      : null,
    razorpay: razorpayUrl
      ? {
        baseUrl: razorpayUrl, keyId: values.RAZORPAY_KEY_ID ?? sandbox.razorpay.keyId, keySecret: values.RAZORPAY_KEY_SECRET ?? sandbox.razorpay.keySecret,
        webhookSecret: values.RAZORPAY_WEBHOOK_SECRET ?? sandbox.razorpay.webhookSecret,
      }
      : null,
  };
}

/** A configured aggregator or card provider: where it is, its credentials, and the sandbox's (for the live checks). */
export type ConfiguredProvider = { id: string; baseUrl: string; credentials: Record<string, string>; sandboxCredentials: Record<string, string> };

/** Every aggregator and card provider this configuration takes payments through (shop-mode.ts, production-checks.ts). */
export function configuredProviderSettings(config: Config): ConfiguredProvider[] {
  const entries: [string, { baseUrl?: string; apiBase?: string } | null, Record<string, string>][] = [
    ['lipia', config.lipia, SANDBOX_AGGREGATORS.lipia], ['tinypesa', config.tinypesa, SANDBOX_AGGREGATORS.tinypesa],
    ['pesaflux', config.pesaflux, SANDBOX_AGGREGATORS.pesaflux], ['kcb', config.kcb, SANDBOX_AGGREGATORS.kcb],
    ['paystack', config.paystack, SANDBOX_CARD_PROVIDERS.paystack], ['stripe', config.stripe, SANDBOX_CARD_PROVIDERS.stripe],
    ['razorpay', config.razorpay, SANDBOX_CARD_PROVIDERS.razorpay],
  ];
  return entries.flatMap(([id, settings, sandboxCredentials]) => {
    if (!settings) return [];
    const { baseUrl, apiBase, ...credentials } = settings as Record<string, string>;
    return [{ id, baseUrl: baseUrl ?? apiBase ?? '', credentials, sandboxCredentials }];
  });
}
