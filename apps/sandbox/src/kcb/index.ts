import type { FastifyInstance } from 'fastify';
import { acceptForms, answerErrorsInEnvelope } from '../emulator-http.ts';
import type { Emulator, SandboxOptions } from '../index.ts';
import type { SharedStk } from '../mpesa/index.ts';
import { loadKcbConfig } from './config.ts';
import { KCB_CODES, refused } from './envelopes.ts';
import { registerKcbRoutes } from './routes.ts';
import { createTokenStore } from './tokens.ts';

/**
 * KCB Buni (M-Pesa Express through KCB) emulator, mounted at /sandbox/kcb: the shop's KCB_BASE_URL points here.
 * Token and STK push at Buni's paths; prompts answered on the shared sandbox phone; Daraja-shaped callbacks.
 */
async function registerKcb(app: FastifyInstance, options: SandboxOptions, stk: SharedStk): Promise<void> {
  const config = loadKcbConfig(options.env ?? process.env);
  const tokens = createTokenStore(stk.clock, config.tokenTtlSeconds);

  // The token call is form-encoded (usually with an empty body and grant_type in the query).
  acceptForms(app);
  // Unreadable bodies get KCB's envelope rather than the host app's.
  answerErrorsInEnvelope(app, 'kcb', {
    badRequest: (error, unreadable) => refused(KCB_CODES.invalid, unreadable ? 'Bad Request - Invalid JSON' : `Bad Request - ${error.message}`),
    internal: () => refused('500', 'Internal Server Error'),
  });

  registerKcbRoutes(app, { engine: stk.engine, tokens, config });
}

export const kcbEmulator: Emulator = {
  id: 'kcb',
  name: 'KCB Buni (M-Pesa Express through KCB)',
  register: registerKcb,
};
