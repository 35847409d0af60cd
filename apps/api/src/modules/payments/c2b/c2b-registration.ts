import type { C2bRegistrationView } from '@mitumba/contracts';
import type { C2bRepo, RegistrationRow } from './c2b.repo.ts';
import type { C2bDaraja } from './c2b-daraja.ts';

type Logger = { warn(object: unknown, message: string): void; info(object: unknown, message: string): void };

export type C2bSettings = { shortCode: string; apiVersion: 'v1' | 'v2'; nominatedNumber: string };
export type C2bAddresses = { confirmationUrl: string; validationUrl: string };

const view = (row: RegistrationRow | undefined): C2bRegistrationView | null => row ? {
  shortCode: row.shortCode, version: row.version, confirmationUrl: row.confirmationUrl, validationUrl: row.validationUrl,
  ok: row.ok, answer: row.answer ?? null, registeredAt: row.registeredAt.toISOString(),
} : null;

/**
 * The shop's C2B URLs with Daraja (decision 0038): registered at start (skipped when the same URLs are already
 * registered: in production the registration is one-time), and again when the owner asks; every answer is kept.
 */
export function createC2bRegistration(deps: { repo: C2bRepo; daraja: C2bDaraja; settings: C2bSettings; addresses: C2bAddresses; log: Logger }) {
  const { repo, daraja, settings, addresses, log } = deps;

  async function register(actorId: string | null): Promise<RegistrationRow> {
    const base = { kind: 'c2b', shortCode: settings.shortCode, version: settings.apiVersion, ...addresses, actorId };
    try {
      const answer = await daraja.registerUrls(settings.apiVersion, { shortCode: settings.shortCode, ...addresses });
      return repo.addRegistration({ ...base, ok: answer.ok, answer: answer.body });
    } catch (error) {
      return repo.addRegistration({ ...base, ok: false, answer: { error: error instanceof Error ? error.message : String(error) } });
    }
  }

  return {
    register,
    /** At start: registers unless these URLs, version and shortcode are already registered. Never throws. */
    async atStart(): Promise<void> {
      const last = await repo.latestRegistration('c2b', true);
      const same = last && last.shortCode === settings.shortCode && last.version === settings.apiVersion
        && last.confirmationUrl === addresses.confirmationUrl && last.validationUrl === addresses.validationUrl;
      if (same) return;
      const row = await register(null).catch((error: unknown) => {
        log.warn({ err: error }, 'M-Pesa C2B URLs could not be registered');
        return undefined;
      });
      if (row && !row.ok) log.warn({ answer: row.answer }, 'Daraja refused the C2B URL registration');
    },
    /** Registers the shortcode for Pull Transactions once (the first successful answer is kept). */
    async ensurePull(): Promise<void> {
      const last = await repo.latestRegistration('pull', true);
      if (last && last.shortCode === settings.shortCode) return;
      const answer = await daraja.registerPull({ shortCode: settings.shortCode, nominatedNumber: settings.nominatedNumber, callbackUrl: addresses.confirmationUrl });
      await repo.addRegistration({ kind: 'pull', shortCode: settings.shortCode, version: 'v1', confirmationUrl: addresses.confirmationUrl, ok: answer.ok, answer: answer.body, actorId: null });
      if (!answer.ok) throw new Error(`Daraja refused the Pull Transactions registration: ${JSON.stringify(answer.body).slice(0, 200)}`);
    },
    async current() {
      return { registration: view(await repo.latestRegistration('c2b')), settings: { shortCode: settings.shortCode, version: settings.apiVersion, ...addresses } };
    },
  };
}

export type C2bRegistration = ReturnType<typeof createC2bRegistration>;
