/**
 * API load benchmark: 20,000 products, then the shopper's main requests under 10 and 50 connections: the collection
 * page's catalogue list, a product by id and a search (each against a bare node:http server sending the same bytes),
 * add to cart as signed-in customers, and placing a cash order with a cashier's single-use code. Prints numbers;
 * never fails on a timing (it does fail when orders oversell or lose stock).
 *
 *   npm run bench:api                          (PGlite in a fresh DATA_DIR, then a throwaway PostgreSQL when installed)
 *   BENCH_POSTGRES=0 npm run bench:api         (PGlite only; BENCH_POSTGRES=1 insists on PostgreSQL)
 *   BENCH_DATABASES=postgres npm run bench:api (PostgreSQL only)
 *   DATABASE_URL=postgres://… npm run bench:api  (that database only; seeds into it, use a throwaway one)
 *   BENCH_PRODUCTS=5000 npm run bench:api      (a smaller catalogue)
 */
import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { newOrderId, type ProductListResponse, type ProductResponse } from '@mitumba/contracts';
import type { RequestSpec } from 'autocannon';
import { deliveryAddress } from '../apps/api/src/test/checkout.ts';
import { freePickupIn } from '../apps/api/src/test/delivery.ts';
import { makeTempDir } from '../e2e/support/server.ts';
import type { Fixtures, OrderCustomer } from './api-fixtures.ts';
import { LOAD, measure, percentile, snapshot, startBareServer, type Measurement } from './load.ts';
import { postgresBin, startThrowawayPostgres } from './postgres.ts';
import { fmt, machineLine, onCleanUp, runBenchmark, runChild, seedBulk, startBenchApi } from './run.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 20_000);
const CONNECTIONS = [10, 50] as const;
const CART_CUSTOMERS = 2_000;
const ORDER_CUSTOMERS = Number(process.env.BENCH_ORDER_CUSTOMERS ?? 4_000);
/** BENCH_ONLY=reads,cart,orders (any of them): only those parts of the suite run (all by default). */
type Part = 'reads' | 'cart' | 'orders';
const only = process.env.BENCH_ONLY?.split(',').map((part) => part.trim());
const runs = (part: Part) => !only || only.includes(part);

type Row = { name: string; connections: number; ours: Measurement; bare?: Measurement };
const rows: Row[] = [];

function report(row: Row) {
  const line = (label: string, result: Measurement) => `    ${label.padEnd(4)} ${fmt(result.requestsPerSecond).padStart(7)} req/s  p50 ${fmt(result.p50Ms, 2).padStart(7)} ms  `
    + `p99 ${fmt(result.p99Ms, 2).padStart(7)} ms  ${fmt(result.requests)} requests, ${result.failures} errors`;
  console.log(`  ${row.connections} connections\n${line('ours', row.ours)}${row.bare ? `\n${line('bare', row.bare)}` : ''}`);
  rows.push(row);
}

/** A GET under load at each connection count, then the bare server with the same bytes under the same load. */
async function loadGet(baseUrl: string, workDir: string, name: string, pathAndQuery: string) {
  const url = `${baseUrl}${pathAndQuery}`;
  const reply = await snapshot(url);
  console.log(`\n${name}: GET ${pathAndQuery} (${fmt(reply.body.length / 1024, 1)} KiB)`);
  const bare = await startBareServer(reply, workDir);
  try {
    for (const connections of CONNECTIONS) report({ name, connections, ours: await measure(url, connections), bare: await measure(bare.url, connections) });
  } finally {
    await bare.stop();
  }
}

/**
 * POST /api/cart/add under load. Request n is customer n mod C adding product weight n mod W (C = 2,000 signed-in
 * customers, W ≈ the catalogue's weights in stock): every add is a new line of 1, so the cap of 3 per line and the stock
 * never refuse one, and each cart grows by about one line per C requests.
 */
