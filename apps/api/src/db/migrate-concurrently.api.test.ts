import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PgBoss } from 'pg-boss';
import { getTableName, is } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBinDir, startPostgresServer, type PostgresServer } from '../test/postgres-server.ts';
import { migratePostgres, migrationsFolder, openPostgres } from './client.ts';
import { migrationsComplete } from './migration-state.ts';
import * as schema from './schema/index.ts';

/** Instances starting together on one PostgreSQL (decision 0031): the migrations run once, under an advisory lock. */
const INSTANCES = 4;
const shipped = readMigrationFiles({ migrationsFolder }).length;
const schemaTables = Object.values(schema).filter((value) => is(value, PgTable)).map((table) => getTableName(table));

describe.runIf(Boolean(postgresBinDir()))('migrations from many instances at once', () => {
  let server: PostgresServer;
  let scratch: string;

  beforeAll(async () => {
    server = await startPostgresServer({ prefix: 'mitumba-migrate-' });
    scratch = await mkdtemp(path.join(os.tmpdir(), 'mitumba-migrations-'));
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  const appliedCount = async (database: string) =>
    (await server.sql<{ count: number }>('SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations', [], database))[0]?.count;

  async function startTogether(url: string): Promise<void> {
    const databases = Array.from({ length: INSTANCES }, () => openPostgres(url, 2));
    try {
      await Promise.all(databases.map((database) => database.migrate()));
      for (const database of databases) expect(await migrationsComplete(database.db)).toBe(true);
    } finally {
      await Promise.all(databases.map((database) => database.close()));
    }
  }

  it(`${INSTANCES} instances on an empty database: all start, each migration applied once`, async () => {
    const url = await server.createDatabase('empty_start');
    await startTogether(url);
    expect(await appliedCount('empty_start')).toBe(shipped);
    const tables = await server.sql<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'", [], 'empty_start');
    expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining(schemaTables));
    expect(schemaTables.length).toBeGreaterThan(20);
  }, 60_000);

  it(`${INSTANCES} instances on a database an older release migrated: the rest is applied once`, async () => {
    // The older release: the same migrations but the last three.
    const older = path.join(scratch, 'older');
    await cp(migrationsFolder, older, { recursive: true });
    const journalFile = path.join(older, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: unknown[] };
    await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, -3) }));
    const url = await server.createDatabase('old_start');
    await migratePostgres(url, older);
    expect(await appliedCount('old_start')).toBe(shipped - 3);
    const before = openPostgres(url, 1);
    expect(await migrationsComplete(before.db)).toBe(false);
    await before.close();

    await startTogether(url);
    expect(await appliedCount('old_start')).toBe(shipped);
  }, 60_000);

  it(`pg-boss installs its own schema once when ${INSTANCES} instances start it together`, async () => {
    const url = await server.createDatabase('boss_start');
    const bosses = Array.from({ length: INSTANCES }, () => new PgBoss({ connectionString: url, max: 2 }));
    const errors: unknown[] = [];
    for (const boss of bosses) boss.on('error', (error) => errors.push(error));
    try {
      await Promise.all(bosses.map((boss) => boss.start()));
      expect(errors).toEqual([]);
      const versions = await server.sql<{ count: number }>('SELECT count(*)::int AS count FROM pgboss.version', [], 'boss_start');
      expect(versions[0]?.count).toBe(1);
    } finally {
      await Promise.all(bosses.map((boss) => boss.stop({ graceful: false })));
    }
  }, 60_000);
});
