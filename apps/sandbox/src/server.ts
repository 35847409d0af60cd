import Fastify from 'fastify';
import { sandboxPlugin } from './index.ts';

/**
 * Runs the provider sandbox on its own: `node apps/sandbox/src/server.ts` (SANDBOX_PORT, default 3900; its state kept
 * in SANDBOX_STATE_DIR when set, else in memory).
 */
const port = Number(process.env.SANDBOX_PORT ?? 3900);
const app = Fastify({ logger: true });
await app.register(sandboxPlugin, {
  prefix: '/sandbox', publicUrl: process.env.PUBLIC_URL ?? `http://localhost:${port}`, stateDir: process.env.SANDBOX_STATE_DIR || undefined,
});
await app.listen({ port, host: '127.0.0.1' });
