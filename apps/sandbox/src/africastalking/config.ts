/**
 * Africa's Talking emulator settings, from SANDBOX_AT_* variables. The default API key is the one the shop uses when
 * no Africa's Talking key is configured (it matches `SANDBOX_AFRICASTALKING` in the api's SMS settings; the sandbox
 * does not import from the api, so the literal is repeated here). The username is Africa's Talking's own sandbox one.
 */
export const AT_SANDBOX_USERNAME = 'sandbox';
export const AT_SANDBOX_API_KEY = 'atsk_mitumba_sandbox_africastalking';

export type AfricasTalkingConfig = {
  username: string;
  apiKey: string;
  /** The dashboard's delivery-report callback (the admin API changes it while running). */
  callbackUrl: string;
  /** How long after a send its delivery report goes out. */
  reportDelayMs: number;
};

const DEFAULT_REPORT_DELAY_MS = 2_000;

function delay(value: string | undefined): number {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(parsed) && parsed >= 0 ? parsed : DEFAULT_REPORT_DELAY_MS;
}

export function loadAfricasTalkingConfig(env: Record<string, string | undefined>, publicUrl: string): AfricasTalkingConfig {
  return {
    username: env.SANDBOX_AT_USERNAME || AT_SANDBOX_USERNAME,
    apiKey: env.SANDBOX_AT_API_KEY || AT_SANDBOX_API_KEY,
    callbackUrl: env.SANDBOX_AT_CALLBACK_URL || `${publicUrl}/api/notifications/sms/delivery-reports`,
    reportDelayMs: delay(env.SANDBOX_AT_REPORT_DELAY_MS),
  };
}
