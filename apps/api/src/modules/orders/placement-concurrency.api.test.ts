import type { PlaceOrderResponse } from '@mitumba/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer, startTestApp, type SignedIn, type TestContext } from '../../test/app.ts';
import { addToCart, orderPayload, stockOf } from '../../test/checkout.ts';
import { ensureCatalogBasics, insertProduct } from '../../test/factories.ts';

/**
 * Races at placement. On PostgreSQL (CI runs this file there too, with a 20-connection pool) the requests really
 * overlap; PGlite has one connection and serialises them, which must give the same answers.
 */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await startTestApp();
  await ensureCatalogBasics(ctx.database.db);
});
afterAll(async () => ctx.close());

const placeSidian = (customer: SignedIn, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/order/sidian', headers: customer.headers, payload });
const countOrders = async (productId: string) => {
  const result = await ctx.database.db.execute<{ orders: number }>(sql`SELECT count(DISTINCT order_id)::int AS orders FROM order_items WHERE product_id = ${productId}`);
  return (result as unknown as { rows: { orders: number }[] }).rows[0]?.orders ?? 0;
};

describe(`placement under concurrency (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('50 identical submits of one orderId make exactly one order', async () => {
    const customer = await signedInCustomer(ctx);
    const productId = await insertProduct(ctx.database.db, { stock: { M: 10 } });
    await addToCart(ctx, customer, productId, 'M', 2);
    const payload = await orderPayload(ctx, customer);
    const answers = await Promise.all(Array.from({ length: 50 }, () => placeSidian(customer, payload)));
    const ids = new Set(answers.map((answer) => (answer.json() as PlaceOrderResponse).order?._id));
    console.info(`idempotency: 50 submits → statuses ${JSON.stringify(countBy(answers.map((answer) => answer.statusCode)))}, ${ids.size} distinct order`);
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(ids.size).toBe(1);
    expect(await countOrders(productId)).toBe(1);
    expect(await stockOf(ctx, productId, 'M')).toBe(8);
  });

  it('200 buyers racing for 5 units make exactly 5 orders and never oversell', async () => {
    const productId = await insertProduct(ctx.database.db, { name: 'Rare Bale', stock: { '45KG': 5 } });
    const buyers = await Promise.all(Array.from({ length: 200 }, () => signedInCustomer(ctx)));
    for (const buyer of buyers) await addToCart(ctx, buyer, productId, '45KG');
    const payloads = await Promise.all(buyers.map((buyer) => orderPayload(ctx, buyer)));
    const started = performance.now();
    const answers = await Promise.all(buyers.map((buyer, index) => placeSidian(buyer, payloads[index] as object)));
    const elapsed = Math.round(performance.now() - started);
    const statuses = countBy(answers.map((answer) => answer.statusCode));
    console.info(`oversell: 200 buyers for 5 units → ${JSON.stringify(statuses)} in ${elapsed} ms; stock left ${await stockOf(ctx, productId, '45KG')}`);
    expect(statuses[200]).toBe(5);
    expect(statuses[422]).toBe(195);
    expect(await countOrders(productId)).toBe(5);
    expect(await stockOf(ctx, productId, '45KG')).toBe(0);
    const refusal = answers.find((answer) => answer.statusCode === 422)?.json().message as string;
    expect(refusal).toMatch(/Rare Bale \(45KG\)/);
  });
});

function countBy(values: number[]): Record<number, number> {
  return values.reduce<Record<number, number>>((counts, value) => ({ ...counts, [value]: (counts[value] ?? 0) + 1 }), {});
}
