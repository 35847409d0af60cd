import type { MpesaInitiateResponse } from '@mitumba/contracts';
import { newOrderId } from '@mitumba/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentAttempts } from '../../db/schema/index.ts';
import { startAdminTestApp } from '../../test/admin.ts';
import { signedInCustomer, startTestAppWithSandbox, type SignedIn, type TestContext } from '../../test/app.ts';
import { addToCart, deliveryAddress, orderPayload, stockOf } from '../../test/checkout.ts';
import { insertProduct } from '../../test/factories.ts';
import { createOrdersRepo } from './orders.repo.ts';

let ctx: TestContext & { baseUrl: string };
let call: Awaited<ReturnType<typeof startAdminTestApp>>['call'];

beforeAll(async () => {
  ({ ctx, call } = await startAdminTestApp(() => startTestAppWithSandbox({ mpesa: { autoApprove: false, timeoutMs: 600_000 } })));
});
afterAll(async () => ctx.close());

const MINUTE = 60_000;

async function buyer() {
  const customer = await signedInCustomer(ctx);
  const productId = await insertProduct(ctx.database.db, { name: 'Ladies Tops Bale', priceShillings: 4000, stock: { '25KG': 2 } });
  await addToCart(ctx, customer, productId, '25KG');
  return { customer, productId };
}

/**
 * An order as a crash between two transactions used to leave it: committed with its stock taken, waiting for an
 * online payment, and no payment attempt at all.
 */
async function strandedOrder(customer: SignedIn, productId: string, createdAt = new Date()) {
  const orderRef = newOrderId();
  await ctx.database.db.transaction(async (tx) => {
    await createOrdersRepo(tx).insert({
      orderRef, userId: customer.user.id, paymentMethod: 'mpesa', awaitsOnlinePayment: true, paymentStatus: 'pending',
      subtotalCents: 400_000, bulkDiscountCents: 0, couponDiscountCents: 0, amountCents: 400_000, address: deliveryAddress, createdAt, updatedAt: createdAt,
    }, [{ productId, weight: '25kg', weightLabel: '25KG', name: 'Ladies Tops Bale', listPriceCents: 400_000, unitPriceCents: 400_000, quantity: 1, offerApplied: false, images: [] }]);
    await ctx.app.services.catalog.takeStock(tx, [{ productId, weightKey: '25kg', quantity: 1, name: 'Ladies Tops Bale', weightLabel: '25KG' }]);
  });
  return orderRef;
}

let phones = 0;
/** Each prompt to its own phone: the sandbox's phone takes one open prompt at a time, and these are never answered. */
const initiate = async (customer: SignedIn) => ctx.app.inject({
  method: 'POST', url: '/api/order/mpesa/initiate', headers: customer.headers,
  payload: { ...(await orderPayload(ctx, customer)), phone: `07120000${String((phones += 1)).padStart(2, '0')}` },
});

describe('orders that lost their payment', () => {
  it('writes the order and its payment attempt in one transaction', async () => {
    const { customer } = await buyer();
    const started = (await initiate(customer)).json() as MpesaInitiateResponse;
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.orderRef, started.orderId));
    const attempts = await ctx.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, order?.id ?? ''));
    expect(attempts).toMatchObject([{ id: started.mpesaRequestId, state: 'pending', provider: 'mpesa', providerRef: expect.stringMatching(/^ws_CO_/) }]);
  });

  it('lets the owner cancel an order that has no payment: stock back, and the customer can check out again', async () => {
    const { customer, productId } = await buyer();
    const orderRef = await strandedOrder(customer, productId);
    expect(await stockOf(ctx, productId, '25KG')).toBe(1);
    expect((await initiate(customer)).statusCode).toBe(409);

    const cancelled = await call('POST', `/api/admin/orders/${orderRef}/cancel`, undefined, { reason: 'Customer called: never got the prompt' });
    expect(cancelled.statusCode).toBe(200);
    expect(await stockOf(ctx, productId, '25KG')).toBe(2);
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.orderRef, orderRef));
    expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'failed', stockHeld: false });
    expect((await initiate(customer)).statusCode).toBe(200);
  });

  it('sweeps an order left with no payment that could end it, once it is old enough, and leaves the rest alone', async () => {
    const now = new Date();
    const stale = await buyer();
    const staleRef = await strandedOrder(stale.customer, stale.productId, new Date(now.getTime() - 11 * MINUTE));
    const young = await buyer();
    const youngRef = await strandedOrder(young.customer, young.productId, now);
    const waiting = await buyer();
    const waitingRef = ((await initiate(waiting.customer)).json() as MpesaInitiateResponse).orderId;
    // As old as the stale one, but its prompt is still open: only its attempt's own expiry ends it.
    await ctx.database.db.update(orders).set({ createdAt: new Date(now.getTime() - 11 * MINUTE) }).where(eq(orders.orderRef, waitingRef));

    expect(await ctx.app.services.orders.expireOrphans(now)).toBe(1);
    const rows = new Map((await ctx.database.db.select().from(orders)).map((row) => [row.orderRef, row]));
    expect(rows.get(staleRef)).toMatchObject({ status: 'cancelled', paymentStatus: 'failed', stockHeld: false });
    expect(rows.get(youngRef)).toMatchObject({ status: 'placed', paymentStatus: 'pending', stockHeld: true });
    expect(rows.get(waitingRef)).toMatchObject({ status: 'placed', paymentStatus: 'pending', stockHeld: true });
    expect(await stockOf(ctx, stale.productId, '25KG')).toBe(2);
    expect(await stockOf(ctx, young.productId, '25KG')).toBe(1);
    // Once is once: a second sweep finds nothing more to give back.
    expect(await ctx.app.services.orders.expireOrphans(now)).toBe(0);
    expect(await stockOf(ctx, stale.productId, '25KG')).toBe(2);
  });
});
