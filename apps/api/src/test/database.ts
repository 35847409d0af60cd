import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrationsFolder, openPglite, openPostgres, type Database } from '../db/client.ts';
import { openPgliteInWorker } from '../db/pglite-in-worker.ts';

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (CI runs the API suite there). Dropped again on close.
 * Both are copies of a template migrated once per set of migrations (decision 0026): on a server, the database
 * `mitumba_template_<hash>`; for PGlite, its data directory dumped to `<tmpdir>/mitumba-pglite-template-<hash>.tar`.
 * TEST_PGLITE_WORKER=1 runs that in-memory PGlite in a worker thread behind its socket, as `npm start` does (slower to
 * open, migrated per file; for checking the worker path against the suite).
 */
export async function freshDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    if (process.env.TEST_PGLITE_WORKER === '1') {
      const database = await openPgliteInWorker(undefined);
      await database.migrate();
      return database;
    }
    return openPglite(undefined, await pgliteTemplate());
  }
  const template = await serverTemplate(serverUrl);
  const name = `mitumba_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, async (admin) => {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    // A test's tables hold a few rows: starting parallel workers costs far more than they save. The security sweeps'
    // fingerprints (a few rows of each of dozens of tables in one statement) took 20 ms each with them, 5 without.
    await admin.query(`ALTER DATABASE ${name} SET max_parallel_workers_per_gather = 0`);
  });
  const database = openPostgres(databaseUrl(serverUrl, name), 20);
  return {
    ...database,
    async close() {
      await database.close();
      await onServer(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/**
 * Embedded PGlite in a worker thread behind its socket, and the connection string that reaches it: a real server over
 * the wire protocol for tests of our own `pg` pool code. Not migrated.
 */
export async function pgliteOverTheWire(): Promise<{ database: Database; connectionString: string }> {
  const database = await openPgliteInWorker(undefined);
  if (database.jobQueue.kind !== 'postgres') throw new Error('the worker is reached by a connection string');
  return { database, connectionString: database.jobQueue.connectionString };
}

/** The migrations' own hash: a changed or added migration makes a new template. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(path.relative(migrationsFolder, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** Taken while a template is built, so that test files starting together build it once. */
const TEMPLATE_LOCK = 7_216_094_431;

/**
 * `mitumba_template_<hash>` on the server, migrated. Built under an advisory lock as `…_building` and renamed when
 * complete, so a template that exists is whole (a run killed while building leaves `…_building`, dropped next time).
 * Nothing ever connects to the template itself: CREATE DATABASE … TEMPLATE refuses a template in use.
 */
async function serverTemplate(serverUrl: string): Promise<string> {
  const template = `mitumba_template_${migrationsHash()}`;
  return onServer(serverUrl, async (admin) => {
    const exists = async () => (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template])).rowCount === 1;
    if (await exists()) return template;
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      if (await exists()) return template;
      const building = `${template}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const database = openPostgres(databaseUrl(serverUrl, building), 1);
      try {
        await database.migrate();
      } finally {
        await database.close();
      }
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
      return template;
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
}

function pgliteVersion(): string {
  const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  const manifest = path.join(path.dirname(entry), '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/**
 * A migrated PGlite data directory (uncompressed tar, about 40 MB), made once per set of migrations and PGlite
 * version: loading it takes a fraction of creating a cluster and migrating it. Written under a unique name and
 * renamed, so files starting together may each build it but never read half of one.
 */
async function pgliteTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `mitumba-pglite-template-${migrationsHash()}-${pgliteVersion()}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const database = await openPglite(undefined);
  let dump: Blob;
  try {
    await database.migrate();
    dump = await database.client.dumpDataDir('none');
  } finally {
    await database.close();
  }
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
  return dump;
}
