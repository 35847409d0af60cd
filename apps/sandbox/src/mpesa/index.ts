import type { FastifyInstance } from 'fastify';
import { acceptForms, answerErrorsInEnvelope } from '../emulator-http.ts';
import type { Emulator, SandboxOptions } from '../index.ts';
import { registerAdmin } from './admin.ts';
import { createClock, type Clock } from './clock.ts';
import { loadMpesaConfig, type MpesaConfig } from './config.ts';
import { createEngine, type Engine } from './engine.ts';
import { createIds, type Ids } from './ids.ts';
import { registerPhonePage } from './phone-page.ts';
import { registerC2b } from './c2b-module.ts';
import { registerDarajaRoutes } from './routes.ts';
import { registerInitiatorApi } from './initiator-routes.ts';
import { createStore } from './store.ts';
import type { SandboxState } from '../state-file.ts';

/**
 * Safaricom Daraja (M-Pesa Express) emulator, mounted at /sandbox/mpesa: the shop's MPESA_BASE_URL points here.
 * Daraja's API (OAuth, STK push, STK query, result callbacks), the sandbox phone page and the admin API.
 */
export type MpesaOptions = {
  /** Settings over the SANDBOX_MPESA_* environment (tests use short delays). */
  config?: Partial<MpesaConfig>;
  /** The environment to read (default process.env). */
  env?: Record<string, string | undefined>;
  /** "Now" for tokens, timestamps and ids (default the system clock). */
  now?: () => Date;
};

/** The one STK engine every M-Pesa-prompt emulator shares (Daraja and the aggregators), with its clock and ids. */
export type SharedStk = { engine: Engine; ids: Ids; clock: Clock };

export function createSharedStk(own: MpesaOptions = {}, log: { warn(object: object, message: string): void }, state: SandboxState): SharedStk {
  const clock = createClock(own.now);
  const ids = createIds();
  const config = loadMpesaConfig(own.env ?? process.env, own.config);
  const engine = createEngine({ config, clock, ids, store: createStore(), log, save: () => state.save() });
  state.section('stk', { save: engine.snapshot, load: engine.load, resume: engine.resume });
  return { engine, ids, clock };
}

async function registerMpesa(app: FastifyInstance, _options: SandboxOptions, stk: SharedStk, state: SandboxState): Promise<void> {
  const { engine, ids } = stk;

  // The phone page posts plain HTML forms.
  acceptForms(app);
  // Unreadable bodies get Daraja's envelope rather than the host app's.
  answerErrorsInEnvelope(app, 'mpesa', {
    badRequest: (error, unreadable) => ({
      requestId: ids.errorRequestId(), errorCode: '400.002.02', errorMessage: unreadable ? 'Bad Request - Invalid JSON' : `Bad Request - ${error.message}`,
    }),
    internal: () => ({ requestId: ids.errorRequestId(), errorCode: '500.003.02', errorMessage: 'Internal Server Error' }),
  });

  registerDarajaRoutes(app, engine, ids);
  const paybill = registerC2b(app, stk, state);
  registerInitiatorApi(app, stk, state, paybill.c2b);
  registerPhonePage(app, engine, paybill.phoneSection);
  registerAdmin(app, engine);
}

export const mpesaEmulator: Emulator = {
  id: 'mpesa',
  name: 'Safaricom Daraja (M-Pesa Express)',
  register: registerMpesa,
};
