import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { retryTransactions, surviveConnectionLoss } from './connection-faults.ts';
import { openPgliteInWorker } from './pglite-in-worker.ts';
import { prepareRepeatedStatements } from './prepared-statements.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * How the job queue (pg-boss) reaches the same database: an in-process PGlite's one connection, or its own small pool
 * on a connection string (a PostgreSQL server, or the PGlite worker's socket: pglite-in-worker.ts).
 */
export type JobQueueConnection = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; connectionString: string };

/** Stops a `listen`: no more messages are delivered after it resolves. */
export type Unlisten = () => Promise<void>;

/** One open `listen` and whether its connection is up right now (a dropped one is opened again after a second). */
export type ListenerState = { channel: string; connected: boolean };

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  jobQueue: JobQueueConnection;
  /** Hears NOTIFY messages on `channel` (sent by any connection, after its transaction commits). */
  listen(channel: string, onMessage: (payload: string) => void): Promise<Unlisten>;
  /** Every open `listen` of this process (readiness: http/health.ts; the connection budget counts them). */
  listeners(): ListenerState[];
  migrate(): Promise<void>;
  close(): Promise<void>;
};

/** NOTIFY channel names are identifiers: only ours, fixed in code, are ever listened to. */
export function assertChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  return channel;
}

const RELISTEN_AFTER_MS = 1000;

/**
 * A dedicated connection for LISTEN (a pooled one would be handed to other queries and lose its subscriptions).
 * When it drops (server restart, network), it is opened again after a second, and `onMessage('')` tells the listener
 * that messages may have been missed meanwhile.
 */
async function listenOnPostgres(
  connectionString: string, channel: string, onMessage: (payload: string) => void, registry: Set<() => ListenerState>,
): Promise<Unlisten> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const state = (): ListenerState => ({ channel, connected: client !== null });

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', (error) => console.warn(`PostgreSQL LISTEN connection closed: ${error.message}`));
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = null;
      retry = setTimeout(() => void reconnect(), RELISTEN_AFTER_MS);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${assertChannel(channel)}`);
    } catch (error) {
      // Not awaited: a half-made connection's end must never hold up the listen's next try.
      void next.end().catch(() => undefined);
      throw error;
    }
    // Stopped while this connection was being made: nobody would end it.
    if (stopped) await next.end().catch(() => undefined);
    else client = next;
  };

  const reconnect = async () => {
    try {
      await connect();
      if (!stopped) onMessage('');
    } catch (error) {
      console.warn(`PostgreSQL LISTEN reconnect failed, trying again: ${(error as Error).message}`);
      if (!stopped) retry = setTimeout(() => void reconnect(), RELISTEN_AFTER_MS);
    }
  };

  await connect();
  registry.add(state);
  return async () => {
    stopped = true;
    registry.delete(state);
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

/** Answers the states of the listens in `registry` (each entry reads its listener's connection now). */
export function listenerStates(registry: Set<() => ListenerState>): ListenerState[] {
  return [...registry].map((state) => state());
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** drizzle's migrations over `db` as it is, without a lock: for a database only this process opens (embedded PGlite). */
export const migrateOneSession = (db: Db): Promise<void> => migratePg(db as never, { migrationsFolder });

/**
 * PGlite in this thread, in `dir` (or in memory when `dir` is undefined): one embedded PostgreSQL, one connection.
 * Tests use it (fast, clonable); `openDatabase` runs PGlite in a worker thread instead (pglite-in-worker.ts).
 * `from`: a clone of that PGlite, or a data directory it dumped (`dumpDataDir`), loaded instead of a new cluster.
 */
export async function openPglite(dir: string | undefined, from?: PGlite | Blob): Promise<Database & { client: PGlite }> {
  if (dir) await mkdir(dir, { recursive: true });
  const client = (from instanceof PGlite
    ? await from.clone()
    : new PGlite({ dataDir: dir, extensions: { pg_trgm }, ...(from ? { loadDataDir: from } : {}) })) as PGlite;
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  // In-process: a listen is a callback on the one connection, up as long as the database is.
  const listening = new Set<() => ListenerState>();
  return {
    db,
    client,
    kind: 'pglite',
    jobQueue: { kind: 'pglite', client },
    async listen(channel, onMessage) {
      const unsubscribe = await client.listen(assertChannel(channel), onMessage);
      const state = (): ListenerState => ({ channel, connected: !client.closed });
      listening.add(state);
      return async () => {
        listening.delete(state);
        await unsubscribe();
      };
    },
    listeners: () => listenerStates(listening),
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** A server that does not answer within this fails the request (503) rather than holding it. */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * The advisory lock every instance takes to migrate, so instances starting together migrate one after the other: the
 * first applies what is missing, the others find it done. Any fixed number: 'mitumb' in ASCII (an exact JS integer).
 */
export const MIGRATION_LOCK_KEY = 0x6d6974756d62;

/**
 * drizzle's migrations on one dedicated connection holding `pg_advisory_lock(MIGRATION_LOCK_KEY)` (session-level:
 * held across drizzle's own transaction, released by the unlock, or by PostgreSQL when the connection drops).
 */
export async function migratePostgres(connectionString: string, folder = migrationsFolder): Promise<void> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder: folder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}

export function openPostgres(connectionString: string, maxConnections = 10, preparedStatements = true): Database & { pool: pg.Pool } {
  // A connection can fail at any time (server restart, admin kill): the process survives it, the pool opens a new one
  // when needed, and a statement or transaction that certainly did nothing is run once more (connection-faults.ts).
  const warn = (message: string) => console.warn(message);
  const plain = new pg.Pool({ connectionString, max: maxConnections, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  const pool = surviveConnectionLoss(preparedStatements ? prepareRepeatedStatements(plain) : plain, warn);
  const db = retryTransactions(drizzlePg(pool, { schema }) as unknown as Db, warn);
  const listening = new Set<() => ListenerState>();
  return {
    db,
    pool,
    kind: 'postgres',
    jobQueue: { kind: 'postgres', connectionString },
    listen: (channel, onMessage) => listenOnPostgres(connectionString, channel, onMessage, listening),
    listeners: () => listenerStates(listening),
    migrate: () => migratePostgres(connectionString),
    close: () => pool.end(),
  };
}

/**
 * `DATABASE_URL` when set (a pool of `dbPoolMax`, 10 unless told; repeated statements prepared unless
 * `dbPreparedStatements` is false), else PGlite in `DATA_DIR/pglite`, run in a worker thread.
 */
export async function openDatabase(options: { databaseUrl: string | undefined; dataDir: string; dbPoolMax?: number; dbPreparedStatements?: boolean }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.dbPoolMax, options.dbPreparedStatements);
  return openPgliteInWorker(path.join(options.dataDir, 'pglite'));
}
