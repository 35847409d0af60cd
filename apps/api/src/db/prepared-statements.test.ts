import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteOverTheWire } from '../test/database.ts';
import type { Database } from './client.ts';
import { prepareRepeatedStatements } from './prepared-statements.ts';

// A real server over the wire protocol: PGlite behind its socket. Its one session is every connection's, so each
// test looks at the prepared statements of its own texts only.
let database: Database;
let connectionString: string;
const pools: pg.Pool[] = [];

beforeAll(async () => {
  ({ database, connectionString } = await pgliteOverTheWire());
}, 120_000);

afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.end()));
  await database?.close();
});

function onePool(maxNamed?: number): pg.Pool {
  const pool = prepareRepeatedStatements(new pg.Pool({ connectionString, max: 1 }), maxNamed);
  pools.push(pool);
  return pool;
}

async function prepared(pool: pg.Pool, texts: string[]): Promise<{ name: string; statement: string }[]> {
  const { rows } = await pool.query<{ name: string; statement: string }>('SELECT name, statement FROM pg_prepared_statements ORDER BY name');
  return rows.filter((row) => texts.includes(row.statement));
}

describe('statements that repeat are prepared once per connection', () => {
  it('names a text with parameters on its second run, and runs it by that name after', async () => {
    const pool = onePool();
    const text = 'SELECT $1::int + 1 AS next';
    expect((await pool.query(text, [1])).rows).toEqual([{ next: 2 }]);
    expect(await prepared(pool, [text])).toEqual([]);
    expect((await pool.query({ text, values: [2] })).rows).toEqual([{ next: 3 }]);
    expect((await pool.query(text, [41])).rows).toEqual([{ next: 42 }]);
    const names = await prepared(pool, [text]);
    expect(names).toEqual([{ name: expect.stringMatching(/^s_[0-9a-f]{32}$/), statement: text }]);
  });

  it('leaves a text without parameters a simple query (it may hold several statements), and a given name alone', async () => {
    const pool = onePool();
    const simple = 'SELECT 1; SELECT 2';
    for (let run = 0; run < 3; run += 1) await pool.query(simple);
    const own = 'SELECT $1::text AS word';
    await pool.query({ name: 'their_own', text: own, values: ['a'] });
    await pool.query({ name: 'their_own', text: own, values: ['b'] });
    expect(await prepared(pool, [simple, own])).toEqual([{ name: 'their_own', statement: own }]);
  });

  it('names no more texts than its limit: the rest run unnamed, as before', async () => {
    const pool = onePool(1);
    const texts = ['SELECT $1::int AS a', 'SELECT $1::int AS b'];
    for (const text of texts) {
      for (let run = 0; run < 3; run += 1) await pool.query(text, [run]);
    }
    expect((await prepared(pool, texts)).map((row) => row.statement)).toEqual(['SELECT $1::int AS a']);
    expect((await pool.query('SELECT $1::int AS b', [7])).rows).toEqual([{ b: 7 }]);
  });
});
