import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteOverTheWire } from '../test/database.ts';
import type { Database } from './client.ts';
import { surviveConnectionLoss } from './connection-faults.ts';

// A real pg pool over the wire protocol (PGlite behind its socket). The connection is cut the moment a transaction
// takes it from the pool, so its BEGIN fails as when the server goes away between the two.
let database: Database;
let connectionString: string;

beforeAll(async () => {
  ({ database, connectionString } = await pgliteOverTheWire());
}, 120_000);

afterAll(async () => {
  await database?.close();
});

describe('a transaction whose BEGIN fails', () => {
  it('gives its client back to the pool, so the pool serves again and ends', async () => {
    const pool = surviveConnectionLoss(new pg.Pool({ connectionString, max: 1 }), () => undefined);
    const db = drizzle(pool);
    pool.once('acquire', (client) => (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy());

    await expect(db.transaction(async () => undefined)).rejects.toThrow();
    // The cut client is dropped, not kept checked out: the pool's one place is free for the next transaction.
    await expect.poll(() => pool.totalCount).toBe(0);
    const [row] = (await db.transaction((tx) => tx.execute(sql`SELECT 1 AS one`))).rows;
    expect(row).toEqual({ one: 1 });
    await pool.end();
    expect(pool.ended).toBe(true);
  });
});
