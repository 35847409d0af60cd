import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../db/client.ts';
import { openPgliteInWorker } from '../db/pglite-in-worker.ts';

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (CI runs the API suite both ways). Dropped again on close.
 * TEST_PGLITE_WORKER=1 runs that in-memory PGlite in a worker thread behind its socket, as `npm start` does (slower to
 * open; for checking the worker path against the suite).
 */
export async function freshDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = process.env.TEST_PGLITE_WORKER === '1' ? await openPgliteInWorker(undefined) : await openPglite(undefined);
    await database.migrate();
    return database;
  }
  const name = `mitumba_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), 20);
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
