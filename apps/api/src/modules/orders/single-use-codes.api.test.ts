import type { PlaceOrderResponse } from '@mitumba/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, securityCodeUses } from '../../db/schema/index.ts';
import { signedInCustomer, startTestApp, type SignedIn, type TestContext } from '../../test/app.ts';
import { addToCart, cashierOf, orderPayload, stockOf, wrongCode } from '../../test/checkout.ts';
import { ensureCatalogBasics, insertProduct } from '../../test/factories.ts';

/**
 * A cashier's code pays for one placement (issue 9): the placement's transaction retires it, so racing placements
 * with one code make one order. On PostgreSQL (CI) the requests really overlap; PGlite serialises them.
 */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await startTestApp();
  await ensureCatalogBasics(ctx.database.db);
});
afterAll(async () => ctx.close());

const place = (customer: SignedIn, payload: object) => ctx.app.inject({ method: 'POST', url: '/api/order/place', headers: customer.headers, payload });
const validate = (customer: SignedIn, code: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/security-codes/validate', headers: customer.headers, payload: { email: 'ignored@example.test', code } });

async function shopperWithCart(productId: string): Promise<SignedIn> {
  const customer = await signedInCustomer(ctx);
  await addToCart(ctx, customer, productId, 'M');
  return customer;
}

describe('single-use cashier codes', () => {
  it('pays one order: the same code again is refused, and the cashier sees the next code at once', async () => {
    const counter = await cashierOf(ctx);
    const productId = await insertProduct(ctx.database.db, { priceShillings: 1500, stock: { M: 5 } });
    const [first, second] = [await shopperWithCart(productId), await shopperWithCart(productId)];
    const code = await counter.code();

    // Checking the code (the checkout screen enables its button with it) does not use it up.
    expect((await validate(first, code)).json()).toMatchObject({ valid: true });
    expect((await validate(first, code)).json()).toMatchObject({ valid: true });

    const paid = await place(first, { ...(await orderPayload(ctx, first)), paymentMethod: 'cash', securityCode: code });
    expect(paid.statusCode).toBe(200);
    const { order } = paid.json() as PlaceOrderResponse;
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.orderRef, order.orderId));
    expect(row?.securityCodeCashierId).toBe(counter.cashier.id);

    const shown = await ctx.app.inject({ url: '/api/security-codes/current', headers: counter.headers });
    expect(shown.json().code).toMatch(/^\d{5}$/);
    expect(shown.json().code).not.toBe(code);

    const again = await place(second, { ...(await orderPayload(ctx, second)), paymentMethod: 'cash', securityCode: code });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ success: false, message: 'Invalid security code' });
    expect((await validate(second, code)).json()).toMatchObject({ valid: false, message: 'Invalid security code' });
    expect(await stockOf(ctx, productId, 'M')).toBe(4);

    const next = await place(second, { ...(await orderPayload(ctx, second)), paymentMethod: 'cash', securityCode: shown.json().code });
    expect(next.statusCode).toBe(200);
  });

  it('20 placements racing with one code make exactly one order', async () => {
    const counter = await cashierOf(ctx);
    const productId = await insertProduct(ctx.database.db, { priceShillings: 900, stock: { M: 30 } });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => signedInCustomer(ctx)));
    for (const buyer of buyers) await addToCart(ctx, buyer, productId, 'M');
    const code = await counter.code();
    const payloads = await Promise.all(buyers.map(async (buyer) => ({ ...(await orderPayload(ctx, buyer)), paymentMethod: 'cash', securityCode: code })));
    const answers = await Promise.all(buyers.map((buyer, index) => place(buyer, payloads[index] as object)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 422).map((answer) => answer.json().message)).toEqual(Array(19).fill('Invalid security code'));
    const placed = await ctx.database.db.select().from(orders).where(eq(orders.securityCodeCashierId, counter.cashier.id));
    expect(placed).toHaveLength(1);
    expect(await stockOf(ctx, productId, 'M')).toBe(29);
  });

  it('200 concurrent wrong codes get exactly 5 checks, and the right code after them is locked out too', async () => {
    const counter = await cashierOf(ctx);
    const productId = await insertProduct(ctx.database.db, { stock: { M: 3 } });
    const guesser = await shopperWithCart(productId);
    const right = await counter.code();
    const payload = await orderPayload(ctx, guesser);
    const guesses = await Promise.all(Array.from({ length: 200 }, () => place(guesser, { ...payload, paymentMethod: 'cash', securityCode: wrongCode(right) })));
    const statuses = guesses.map((guess) => guess.statusCode);
    expect(statuses.filter((status) => status === 422)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(195);
    const checked = await ctx.database.db.select({ value: sql<number>`count(*)::int` }).from(securityCodeUses).where(eq(securityCodeUses.userId, guesser.user.id));
    expect(checked[0]?.value).toBe(5);

    const late = await place(guesser, { ...payload, paymentMethod: 'cash', securityCode: right });
    expect(late.statusCode).toBe(429);
    expect(late.json().message).toMatch(/^Too many wrong security codes/);
    expect(await stockOf(ctx, productId, 'M')).toBe(3);
    expect((await ctx.app.inject({ url: '/api/security-codes/current', headers: counter.headers })).json().code).toBe(right);
  });
});
