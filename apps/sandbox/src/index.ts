import type { FastifyInstance } from 'fastify';
import { createSharedStk, mpesaEmulator, type MpesaOptions, type SharedStk } from './mpesa/index.ts';
import { kcbEmulator } from './kcb/index.ts';
import { lipiaEmulator } from './lipia/index.ts';
import { tinypesaEmulator } from './tinypesa/index.ts';
import { pesafluxEmulator } from './pesaflux/index.ts';
import { razorpayEmulator } from './razorpay/index.ts';
import { paystackEmulator } from './paystack/index.ts';
import { stripeEmulator } from './stripe/index.ts';
import { africasTalkingEmulator } from './africastalking/index.ts';
import { openSandboxState, type SandboxState } from './state-file.ts';

/**
 * Local emulators of the payment providers' public HTTP APIs (DESIGN §5), mounted under /sandbox by `npm start`
 * and runnable alone (src/server.ts). Each provider registers its emulator in `emulators`; the payment issues add
 * them. The health check lists what it emulates; `/sandbox/phone` is the sandbox phone for paying by M-Pesa.
 */
export type SandboxOptions = {
  publicUrl: string;
  /** Overrides for the Daraja emulator and the shared STK engine (tests: short delays, an injected clock). */
  mpesa?: MpesaOptions;
  /** The environment the aggregator emulators read their SANDBOX_{ID}_* settings from (default process.env). */
  env?: Record<string, string | undefined>;
  /**
   * Where the emulators keep their state so a restart forgets no payment in flight (`npm start`: DATA_DIR/sandbox;
   * decision 0028). Unset (the tests): in memory only. The saved work is re-armed once the host listens.
   */
  stateDir?: string;
};
/**
 * One provider's emulator, mounted at /sandbox/{id}. `stk` is the STK engine all M-Pesa-prompt emulators share
 * (one sandbox phone, one set of magic numbers, payment-providers.md §6.2 and §6.7); `state` keeps what the emulator
 * adds to it across restarts.
 */
export type Emulator = {
  id: string;
  name: string;
  register(app: FastifyInstance, options: SandboxOptions, stk: SharedStk, state: SandboxState): Promise<void>;
};

export const emulators: Emulator[] = [
  mpesaEmulator,
  lipiaEmulator,
  tinypesaEmulator,
  pesafluxEmulator,
  kcbEmulator,
  paystackEmulator,
  stripeEmulator,
  razorpayEmulator,
  africasTalkingEmulator,
];

export async function sandboxPlugin(app: FastifyInstance, options: SandboxOptions): Promise<void> {
  app.get('/health', { schema: { hide: true } }, async () => ({
    success: true,
    emulators: emulators.map(({ id, name }) => ({ id, name, baseUrl: `${options.publicUrl}${app.prefix}/${id}` })),
    phone: `${options.publicUrl}${app.prefix}/mpesa/phone`,
  }));
  app.get('/phone', { schema: { hide: true } }, async (request, reply) => {
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply.redirect(`${app.prefix}/mpesa/phone${search}`, 302);
  });
  const state = openSandboxState(options.stateDir, app.log);
  const stk = createSharedStk(options.mpesa, app.log, state);
  // Whatever a request changed is on disk before its answer leaves; background changes save themselves.
  app.addHook('onSend', async (_request, _reply, payload) => {
    state.save();
    return payload;
  });
  app.addHook('onClose', async () => {
    state.close();
    stk.engine.close();
  });
  for (const emulator of emulators) {
    await app.register((scope) => emulator.register(scope, options, stk, state), { prefix: `/${emulator.id}` });
  }
  // Once the host listens (its own callback routes can answer): prompts past their time-out settle, callbacks that
  // came due while the process was down go out, webhook retries carry on.
  app.addHook('onListen', async () => state.resume());
}
export type { MpesaConfig } from './mpesa/config.ts';
