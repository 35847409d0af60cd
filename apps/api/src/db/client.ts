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
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** How the job queue (pg-boss) reaches the same database: PGlite's one connection, or its own small pool. */
export type JobQueueConnection = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; connectionString: string };

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  jobQueue: JobQueueConnection;
  migrate(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** PGlite in `dir` (or in memory when `dir` is undefined): one embedded PostgreSQL, one connection. */
export async function openPglite(dir: string | undefined, from?: PGlite): Promise<Database & { client: PGlite }> {
  if (dir) await mkdir(dir, { recursive: true });
  const client = (from ? await from.clone() : new PGlite({ dataDir: dir, extensions: { pg_trgm } })) as PGlite;
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    client,
    kind: 'pglite',
    jobQueue: { kind: 'pglite', client },
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}

export function openPostgres(connectionString: string, maxConnections = 10): Database & { pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString, max: maxConnections });
  // An idle connection can fail (server restart, admin kill); without a listener that error would crash the process.
  // The pool drops the broken client and opens a new one when needed.
  pool.on('error', (error) => console.warn(`PostgreSQL idle connection closed: ${error.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    pool,
    kind: 'postgres',
    jobQueue: { kind: 'postgres', connectionString },
    migrate: () => migratePg(db as never, { migrationsFolder }),
    close: () => pool.end(),
  };
}

export async function openDatabase(options: { databaseUrl: string | undefined; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(path.join(options.dataDir, 'pglite'));
}
