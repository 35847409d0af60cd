import type { FastifyInstance } from 'fastify';

/**
 * Local emulators of the payment providers' public HTTP APIs (DESIGN §5), mounted under /sandbox by `npm start`
 * and runnable alone (src/server.ts). Each provider registers its emulator in `emulators`; the payment issues add
 * them (Daraja first). Until then the sandbox answers its health check with the list of what it emulates.
 */
export type SandboxOptions = { publicUrl: string };
export type Emulator = { id: string; name: string; register(app: FastifyInstance, options: SandboxOptions): Promise<void> };

export const emulators: Emulator[] = [];

export async function sandboxPlugin(app: FastifyInstance, options: SandboxOptions): Promise<void> {
  app.get('/health', { schema: { hide: true } }, async () => ({
    success: true,
    emulators: emulators.map(({ id, name }) => ({ id, name })),
  }));
  for (const emulator of emulators) {
    await app.register((scope) => emulator.register(scope, options), { prefix: `/${emulator.id}` });
  }
}
