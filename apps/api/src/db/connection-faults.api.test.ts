import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PlaceOrderResponse } from '@mitumba/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { DATABASE_LOST_MESSAGE } from '../http/error-handler.ts';
import { createLocalStorage } from '../lib/storage/local.ts';
import { TEST_JWT_SECRET, signedInCustomer, type TestContext } from '../test/app.ts';
import { addToCart, orderPayload, stockOf } from '../test/checkout.ts';
import { ensureCatalogBasics, insertProduct } from '../test/factories.ts';
import { postgresBinDir, startPostgresServer, type PostgresServer } from '../test/postgres-server.ts';
import { openPostgres } from './client.ts';

/**
 * Lost database connections (issue 24): a PostgreSQL server of the test's own, whose backends the test terminates and
 * which it restarts under load. The process must survive (an unheard `error` event would fail this file), a request
 * that lost its connection answers 503 with Retry-After, and a transaction that lost it before COMMIT runs once more.
 */
const DATABASE = 'faults';
let server: PostgresServer;
let ctx: TestContext;

beforeAll(async () => {
  server = await startPostgresServer({ prefix: 'mitumba-conn-faults-' });
  const database = openPostgres(await server.createDatabase(DATABASE), 5);
  await database.migrate();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mitumba-test-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, PAYMENTS_RECONCILE: 'false' });
  const storage = createLocalStorage(path.join(dataDir, 'uploads'));
  const app = await buildApp({ config, database, storage, jwtSecret: TEST_JWT_SECRET });
  await app.ready();
  ctx = {
    app, database, storage, dataDir,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  await ensureCatalogBasics(database.db);
}, 120_000);

afterAll(async () => {
  await ctx?.close();
  await server?.close();
});

/** A separate connection holding the row lock of a product's stock: a placement of it waits on its UPDATE. */
async function lockStock(productId: string): Promise<{ release(): Promise<void> }> {
  const client = new pg.Client({ connectionString: server.url(DATABASE) });
  await client.connect();
  await client.query('BEGIN');
  await client.query('SELECT 1 FROM product_stock WHERE product_id = $1 FOR UPDATE', [productId]);
  return {
    async release() {
      await client.query('ROLLBACK');
      await client.end();
    },
  };
}

/** The pids of the app's backends waiting for a lock (the placement blocked on the held stock row), once there is one. */
async function waitingBackend(except: number[] = []): Promise<number> {
  for (let tries = 0; tries < 200; tries += 1) {
    const rows = await server.sql<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock' AND NOT (pid = ANY($2::int[]))`, [DATABASE, except]);
    if (rows[0]) return rows[0].pid;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('No placement is waiting on the stock lock');
}

const terminate = (pid: number) => server.sql('SELECT pg_terminate_backend($1)', [pid]);

async function placementReady(quantity = 1) {
  const customer = await signedInCustomer(ctx);
  const productId = await insertProduct(ctx.database.db, { stock: { M: 5 } });
  await addToCart(ctx, customer, productId, 'M', quantity);
  const payload = await orderPayload(ctx, customer);
  const place = () => ctx.app.inject({ method: 'POST', url: '/api/order/sidian', headers: customer.headers, payload });
  const ordersOf = async () => (await server.sql<{ n: number }>(
    'SELECT count(*)::int AS n FROM orders WHERE order_ref = $1', [payload.orderId], DATABASE))[0]?.n;
  return { productId, place, ordersOf };
}

describe.skipIf(!postgresBinDir())('lost database connections (a PostgreSQL server of its own)', () => {
  it('a transaction whose backend is terminated before COMMIT runs once more on a fresh connection and succeeds', async () => {
    const { productId, place, ordersOf } = await placementReady(2);
    const lock = await lockStock(productId);
    const answer = place();
    const first = await waitingBackend();
    await terminate(first);
    // The retry waits on the same lock from another backend; letting it go lets the retry commit.
    await waitingBackend([first]);
    await lock.release();
    const response = await answer;
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as PlaceOrderResponse).success).toBe(true);
    expect(await ordersOf()).toBe(1);
    expect(await stockOf(ctx, productId, 'M')).toBe(3);
  });

  it('a request whose transaction loses its connection twice answers 503 with Retry-After; the next one succeeds', async () => {
    const { productId, place, ordersOf } = await placementReady();
    const lock = await lockStock(productId);
    const answer = place();
    const first = await waitingBackend();
    await terminate(first);
    await terminate(await waitingBackend([first]));
    const response = await answer;
    await lock.release();
    expect(response.statusCode, response.body).toBe(503);
    expect(response.headers['retry-after']).toBe('2');
    expect(response.json()).toEqual({ success: false, message: DATABASE_LOST_MESSAGE });
    expect(await ordersOf()).toBe(0);
    expect(await stockOf(ctx, productId, 'M')).toBe(5);

    // Same orderId again: the pool has healed, the order is placed once.
    const again = await place();
    expect(again.statusCode, again.body).toBe(200);
    expect(await ordersOf()).toBe(1);
    expect(await stockOf(ctx, productId, 'M')).toBe(4);
  });

  it('a PostgreSQL restart under load: requests answer 200 or 503 (never 500), and the shop serves again by itself', async () => {
    const placements = await Promise.all(Array.from({ length: 6 }, () => placementReady()));
    const statuses: number[] = [];
    let stop = false;
    // The catalogue list is cached: a customer's cart is read from the database every time.
    const reader = await signedInCustomer(ctx);
    const read = async () => {
      for (let i = 0; i < 400 && !stop; i += 1) {
        statuses.push((await ctx.app.inject({ method: 'POST', url: '/api/cart/get', headers: reader.headers, payload: {} })).statusCode);
      }
    };
    const buy = async (placement: Awaited<ReturnType<typeof placementReady>>) => {
      for (let i = 0; i < 100 && !stop; i += 1) {
        const { statusCode } = await placement.place();
        statuses.push(statusCode);
        if (statusCode === 200) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const load = Promise.all([read(), read(), ...placements.map(buy)]);
    await new Promise((resolve) => setTimeout(resolve, 30));
    await server.restart();
    // Back by itself: a read succeeds within a few seconds of the server accepting connections again.
    const back = Date.now();
    let recovered = false;
    while (!recovered && Date.now() - back < 10_000) {
      recovered = (await ctx.app.inject({ method: 'POST', url: '/api/cart/get', headers: reader.headers, payload: {} })).statusCode === 200;
      if (!recovered) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    stop = true;
    await load;
    const counts = statuses.reduce<Record<number, number>>((all, status) => ({ ...all, [status]: (all[status] ?? 0) + 1 }), {});
    console.info(`restart under load: ${JSON.stringify(counts)}, recovered ${Date.now() - back} ms after the server was back`);
    expect(recovered).toBe(true);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    for (const placement of placements) {
      const { statusCode } = await placement.place();
      expect(statusCode).toBe(200);
      expect(await placement.ordersOf()).toBe(1);
    }
  });
});
