/**
 * Back-office product list benchmark: seeds 20,000 products (stock per weight, one image each) into a fresh PGlite,
 * then times GET /api/admin/products through the real app (app.inject: routing, auth, validation, SQL, serialising).
 * Prints the median and worst of several runs per query; never fails on a timing.
 *
 *   npx node bench/admin-products.ts
 *   BENCH_PRODUCTS=5000 npx node bench/admin-products.ts
 *   TEST_DATABASE_URL=postgres://… npx node bench/admin-products.ts   (a throwaway database on that server)
 */
import { sql } from 'drizzle-orm';
import { startTestApp } from '../apps/api/src/test/app.ts';
import { ensureCatalogBasics, insertUser } from '../apps/api/src/test/factories.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 20_000);
const RUNS = 15;

const ctx = await startTestApp();
const { db } = ctx.database;
try {
  const seedStarted = performance.now();
  await ensureCatalogBasics(db);
  // One statement per table: names varied enough for the trigram index to matter, every fifth product sold out.
  await db.execute(sql`
    INSERT INTO products (code, name, description, price_cents, category, sub_category, label, weights, created_at)
    SELECT 'BN-' || g,
           (ARRAY['Denim jacket','Floral dress','Cotton shirt','Wool sweater','Leather boots','Linen trousers','Silk blouse'])[1 + g % 7] || ' ' || g,
           '', 50000 + (g % 200) * 100, (ARRAY['Men','Ladies','Kids'])[1 + g % 3], 'Misc', (ARRAY['Nike','Zara','Vintage'])[1 + g % 3],
           ARRAY['S','M','L'], now() - g * interval '1 minute'
    FROM generate_series(1, ${PRODUCTS}) AS g`);
  await db.execute(sql`
    INSERT INTO product_stock (product_id, weight, quantity)
    SELECT p.id, w.weight, CASE WHEN substr(p.code, 4)::int % 5 = 0 THEN 0 ELSE (substr(p.code, 4)::int + w.n) % 4 END
    FROM products p CROSS JOIN (VALUES ('s', 1), ('m', 2), ('l', 3)) AS w(weight, n)`);
  await db.execute(sql`INSERT INTO product_images (product_id, position, url, file_id) SELECT id, 0, '/media/products/bench.webp', 'bench' FROM products`);
  await db.execute(sql`UPDATE products SET archived_at = now() WHERE substr(code, 4)::int % 50 = 0`);
  await db.execute(sql`ANALYZE`);
  console.log(`Seeded ${PRODUCTS.toLocaleString('en-US')} products in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s (${ctx.database.kind})`);

  const admin = await insertUser(db, { role: 'admin' });
  const headers = { authorization: `Bearer ${(await ctx.app.auth.startSession(admin.id)).token}` };
  const get = async (url: string) => {
    const response = await ctx.app.inject({ method: 'GET', url, headers });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json() as { products: unknown[]; nextCursor: string | null };
  };

  // A cursor deep in the list: 50 pages in, to show keyset pages cost the same at any depth.
  let deepCursor: string | null = null;
  for (let page = 0; page < 50; page += 1) deepCursor = (await get(`/api/admin/products?limit=20${deepCursor ? `&cursor=${deepCursor}` : ''}`)).nextCursor;

  const scenarios = [
    ['first page', '/api/admin/products'],
    ['page 51 (keyset)', `/api/admin/products?cursor=${deepCursor}`],
    ['search name', '/api/admin/products?q=floral'],
    ['search rare', '/api/admin/products?q=dress 1234'],
    ['exact code', '/api/admin/products?q=BN-12345'],
    ['sold out', '/api/admin/products?stock=sold-out'],
    ['low stock', '/api/admin/products?stock=low&category=Ladies&label=Zara'],
    ['archived', '/api/admin/products?archived=archived'],
  ] as const;

  console.log(`\nGET /api/admin/products, ${RUNS} runs each (ms):`);
  for (const [name, url] of scenarios) {
    const timings: number[] = [];
    let rows = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      rows = (await get(url)).products.length;
      timings.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);
    const median = timings[Math.floor(timings.length / 2)] ?? 0;
    const worst = timings.at(-1) ?? 0;
    console.log(`  ${name.padEnd(18)} median ${median.toFixed(1).padStart(6)}   worst ${worst.toFixed(1).padStart(6)}   ${rows} rows`);
  }
} finally {
  await ctx.close();
}
