import type { FastifyInstance } from 'fastify';
import { answerErrorsInEnvelope } from '../emulator-http.ts';
import type { Emulator, SandboxOptions } from '../index.ts';
import type { SharedStk } from '../mpesa/index.ts';
import type { SandboxState } from '../state-file.ts';
import { loadPesafluxConfig } from './config.ts';
import { errorBody } from './envelopes.ts';
import { registerPesafluxRoutes } from './routes.ts';

/**
 * PesaFlux emulator, mounted at /sandbox/pesaflux: the shop's PESAFLUX_BASE_URL points here. Its prompts go through
 * the shared STK engine, so the sandbox phone and the admin API at /sandbox/mpesa/__emulator serve them too.
 */
async function registerPesaflux(app: FastifyInstance, options: SandboxOptions, stk: SharedStk, state: SandboxState): Promise<void> {
  const config = loadPesafluxConfig(options.env ?? process.env);
  // Unreadable bodies get PesaFlux's error envelope rather than the host app's.
  answerErrorsInEnvelope(app, 'pesaflux', {
    badRequest: (error, unreadable) => errorBody(400, unreadable ? 'Invalid JSON body' : error.message),
    internal: () => errorBody(500, 'Internal server error'),
  });
  registerPesafluxRoutes(app, config, stk, state);
}

export const pesafluxEmulator: Emulator = {
  id: 'pesaflux',
  name: 'PesaFlux',
  register: registerPesaflux,
};
