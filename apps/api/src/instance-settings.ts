import { ConfigError, type Config } from './config.ts';
import { JOB_QUEUE_POOL_MAX } from './lib/scheduled-jobs.ts';

/**
 * On a shared PostgreSQL (DATABASE_URL), and always in production, JWT_SECRET must be set: a secret generated into one
 * instance's DATA_DIR would differ from the next instance's, and a session signed by one would be refused by the other.
 */
export function assertSharedSigningKey(config: Pick<Config, 'databaseUrl' | 'nodeEnv' | 'jwtSecret'>): void {
  if (config.jwtSecret || (!config.databaseUrl && config.nodeEnv !== 'production')) return;
  const why = config.databaseUrl ? 'DATABASE_URL is set' : 'NODE_ENV=production';
  throw new ConfigError(
    `${why}, so JWT_SECRET must be set (at least 32 characters): every instance must sign sessions with the same key, `
    + 'and one generated into this DATA_DIR would be known to this instance only.',
  );
}

/** The PostgreSQL connections one instance holds (DATABASE_URL), counted from the code that opens them. */
export type ConnectionBudget = { pool: number; listen: number; jobQueue: number; migration: number; total: number };

/**
 * `listeners`: the LISTEN connections open once the app is built (`database.listeners().length`: chat, revoked
 * sessions, the outbox, the catalogue cache). The pool serves every query, the outbox's included; pg-boss has its own
 * pool when this instance runs the reconciliation; migrating takes one more connection at start (not counted in total).
 */
export function connectionBudget(config: Pick<Config, 'dbPoolMax' | 'reconcilePayments'>, listeners: number): ConnectionBudget {
  const pool = config.dbPoolMax;
  const jobQueue = config.reconcilePayments ? JOB_QUEUE_POOL_MAX : 0;
  return { pool, listen: listeners, jobQueue, migration: 1, total: pool + listeners + jobQueue };
}

/** The start-up line: what this instance holds, and what N of them need from PostgreSQL's max_connections. */
export function describeConnectionBudget(budget: ConnectionBudget): string {
  return `PostgreSQL connections per instance: up to ${budget.total} (pool ${budget.pool} (DB_POOL_MAX) + LISTEN ${budget.listen}`
    + ` + job queue ${budget.jobQueue}; 1 more while migrating at start). N instances need N×${budget.total}`
    + ' within max_connections (e.g. 3 instances: ' + `${3 * budget.total}).`;
}
