import type { FastifyInstance } from 'fastify';
import { answerErrorsInEnvelope } from '../emulator-http.ts';
import type { Emulator, SandboxOptions } from '../index.ts';
import type { SharedStk } from '../mpesa/index.ts';
import type { SandboxState } from '../state-file.ts';
import { loadLipiaConfig } from './config.ts';
import { errorEnvelope, TRY_AGAIN } from './envelopes.ts';
import { registerLipiaRoutes } from './routes.ts';

/**
 * Lipia Online emulator, mounted at /sandbox/lipia: the shop's LIPIA_BASE_URL points here. Its API v2 (STK push,
 * payment status) and callbacks; the prompts show on the shared sandbox phone and obey the magic numbers of §6.2.
 */
async function registerLipia(app: FastifyInstance, options: SandboxOptions, stk: SharedStk, state: SandboxState): Promise<void> {
  const config = loadLipiaConfig(options.env ?? process.env);

  // Unreadable bodies get Lipia's envelope rather than the host app's.
  answerErrorsInEnvelope(app, 'lipia', {
    badRequest: (error, unreadable) => errorEnvelope(unreadable ? 'Invalid JSON in request body' : error.message,
      'Please check your payment details and try again.', { code: unreadable ? 'INVALID_JSON' : 'BAD_REQUEST', location: 'body' }, stk.clock.now()),
    internal: () => errorEnvelope('Internal server error', TRY_AGAIN, { code: 'INTERNAL_SERVER_ERROR' }, stk.clock.now()),
  });

  registerLipiaRoutes(app, config, stk, state);
}

export const lipiaEmulator: Emulator = {
  id: 'lipia',
  name: 'Lipia Online',
  register: registerLipia,
};
