import type { CartResponse, MpesaInitiateResponse, MpesaStatusResponse, PlaceOrderResponse } from '@mitumba/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, orders } from '../../db/schema/index.ts';
import { signedInCustomer, startTestApp, type SignedIn, type TestContext } from '../../test/app.ts';
import { addToCart, cartOf, orderPayload, stockOf } from '../../test/checkout.ts';
import { ensureCatalogBasics, insertProduct } from '../../test/factories.ts';

/** Zero and tiny totals, coupon-paid orders (docs/decisions/0009) and accepted offers limited to their quantity. */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await startTestApp();
  await ensureCatalogBasics(ctx.database.db);
});
afterAll(async () => ctx.close());

const sidian = async (customer: SignedIn, extra: object = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/order/sidian', headers: customer.headers, payload: { ...(await orderPayload(ctx, customer)), ...extra } });
const mpesa = async (customer: SignedIn, extra: object = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/order/mpesa/initiate', headers: customer.headers, payload: { ...(await orderPayload(ctx, customer)), phone: '0712345678', ...extra } });

async function buyer(priceShillings: number, quantity = 1) {
  const customer = await signedInCustomer(ctx);
  const productId = await insertProduct(ctx.database.db, { priceShillings, stock: { M: 5 } });
  await addToCart(ctx, customer, productId, 'M', quantity);
  return { customer, productId };
}

describe('zero and tiny totals', () => {
  it('refuses an order of Ksh 0 that no coupon paid (a bulk discount above the subtotal), taking nothing', async () => {
    const customer = await signedInCustomer(ctx);
    const productIds: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const productId = await insertProduct(ctx.database.db, { priceShillings: 50, stock: { M: 3 } });
      await addToCart(ctx, customer, productId, 'M', 3);
      productIds.push(productId);
    }
    expect((await cartOf(ctx, customer)).summary).toMatchObject({ itemCount: 18, subtotal: 900, discount: 1500, total: 0 });
    const response = await sidian(customer, { amount: 0 });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ success: false, message: 'This order comes to Ksh 0: only a coupon that covers the whole order can place it. Please review your cart.' });
    expect(await stockOf(ctx, productIds[0] ?? '', 'M')).toBe(3);
    expect((await cartOf(ctx, customer)).items).toHaveLength(6);
    expect(await ctx.app.services.orders.forCustomer(customer.user.id)).toHaveLength(0);
  });

  it('places an order a coupon pays in full as paid, with a coupon attempt and no provider', async () => {
    await ctx.database.db.insert(coupons).values({ code: 'FREEBIE', kind: 'percentage', value: 100, perUserLimit: 5 });
    const { customer, productId } = await buyer(1200);
    const response = await sidian(customer, { couponCode: 'FREEBIE', amount: 0 });
    expect(response.statusCode).toBe(200);
    const body = response.json() as PlaceOrderResponse;
    expect(body.message).toBe('Order placed and paid in full by your coupon');
    expect(body.order).toMatchObject({ amount: 0, discount: 1200, paymentStatus: 'paid', balance: 0, couponCode: 'FREEBIE' });
    expect(await stockOf(ctx, productId, 'M')).toBe(4);
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.orderRef, body.order.orderId));
    expect(row?.offlineExpiresAt).toBeNull();
    const [attempt] = await ctx.app.services.payments.latestFor([body.order._id]);
    expect(attempt).toMatchObject({ provider: 'coupon', state: 'paid', amountCents: 0 });
    expect((await ctx.app.services.payments.eventsOf(attempt?.id ?? ''))[0]).toMatchObject({ state: 'paid', note: 'Paid in full by coupon FREEBIE' });

    // Through the M-Pesa call too: nothing is asked of M-Pesa and the progress screen finds it paid.
    const second = await buyer(800);
    const started = await mpesa(second.customer, { couponCode: 'FREEBIE', amount: 0 });
    expect(started.statusCode).toBe(200);
    const { mpesaRequestId } = started.json() as MpesaInitiateResponse;
    const status = (await ctx.app.inject({ url: `/api/order/mpesa/status/${mpesaRequestId}`, headers: second.customer.headers })).json() as MpesaStatusResponse;
    expect(status).toMatchObject({ paymentStatus: 'paid', amount: 0, mpesaReceipt: null });
  });

  it('refuses an M-Pesa total below one shilling, taking nothing', async () => {
    const { customer, productId } = await buyer(0.5);
    const response = await mpesa(customer, { amount: 0.5 });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('M-Pesa takes payments of Ksh 1 or more. Please choose another payment method.');
    expect(await stockOf(ctx, productId, 'M')).toBe(5);
    expect(await ctx.app.services.orders.forCustomer(customer.user.id)).toHaveLength(0);
  });
});

describe('an accepted offer covers its quantity only', () => {
  async function withOffer(offerQuantity: number, cartQuantity: number) {
    const customer = await signedInCustomer(ctx);
    const productId = await insertProduct(ctx.database.db, { priceShillings: 5000, banner: 'clearance', stock: { M: 5 } });
    const offer = await ctx.app.services.offers.submit(customer.user.id, { productId, weight: 'M', quantity: offerQuantity, suggestedPrice: 4000 });
    await ctx.app.services.offers.decide(offer._id, 'accepted');
    await addToCart(ctx, customer, productId, 'M', cartQuantity);
    return { customer, productId };
  }

  it('prices the rest of the line at the list price, in the cart and at placement alike', async () => {
    const { customer, productId } = await withOffer(1, 3);
    const cart: CartResponse = await cartOf(ctx, customer);
    expect(cart.items[0]).toMatchObject({ unitPrice: 4000, listPrice: 5000, offerApplied: true, offerQuantity: 1, lineTotal: 14_000 });
    expect(cart.summary.total).toBe(14_000);

    const cheaper = await sidian(customer, { amount: 12_000 });
    expect(cheaper.statusCode).toBe(409);
    expect(cheaper.json().message).toBe('Your total has changed to Ksh 14,000.00. Please review your order and confirm again.');

    const response = await sidian(customer, { amount: 14_000 });
    expect(response.statusCode).toBe(200);
    const { order } = response.json() as PlaceOrderResponse;
    expect(order.amount).toBe(14_000);
    expect(order.items.map((item) => ({ price: item.price, quantity: item.quantity })).sort((a, b) => a.price - b.price))
      .toEqual([{ price: 4000, quantity: 1 }, { price: 5000, quantity: 2 }]);
    expect(await stockOf(ctx, productId, 'M')).toBe(2);
  });

  it('covers as many units as the offer was made for', async () => {
    const { customer } = await withOffer(2, 3);
    expect((await cartOf(ctx, customer)).items[0]).toMatchObject({ offerQuantity: 2, lineTotal: 13_000 });
    const small = await withOffer(3, 2);
    expect((await cartOf(ctx, small.customer)).items[0]).toMatchObject({ offerQuantity: 2, lineTotal: 8000 });
  });
});
