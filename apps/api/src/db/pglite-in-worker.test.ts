import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import { openPgliteInWorker } from './pglite-in-worker.ts';
import { products } from './schema/index.ts';

let root: string;
let database: Database;
const dir = () => path.join(root, 'pglite');

/** The rows of a raw query (drizzle types `execute` per driver: both drivers return `{ rows }`). */
async function rowsOf<Row>(db: Database['db'], query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

async function counter(db: Database['db']): Promise<number> {
  const [row] = await rowsOf<{ value: number }>(db, sql`SELECT value FROM worker_test_counter WHERE id = 1`);
  return Number(row!.value);
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'mitumba-worker-db-'));
  database = await openPgliteInWorker(dir(), { onCrash: (error) => { throw error; } });
  await database.migrate();
  await database.db.execute(sql`CREATE TABLE worker_test_counter (id int PRIMARY KEY, value int NOT NULL)`);
  await database.db.execute(sql`INSERT INTO worker_test_counter VALUES (1, 0)`);
}, 120_000);

afterAll(async () => {
  await database?.close();
  await rm(root, { recursive: true, force: true });
}, 60_000);

describe('PGlite in a worker thread, reached by a pg pool', () => {
  it('answers queries on the migrated schema', async () => {
    expect(await database.db.select().from(products).limit(1)).toEqual([]);
    expect(await rowsOf(database.db, sql`SELECT count(*)::int AS n FROM pg_extension WHERE extname = 'pg_trgm'`)).toEqual([{ n: 1 }]);
  });

  it('rolls back a failed transaction', async () => {
    const before = await counter(database.db);
    await expect(database.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE worker_test_counter SET value = value + 100 WHERE id = 1`);
      throw new Error('changed my mind');
    })).rejects.toThrow('changed my mind');
    expect(await counter(database.db)).toBe(before);
  });

  it('keeps two concurrent transactions apart: both read-modify-writes land', async () => {
    const before = await counter(database.db);
    const bump = () => database.db.transaction(async (tx) => {
      const value = await counter(tx as never);
      await sleep(20); // the other transaction gets every chance to interleave here
      await tx.execute(sql`UPDATE worker_test_counter SET value = ${value + 1} WHERE id = 1`);
    });
    await Promise.all([bump(), bump(), database.db.execute(sql`SELECT 1`)]);
    expect(await counter(database.db)).toBe(before + 2);
  });

  it('rolls back what a dropped connection had not committed', async () => {
    const connectionString = database.jobQueue.kind === 'postgres' ? database.jobQueue.connectionString : '';
    const before = await counter(database.db);
    const client = new pg.Client({ connectionString });
    await client.connect();
    await client.query('BEGIN');
    await client.query('UPDATE worker_test_counter SET value = -1 WHERE id = 1');
    await client.end();
    expect(await counter(database.db)).toBe(before);
  });

  it('hangs up on a client that sends what is not a frontend message, and carries on', async () => {
    const connectionString = database.jobQueue.kind === 'postgres' ? database.jobQueue.connectionString : '';
    const socket = net.connect(path.join(new URL(connectionString).searchParams.get('host')!, '.s.PGSQL.5432'));
    const closed = new Promise((resolve) => socket.on('close', resolve));
    socket.resume(); // read (and drop) the handshake, or the hang-up is never seen
    const startup = Buffer.from('\0\0\0\0\0\x03\0\0user\0postgres\0\0', 'latin1');
    startup.writeInt32BE(startup.length, 0);
    socket.write(Buffer.concat([startup, Buffer.from([0x7a, 0, 0, 0, 4, 0x53, 0, 0, 0, 4])]));
    await closed;
    expect(await counter(database.db)).toEqual(expect.any(Number));
  });

  it('delivers a NOTIFY sent through db to a listen callback until unlistened', async () => {
    const heard: string[] = [];
    const unlisten = await database.listen('worker_test_channel', (payload) => heard.push(payload));
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_notify('worker_test_channel', 'v1')`);
    });
    await database.db.execute(sql`SELECT pg_notify('worker_test_channel', 'v2')`);
    await expect.poll(() => heard).toEqual(['v1', 'v2']);
    await unlisten();
    await database.db.execute(sql`SELECT pg_notify('worker_test_channel', 'v3')`);
    await database.db.execute(sql`SELECT 1`);
    expect(heard).toEqual(['v1', 'v2']);
  });

  it('keeps the event loop free while a slow query runs', async () => {
    const order: string[] = [];
    const query = database.db.execute(sql`SELECT pg_sleep(0.5)`).then(() => order.push('query done'));
    const timer = sleep(10).then(() => order.push('timer fired'));
    await Promise.all([query, timer]);
    expect(order).toEqual(['timer fired', 'query done']);
  });

  it('keeps its data across a close and a reopen of the same directory', async () => {
    await database.db.execute(sql`UPDATE worker_test_counter SET value = 4242 WHERE id = 1`);
    await database.close();
    database = await openPgliteInWorker(dir(), { onCrash: (error) => { throw error; } });
    expect(await counter(database.db)).toBe(4242);
  }, 60_000);
});