async function loadCartAdd(baseUrl: string, fixtures: Fixtures) {
  const { cartTokens, cartWeights } = fixtures;
  let sent = 0;
  const setupRequest = (request: RequestSpec): RequestSpec => {
    const n = sent++;
    const line = cartWeights[n % cartWeights.length];
    return {
      ...request,
      headers: { ...request.headers, 'content-type': 'application/json', authorization: `Bearer ${cartTokens[n % cartTokens.length]}` },
      body: JSON.stringify({ itemId: line?.productId, weight: line?.weight }),
    };
  };
  console.log(`\nadd to cart: POST /api/cart/add, ${fmt(cartTokens.length)} customers × ${fmt(cartWeights.length)} product weights in rotation`);
  for (const connections of CONNECTIONS) {
    report({ name: 'add to cart', connections, ours: await measure({ url: `${baseUrl}/api/cart/add`, method: 'POST', requests: [{ method: 'POST', path: '/api/cart/add', setupRequest }] }, connections) });
  }
  console.log(`  ${fmt(sent)} adds sent: about ${fmt(sent / cartTokens.length, 1)} lines per cart at the end`);
}

async function call<T>(baseUrl: string, token: string, pathAndQuery: string, body?: unknown): Promise<{ status: number; json: T }> {
  const response = await fetch(`${baseUrl}${pathAndQuery}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as T };
}

/**
 * Places cash orders for `seconds` with `connections` workers. Worker i is a shopper at cashier i's counter: it reads
 * the cashier's current code (GET /api/security-codes/current, not timed), then the next customer waiting with a
 * one-item cart places the order with it (POST /api/order/place, timed). A code is good for one order, so the
 * workers cannot share a cashier without refusing each other.
 */
async function placeOrders(baseUrl: string, fixtures: Fixtures, queue: OrderCustomer[], connections: number, seconds: number) {
  const latencies: number[] = [];
  const attempted: OrderCustomer[] = [];
  let failures = 0;
  let firstFailure = '';
  const started = performance.now();
  const deadline = started + seconds * 1000;
  // A shop with delivery options (the demo's) takes an order with one: a free pickup point keeps the totals the cart's.
  const deliveryOptionId = await freePickupIn(baseUrl);
  const worker = async (cashierToken: string) => {
    while (performance.now() < deadline) {
      const customer = queue.shift();
      if (!customer) return;
      const code = (await call<{ code: string }>(baseUrl, cashierToken, '/api/security-codes/current')).json.code;
      const { line } = customer;
      const body = {
        orderId: newOrderId(), address: deliveryAddress, amount: customer.amount, discount: customer.discount,
        items: [{ _id: line.productId, price: line.price, quantity: 1, weight: line.weight }], paymentMethod: 'cash', securityCode: code, deliveryOptionId,
      };
      const sent = performance.now();
      const { status, json } = await call<{ message?: string }>(baseUrl, customer.token, '/api/order/place', body);
      attempted.push(customer);
      if (status >= 200 && status < 300) latencies.push(performance.now() - sent);
      else {
        failures += 1;
        firstFailure ||= `${status} ${json.message}`;
      }
    }
  };
  await Promise.all(fixtures.cashierTokens.slice(0, connections).map(worker));
  const elapsed = (performance.now() - started) / 1000;
  if (firstFailure) console.log(`  first refusal: ${firstFailure}`);
  if (queue.length === 0) console.log(`  ran out of waiting customers after ${fmt(elapsed, 1)} s (BENCH_ORDER_CUSTOMERS for more)`);
  const result: Measurement = {
    requestsPerSecond: latencies.length / elapsed, p50Ms: percentile(latencies, 0.5), p99Ms: percentile(latencies, 0.99),
    requests: attempted.length, failures,
  };
  return { result, attempted, placed: latencies.length };
}

/** Stock of every product weight the orders touched, read back through the API: it must have gone down by exactly the orders. */
async function checkStock(baseUrl: string, attempted: OrderCustomer[], placed: number) {
  const before = attempted.reduce((sum, customer) => sum + customer.line.stock, 0);
  let after = 0;
  const pending = [...attempted];
  await Promise.all(Array.from({ length: 10 }, async () => {
    for (let customer = pending.pop(); customer; customer = pending.pop()) {
      const { status, json } = await call<ProductResponse>(baseUrl, '', `/api/product/${customer.line.productId}`);
      if (status !== 200) throw new Error(`GET /api/product/${customer.line.productId} answered ${status}`);
      after += json.product.stock[customer.line.weight] ?? 0;
    }
  }));
  const ok = before - after === placed;
  console.log(`\nStock check over the ${fmt(attempted.length)} product weights ordered: ${fmt(before)} before, ${fmt(after)} after, `
    + `${fmt(placed)} orders placed: ${ok ? 'matches (no oversell, nothing lost)' : 'MISMATCH'}`);
  if (!ok) process.exitCode = 1;
}

async function loadOrders(baseUrl: string, fixtures: Fixtures) {
  const queue = [...fixtures.orderCustomers];
  console.log(`\nplace order: POST /api/order/place, cash, one item, ${fmt(queue.length)} customers waiting, one cashier per connection`);
  const attempted: OrderCustomer[] = [];
  let placed = 0;
  for (const connections of CONNECTIONS) {
    for (const [seconds, kept] of [[LOAD.warmUpSeconds, false], [LOAD.durationSeconds, true]] as const) {
      const run = await placeOrders(baseUrl, fixtures, queue, connections, seconds);
      attempted.push(...run.attempted);
      placed += run.placed;
      if (kept) report({ name: 'place order', connections, ours: run.result });
    }
  }
  await checkStock(baseUrl, attempted, placed);
}

function printTable(title: string, tableRows: Row[]) {
  const ms = (value: number) => `${fmt(value, 2)} ms`;
  const table = [
    ['request', 'conn', 'ours req/s', 'ours p50', 'ours p99', 'errors', 'bare req/s', 'bare p99', 'ratio req/s', 'ratio p99'],
    ...tableRows.map(({ name, connections, ours, bare }) => [
      name, String(connections), fmt(ours.requestsPerSecond), ms(ours.p50Ms), ms(ours.p99Ms), String(ours.failures),
      ...(bare ? [fmt(bare.requestsPerSecond), ms(bare.p99Ms), (ours.requestsPerSecond / bare.requestsPerSecond).toPrecision(3), (ours.p99Ms / bare.p99Ms).toPrecision(3)] : ['–', '–', '–', '–']),
    ]),
  ];
  const widths = table[0]!.map((_, column) => Math.max(...table.map((cells) => cells[column]!.length)));
  const format = (cells: string[]) => `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;
  console.log(`\n${title}\n\n${format(table[0]!)}\n|${widths.map((width, column) => (column === 0 ? '-'.repeat(width + 2) : `${'-'.repeat(width + 1)}:`)).join('|')}|`);
  for (const cells of table.slice(1)) console.log(format(cells));
  const orders = tableRows.filter((row) => row.name === 'place order');
  for (const { connections, ours } of orders) console.log(`place order at ${connections} connections: ${fmt(ours.requestsPerSecond * 60)} orders a minute, p99 ${ms(ours.p99Ms)}`);
}

/** The whole suite on one database: PGlite in a fresh DATA_DIR, or the PostgreSQL at `databaseUrl`. Returns its rows. */
async function runSuite(databaseUrl: string | undefined): Promise<Row[]> {
  rows.length = 0;
  const workDir = await makeTempDir('mitumba-bench-api-');
  onCleanUp(() => rm(workDir, { recursive: true, force: true }));
  console.log(`\nSeeding ${fmt(PRODUCTS)} products into ${databaseUrl ? 'PostgreSQL' : workDir} …`);
  console.log(`Seeded in ${fmt((await seedBulk(workDir, PRODUCTS, { DATABASE_URL: databaseUrl })) / 1000, 1)} s`);
  // The fixtures' sessions are signed with the API's secret.
  const env = { DATA_DIR: workDir, DATABASE_URL: databaseUrl, JWT_SECRET: randomBytes(32).toString('base64url') };
  const fixturesFile = path.join(workDir, 'fixtures.json');
  const fixturesMs = await runChild(['bench/api-fixtures.ts', fixturesFile, String(Math.max(...CONNECTIONS)), String(CART_CUSTOMERS), String(ORDER_CUSTOMERS)], env);
  const fixtures = JSON.parse(await readFile(fixturesFile, 'utf8')) as Fixtures;
  console.log(`Signed in ${CONNECTIONS.at(-1)} cashiers and ${fmt(CART_CUSTOMERS + ORDER_CUSTOMERS)} customers (${fmt(ORDER_CUSTOMERS)} with a one-item cart) in ${fmt(fixturesMs / 1000, 1)} s`);

  const server = await startBenchApi(workDir, { JWT_SECRET: env.JWT_SECRET, DATABASE_URL: databaseUrl });
  try {
    const listPath = '/api/product/list?page=1&limit=24&sort=relevant';
    const list = (await (await fetch(`${server.baseUrl}${listPath}`)).json()) as ProductListResponse;
    const productId = list.products[0]?._id;
    if (!productId) throw new Error('the catalogue list is empty');
    if (runs('reads')) {
      await loadGet(server.baseUrl, workDir, 'catalogue page 1', listPath);
      await loadGet(server.baseUrl, workDir, 'product by id', `/api/product/${productId}`);
      await loadGet(server.baseUrl, workDir, 'search "dress"', '/api/product/list?limit=24&search=dress');
    }
    if (runs('cart')) await loadCartAdd(server.baseUrl, fixtures);
    if (runs('orders')) await loadOrders(server.baseUrl, fixtures);
  } finally {
    await server.stop(); // before the next suite (and before its PostgreSQL server stops)
  }
  return [...rows];
}

/**
 * PostgreSQL besides PGlite: BENCH_POSTGRES=1 asks for it, BENCH_POSTGRES=0 skips it, otherwise it runs when
 * PostgreSQL is installed. DATABASE_URL runs the suite on that database only.
 */
function databases(): ('pglite' | 'postgres')[] {
  const wanted = process.env.BENCH_POSTGRES;
  const postgres = wanted === '1' || (wanted !== '0' && postgresBin() !== undefined);
  const only = process.env.BENCH_DATABASES?.split(',').map((name) => name.trim());
  return (['pglite', 'postgres'] as const).filter((name) => (name === 'postgres' ? postgres : true) && (!only || only.includes(name)));
}

async function main() {
  const external = process.env.DATABASE_URL;
  console.log(machineLine(external ? 'PostgreSQL (DATABASE_URL)' : databases().join(' then ')));
  console.log(`Load: ${CONNECTIONS.join(' and ')} connections, ${LOAD.warmUpSeconds} s warm-up + ${LOAD.durationSeconds} s each, 127.0.0.1, accept-encoding: identity`);
  const tables: { title: string; rows: Row[] }[] = [];
  if (external) tables.push({ title: `DATABASE_URL, ${fmt(PRODUCTS)} products`, rows: await runSuite(external) });
  for (const name of external ? [] : databases()) {
    if (name === 'pglite') {
      console.log('\n== PGlite ==');
      tables.push({ title: `PGlite, ${fmt(PRODUCTS)} products`, rows: await runSuite(undefined) });
    } else {
      const postgres = await startThrowawayPostgres();
      onCleanUp(() => postgres.stop());
      console.log(`\n== ${postgres.version}, throwaway server (fsync off) ==`);
      try {
        tables.push({ title: `${postgres.version} (local, fsync off), ${fmt(PRODUCTS)} products`, rows: await runSuite(postgres.url) });
      } finally {
        await postgres.stop();
      }
    }
  }
  for (const { title, rows: tableRows } of tables) printTable(title, tableRows);
}

runBenchmark(main);
