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

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  jobQueue: JobQueueConnection;
  /** Hears NOTIFY messages on `channel` (sent by any connection, after its transaction commits). */
  listen(channel: string, onMessage: (payload: string) => void): Promise<Unlisten>;
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
async function listenOnPostgres(connectionString: string, channel: string, onMessage: (payload: string) => void): Promise<Unlisten> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

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
    await next.connect();
    await next.query(`LISTEN ${assertChannel(channel)}`);
    client = next;
  };

  const reconnect = async () => {
    try {
      await connect();
      onMessage('');
    } catch (error) {
      console.warn(`PostgreSQL LISTEN reconnect failed, trying again: ${(error as Error).message}`);
      if (!stopped) retry = setTimeout(() => void reconnect(), RELISTEN_AFTER_MS);
    }
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

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
  return {
    db,
    client,
    kind: 'pglite',
    jobQueue: { kind: 'pglite', client },
    async listen(channel, onMessage) {
      const unsubscribe = await client.listen(assertChannel(channel), onMessage);
      return async () => unsubscribe();
    },
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** A server that does not answer within this fails the request (503) rather than holding it. */
const CONNECT_TIMEOUT_MS = 5_000;

export function openPostgres(connectionString: string, maxConnections = 10): Database & { pool: pg.Pool } {
  // A connection can fail at any time (server restart, admin kill): the process survives it, the pool opens a new one
  // when needed, and a statement or transaction that certainly did nothing is run once more (connection-faults.ts).
  const warn = (message: string) => console.warn(message);
  const pool = surviveConnectionLoss(new pg.Pool({ connectionString, max: maxConnections, connectionTimeoutMillis: CONNECT_TIMEOUT_MS }), warn);
  const db = retryTransactions(drizzlePg(pool, { schema }) as unknown as Db, warn);
  return {
    db,
    pool,
    kind: 'postgres',
    jobQueue: { kind: 'postgres', connectionString },
    listen: (channel, onMessage) => listenOnPostgres(connectionString, channel, onMessage),
    migrate: () => migratePg(db as never, { migrationsFolder }),
    close: () => pool.end(),
  };
}

/** `DATABASE_URL` when set, else PGlite in `DATA_DIR/pglite`, run in a worker thread. */
export async function openDatabase(options: { databaseUrl: string | undefined; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPgliteInWorker(path.join(options.dataDir, 'pglite'));
}
