import type { FastifyInstance } from 'fastify';
import { mpesaEmulator, type MpesaOptions } from './mpesa/index.ts';

/**
 * Local emulators of the payment providers' public HTTP APIs (DESIGN §5), mounted under /sandbox by `npm start`
 * and runnable alone (src/server.ts). Each provider registers its emulator in `emulators`; the payment issues add
 * them. The health check lists what it emulates; `/sandbox/phone` is the sandbox phone for paying by M-Pesa.
 */
export type SandboxOptions = {
  publicUrl: string;
  /** Overrides for the Daraja emulator (tests: short delays, an injected clock). */
  mpesa?: MpesaOptions;
};
export type Emulator = { id: string; name: string; register(app: FastifyInstance, options: SandboxOptions): Promise<void> };

export const emulators: Emulator[] = [mpesaEmulator];

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
  for (const emulator of emulators) {
    await app.register((scope) => emulator.register(scope, options), { prefix: `/${emulator.id}` });
  }
}
export type { MpesaConfig } from './mpesa/config.ts';
