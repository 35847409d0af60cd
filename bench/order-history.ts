/**
 * Order history benchmark: one customer with 500 orders (BENCH_ORDERS), the history's first page, a page deep in
 * the keyset (order 400 on) and the projection, each asked 200 times in a row through the real app on a fresh PGlite
 * (TEST_DATABASE_URL=postgres://… for PostgreSQL). Each scenario has its own customer, as the history's per-account
 * rate limit would otherwise answer 429. Prints milliseconds per request; never fails on a timing.
 *
 *   node bench/order-history.ts
 */
import { startTestApp, signedInCustomer } from '../apps/api/src/test/app.ts';
import { ensureCatalogBasics, insertProduct } from '../apps/api/src/test/factories.ts';
import { insertOrderHistory } from '../apps/api/src/modules/orders/order-history.fixture.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 500);
const RUNS = 200;

const ctx = await startTestApp();
try {
  await ensureCatalogBasics(ctx.database.db);
  const productId = await insertProduct(ctx.database.db, { stock: { M: 10 } });
  const deep = Math.min(400, ORDERS - 1);
  const scenarios = [
    { name: 'first page', url: '/api/order/userorders', payload: (_ids: string[]) => ({}) },
    { name: `page after order ${deep}`, url: '/api/order/userorders', payload: (ids: string[]) => ({ cursor: ids[deep] }) },
    { name: 'projection, 50', url: '/api/order/user/list', payload: (_ids: string[]) => ({ projection: ['orderId', 'amount', 'paymentStatus'], limit: 50 }) },
  ];
  console.log(`Order history of a customer with ${ORDERS} orders, ${RUNS} requests each (app.inject, no network):`);
  for (const scenario of scenarios) {
    const customer = await signedInCustomer(ctx);
    const ids = await insertOrderHistory(ctx.database.db, { userId: customer.user.id, productId, count: ORDERS, quantity: 2 });
    const times: number[] = [];
    for (let run = 0; run < RUNS + 10; run += 1) {
      const started = performance.now();
      const response = await ctx.app.inject({ method: 'POST', url: scenario.url, headers: customer.headers, payload: scenario.payload(ids) });
      if (response.statusCode !== 200) throw new Error(`${scenario.name}: ${response.statusCode} ${response.body}`);
      if (run >= 10) times.push(performance.now() - started); // the first 10 warm up
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(2);
    console.log(`  ${scenario.name.padEnd(22)} median ${at(0.5).padStart(7)} ms   p95 ${at(0.95).padStart(7)} ms   p99 ${at(0.99).padStart(7)} ms`);
  }
} finally {
  await ctx.close();
}
