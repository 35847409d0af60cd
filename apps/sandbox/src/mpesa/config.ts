/**
 * Emulator settings: the credentials the shop's Daraja client must present, the shortcodes it may push for, amount
 * limit and the delays that drive the outcomes (payment-providers.md §6.2, §6.3). Read from SANDBOX_MPESA_* variables;
 * tests pass overrides instead.
 */
export type ShortCode = { shortCode: string; passkey: string; name: string };

export type MpesaConfig = {
  consumerKey: string;
  consumerSecret: string;
  shortCodes: ShortCode[];
  /** Largest accepted `Amount` in whole KES. */
  amountLimit: number;
  /** Longest accepted `TransactionDesc` (Daraja documents 13; raise it to be lenient). */
  descriptionMaxLength: number;
  /** The normal delay: test numbers resolve after it, and ordinary numbers too when `autoApprove` is on. */
  delayMs: number;
  /** When the phone gives up: 254700000002, and unanswered prompts on ordinary numbers, end with 1037 after it. */
  timeoutMs: number;
  /** Ordinary numbers pay by themselves after `delayMs` (tests) instead of waiting for someone on the phone page. */
  autoApprove: boolean;
  /** Extra callback attempts after a non-2xx answer or a network error, `delayMs` apart (Daraja itself: none). */
  callbackRetries: number;
  /** How long a push on the hanging test number (254700000010) waits before its 504 page: past the shop's time-out. */
  hangMs: number;
  /** Seconds an access token lives (Daraja: 3599, sent as the string "3599"). */
  tokenTtlSeconds: number;
};

export const SANDBOX_PASSKEY = 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919';

export type Env = Record<string, string | undefined>;

/** A whole number ≥ 0 from `env[name]`, or `fallback` when unset or blank (shared by the emulators' config readers). */
export function whole(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name} must be a whole number ≥ 0 (got "${raw}")`);
  return value;
}

/** A yes/no setting from `env[name]`, or `fallback` when unset or blank; anything else is refused. */
export function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true/false, 1/0, yes/no or on/off (got "${env[name]}")`);
}

export function loadMpesaConfig(env: Env = process.env, overrides: Partial<MpesaConfig> = {}): MpesaConfig {
  const testing = env.NODE_ENV === 'test';
  const config: MpesaConfig = {
    consumerKey: env.SANDBOX_MPESA_CONSUMER_KEY || 'mitumba-sandbox-key',
    consumerSecret: env.SANDBOX_MPESA_CONSUMER_SECRET || 'mitumba-sandbox-secret',
    shortCodes: [{
      shortCode: env.SANDBOX_MPESA_SHORTCODE || '174379',
      passkey: env.SANDBOX_MPESA_PASSKEY || SANDBOX_PASSKEY,
      name: env.SANDBOX_MPESA_MERCHANT_NAME || 'MITUMBA',
    }],
    amountLimit: whole(env, 'SANDBOX_MPESA_AMOUNT_LIMIT', 250_000),
    descriptionMaxLength: whole(env, 'SANDBOX_MPESA_DESC_MAX_LENGTH', 13),
    delayMs: whole(env, 'SANDBOX_MPESA_DELAY_MS', 2000),
    timeoutMs: whole(env, 'SANDBOX_MPESA_TIMEOUT_MS', testing ? 5000 : 60_000),
    autoApprove: flag(env, 'SANDBOX_MPESA_AUTO_APPROVE', testing),
    callbackRetries: whole(env, 'SANDBOX_MPESA_CALLBACK_RETRIES', 0),
    hangMs: whole(env, 'SANDBOX_MPESA_HANG_MS', 30_000),
    tokenTtlSeconds: 3599,
  };
  return { ...config, ...overrides };
}

/** What the admin API may change at run time (e.g. an e2e run against `npm start` switching auto-approve on). */
export const tunableKeys = ['amountLimit', 'descriptionMaxLength', 'delayMs', 'timeoutMs', 'autoApprove', 'callbackRetries', 'hangMs'] as const;
export type Tunable = (typeof tunableKeys)[number];
