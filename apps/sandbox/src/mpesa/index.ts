import type { FastifyError, FastifyInstance } from 'fastify';
import type { Emulator, SandboxOptions } from '../index.ts';
import { registerAdmin } from './admin.ts';
import { createClock } from './clock.ts';
import { loadMpesaConfig, type MpesaConfig } from './config.ts';
import { createEngine } from './engine.ts';
import { createIds } from './ids.ts';
import { registerPhonePage } from './phone-page.ts';
import { registerDarajaRoutes } from './routes.ts';
import { createStore } from './store.ts';

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

async function registerMpesa(app: FastifyInstance, options: SandboxOptions): Promise<void> {
  const own = options.mpesa ?? {};
  const clock = createClock(own.now);
  const ids = createIds();
  const engine = createEngine({
    config: loadMpesaConfig(own.env ?? process.env, own.config),
    clock,
    ids,
    store: createStore(),
    log: app.log,
  });
  app.addHook('onClose', async () => engine.close());

  // The phone page posts plain HTML forms.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
  }
  // Unreadable bodies get Daraja's envelope rather than the host app's.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = error.code?.startsWith('FST_ERR_CTP') ? 'Bad Request - Invalid JSON' : `Bad Request - ${error.message}`;
      return reply.code(400).send({ requestId: ids.errorRequestId(), errorCode: '400.002.02', errorMessage: message });
    }
    request.log.error({ err: error }, 'sandbox mpesa: unhandled error');
    return reply.code(500).send({ requestId: ids.errorRequestId(), errorCode: '500.003.02', errorMessage: 'Internal Server Error' });
  });

  registerDarajaRoutes(app, engine, ids);
  registerPhonePage(app, engine);
  registerAdmin(app, engine);
}

export const mpesaEmulator: Emulator = {
  id: 'mpesa',
  name: 'Safaricom Daraja (M-Pesa Express)',
  register: registerMpesa,
};
