import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../db/client.ts';
import { migrationsComplete } from '../db/migration-state.ts';
import type { Lifecycle } from '../lib/lifecycle.ts';

/** A database that has not answered `select 1` within this is taken as down (a load balancer probes every few seconds). */
export const DATABASE_CHECK_MS = 1_000;

export type ReadinessChecks = {
  database: 'ok' | 'down';
  migrations: 'ok' | 'pending';
  /** Each LISTEN connection (chat, sessions, outbox, catalogue cache): 'ok' when all are up, else the channels down. */
  listen: 'ok' | { down: string[] };
  shuttingDown: boolean;
};

async function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** What readiness checks, each on its own (decision 0031). */
export async function readinessChecks(database: Pick<Database, 'db' | 'listeners'>, lifecycle: Lifecycle): Promise<ReadinessChecks> {
  const probe = async () => {
    await database.db.execute(sql`select 1`);
    return migrationsComplete(database.db);
  };
  const answered = await withinDeadline(probe().catch(() => 'down' as const), DATABASE_CHECK_MS);
  const down = database.listeners().filter((listener) => !listener.connected).map((listener) => listener.channel);
  return {
    database: typeof answered === 'boolean' ? 'ok' : 'down',
    migrations: answered === true ? 'ok' : 'pending',
    listen: down.length === 0 ? 'ok' : { down },
    shuttingDown: lifecycle.shuttingDown,
  };
}

const isReady = (checks: ReadinessChecks) => checks.database === 'ok' && checks.migrations === 'ok' && checks.listen === 'ok' && !checks.shuttingDown;

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/**
 * For the load balancer (decision 0031): `GET /health/live`, the process answers; `GET /health/ready`, this instance
 * should get traffic (database answering and migrated, LISTEN connections up, not shutting down), else 503 naming
 * what is not. Public, never rate-limited (not in http/rate-limits.ts), never cached, and logged only when not ready
 * for a reason other than a shutdown (the route's log level keeps Fastify's per-request info lines out).
 */
export async function registerHealth(app: FastifyInstance, deps: { database: Pick<Database, 'db' | 'listeners'>; lifecycle: Lifecycle }) {
  const quiet = { config: { access: 'public' }, logLevel: 'warn' } as const;
  app.get('/health/live', quiet, async (_request, reply) => noStore(reply).send({ status: 'ok' }));
  app.get('/health/ready', quiet, async (request, reply) => {
    const checks = await readinessChecks(deps.database, deps.lifecycle);
    if (isReady(checks)) return noStore(reply).send({ status: 'ok', checks });
    if (!checks.shuttingDown) request.log.warn({ checks }, 'not ready');
    return noStore(reply).code(503).send({ status: 'unavailable', checks });
  });
}
