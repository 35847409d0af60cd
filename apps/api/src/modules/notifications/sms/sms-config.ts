import { z } from 'zod';

/**
 * The SMS provider's settings (Africa's Talking, decision 0042), from AT_* variables. Outside production an
 * unconfigured shop texts through the emulator the demo mounts at /sandbox/africastalking with its sandbox
 * credentials (apps/sandbox accepts exactly these); in production SMS is off until AT_API_KEY is set, and the sandbox's
 * host or credentials are refused (refuseSandboxSms).
 */
export const SANDBOX_AFRICASTALKING = { username: 'sandbox', apiKey: 'atsk_mitumba_sandbox_africastalking' } as const;
export const LIVE_AFRICASTALKING_URL = 'https://api.africastalking.com';

export const smsEnv = {
  AT_BASE_URL: z.url({ error: 'must be an absolute http(s) URL' }).optional(),
  AT_USERNAME: z.string().trim().min(1).optional(),
  AT_API_KEY: z.string().trim().min(1).optional(),
  AT_SENDER_ID: z.string().trim().regex(/^[A-Za-z0-9 ]{1,11}$|^\d{3,6}$/, 'must be an approved sender id (up to 11 letters or digits) or a short code').optional(),
};

type SmsEnvValues = { NODE_ENV: string } & { [Key in keyof typeof smsEnv]?: string | undefined };

/** Where and how the shop texts, or null: SMS is off (production without AT_API_KEY). */
export type SmsSettings = { baseUrl: string; username: string; apiKey: string; senderId: string | null } | null;

export function smsSettingsOf(values: SmsEnvValues, publicUrl: string): SmsSettings {
  const production = values.NODE_ENV === 'production';
  if (production && !values.AT_API_KEY) return null;
  const baseUrl = values.AT_BASE_URL ?? (production ? LIVE_AFRICASTALKING_URL : `${publicUrl}/sandbox/africastalking`);
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    username: values.AT_USERNAME ?? SANDBOX_AFRICASTALKING.username,
    apiKey: values.AT_API_KEY ?? SANDBOX_AFRICASTALKING.apiKey,
    senderId: values.AT_SENDER_ID ?? null,
  };
}

/** Production texts real customers: never through the local emulator, never with the sandbox's username or key. */
export function refuseSandboxSms(sms: SmsSettings, publicUrl: string): string | null {
  if (!sms) return null;
  if (sms.baseUrl.startsWith(`${publicUrl}/sandbox/`)) return 'NODE_ENV=production refuses SMS on the local sandbox: set AT_BASE_URL to Africa\'s Talking\'s own, or leave it unset.';
  const published = [
    sms.username === SANDBOX_AFRICASTALKING.username && 'AT_USERNAME',
    sms.apiKey === SANDBOX_AFRICASTALKING.apiKey && 'AT_API_KEY',
  ].filter(Boolean);
  return published.length > 0 ? `NODE_ENV=production refuses the sandbox credentials of Africa's Talking: set ${published.join(', ')} to the shop's own values.` : null;
}
