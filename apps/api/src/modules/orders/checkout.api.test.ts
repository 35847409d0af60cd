import type { PlaceOrderResponse, UserOrdersResponse } from '@mitumba/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer, startTestAppWithMail, type SignedIn, type TestContext } from '../../test/app.ts';
import type { SmtpSink } from '../../test/smtp-sink.ts';
import { addToCart, cartOf, cashierOf, orderPayload, stockOf, wrongCode } from '../../test/checkout.ts';
import { ensureCatalogBasics, insertProduct } from '../../test/factories.ts';
import { coupons } from '../../db/schema/index.ts';
import { SANDBOX_MPESA } from '../../config.ts';

let ctx: TestContext & { sink: SmtpSink };
let counter: Awaited<ReturnType<typeof cashierOf>>;

beforeAll(async () => {
  ctx = await startTestAppWithMail();
  await ensureCatalogBasics(ctx.database.db);
  counter = await cashierOf(ctx);
});
afterAll(async () => ctx.close());

const place = (customer: SignedIn, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/order/place', headers: customer.headers, payload });
const ordersOf = async (customer: SignedIn): Promise<UserOrdersResponse> =>
  (await ctx.app.inject({ method: 'POST', url: '/api/order/userorders', headers: customer.headers, payload: {} })).json();

describe('payment settings and bank details', () => {
  it("lists all thirteen methods (the spec's twelve and Stripe's card), enabling the ones the shop can take", async () => {
    const customer = await signedInCustomer(ctx);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/payment-settings', headers: customer.headers });
    const body = response.json();
    expect(body.methods).toHaveLength(13);
    expect(body.enabledMethods.sort()).toEqual(['cash', 'cod', 'deposit', 'hybrid', 'kcb', 'lipia', 'mpesa', 'paystack', 'pesaflux', 'razorpay', 'sidian', 'stripe', 'tinypesa']);
    // Until the owner saves, a deposit may be paid every way the shop can take one (cash and bank always).
    expect(body.depositMethods.sort()).toEqual(['bank', 'cash', 'lipia', 'mpesa', 'paystack', 'pesaflux', 'tinypesa']);
    expect(body.depositSettings).toEqual({ minDepositRegular: 50, minDepositNewUser: 75 });
    // The shop's C2B shortcode (MPESA_C2B_SHORTCODE, by default MPESA_SHORTCODE): any unpaid order may be paid to it.
    expect(body.mpesaPaybill).toBe(SANDBOX_MPESA.shortCode);
    const bank = await ctx.app.inject({ method: 'GET', url: '/api/order/bankdetails', headers: customer.headers });
    expect(bank.json()).toEqual({ success: true, bankName: 'Sidian Bank', paybill: '111999', accountNumber: expect.any(String), accountName: expect.any(String) });
  });

  it('needs a login', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/payment-settings' })).statusCode).toBe(401);
  });
});

describe('placing cash-on-delivery and cash orders', () => {
  it('refuses an empty cart and a visitor, changing nothing', async () => {
    const customer = await signedInCustomer(ctx);
    const empty = await place(customer, { ...(await orderPayload(ctx, customer)), amount: 0, securityCode: await counter.code() });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({ success: false, message: 'No items in cart.' });
    const visitor = await ctx.app.inject({ method: 'POST', url: '/api/order/place', payload: { ...(await orderPayload(ctx, customer)), securityCode: '12345' } });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('Please login to place an order.');
  });

  it('places COD with the cashier code: stock taken, cart emptied, order pending; a repeated submit answers the same order', async () => {
    const customer = await signedInCustomer(ctx);
    const productId = await insertProduct(ctx.database.db, { name: 'Ladies Tops Bale', priceShillings: 4500, stock: { '25KG': 4 } });
    await addToCart(ctx, customer, productId, '25KG', 2);
    const payload = { ...(await orderPayload(ctx, customer)), paymentMethod: 'cod', securityCode: await counter.code() };
    const first = await place(customer, payload);
    expect(first.statusCode).toBe(200);
    const { order } = first.json() as PlaceOrderResponse;
    expect(order).toMatchObject({
      orderId: payload.orderId, amount: 9000, subtotal: 9000, discount: 0, paymentMethod: 'COD', paymentStatus: 'pending', status: 'Pending',
      items: [{ productId, name: 'Ladies Tops Bale', size: '25KG', price: 4500, quantity: 2 }],
    });
    expect(await stockOf(ctx, productId, '25KG')).toBe(2);
    expect((await cartOf(ctx, customer)).items).toHaveLength(0);

    const again = await place(customer, payload);
    expect(again.statusCode).toBe(200);
    expect((again.json() as PlaceOrderResponse).order._id).toBe(order._id);
    expect(await stockOf(ctx, productId, '25KG')).toBe(2);
    expect((await ordersOf(customer)).orders).toHaveLength(1);
    // Not paid yet: a cash-on-delivery order waiting for its money does not make a returning customer (issue 25).
    const counted = await ctx.app.inject({ method: 'GET', url: '/api/order/count', headers: customer.headers });
    expect(counted.json()).toEqual({ success: true, count: 0 });
  });

  it('records a cash order as paid at once', async () => {
    const customer = await signedInCustomer(ctx);
    const productId = await insertProduct(ctx.database.db, { priceShillings: 1200 });
    await addToCart(ctx, customer, productId, 'M');
    const response = await place(customer, { ...(await orderPayload(ctx, customer)), paymentMethod: 'cash', securityCode: await counter.code() });
    expect((response.json() as PlaceOrderResponse).order).toMatchObject({ paymentMethod: 'Cash', paymentStatus: 'paid', balance: 0 });
  });

  it('refuses a wrong security code for cash and changes nothing; cash on delivery needs none', async () => {
    const customer = await signedInCustomer(ctx);
    const productId = await insertProduct(ctx.database.db, { stock: { M: 2 } });
    await addToCart(ctx, customer, productId, 'M');
    const wrong = wrongCode(await counter.code());
    const response = await place(customer, { ...(await orderPayload(ctx, customer)), paymentMethod: 'cash', securityCode: wrong });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ success: false, message: 'Invalid security code' });
    expect(await stockOf(ctx, productId, 'M')).toBe(2);
    expect((await cartOf(ctx, customer)).items).toHaveLength(1);
    expect((await ordersOf(customer)).orders).toHaveLength(0);
    const malformed = await place(customer, { ...(await orderPayload(ctx, customer)), paymentMethod: 'cash', securityCode: '12' });
    expect(malformed.statusCode).toBe(400);
    const missing = await place(customer, { ...(await orderPayload(ctx, customer)), paymentMethod: 'cash' });
    expect(missing.statusCode).toBe(400);
    const cod = await place(customer, { ...(await orderPayload(ctx, customer)), paymentMethod: 'cod' });
    expect(cod.statusCode, cod.body).toBe(200);
    expect((cod.json() as PlaceOrderResponse).order).toMatchObject({ paymentStatus: 'pending', reference: expect.stringMatching(/^[2-9A-HJKMNP-Z]{6}$/) });
  });

  it('refuses a total that is not the server total, saying the new one, and takes nothing', async () => {
    const customer = await signedInCustomer(ctx);
    const productId = await insertProduct(ctx.database.db, { priceShillings: 3000, stock: { M: 3 } });
    await addToCart(ctx, customer, productId, 'M');
    const response = await place(customer, { ...(await orderPayload(ctx, customer)), amount: 1, paymentMethod: 'cod', securityCode: await counter.code() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, message: 'Your total has changed to Ksh 3,000.00. Please review your order and confirm again.', amount: 3000 });
    expect(await stockOf(ctx, productId, 'M')).toBe(3);
    expect((await ordersOf(customer)).orders).toHaveLength(0);
  });

  it('refuses when another buyer took the stock first, and changes nothing', async () => {
    const [first, second] = [await signedInCustomer(ctx), await signedInCustomer(ctx)];
    const productId = await insertProduct(ctx.database.db, { name: 'Last Bale', stock: { '45KG': 1 } });
    await addToCart(ctx, first, productId, '45KG');
    await addToCart(ctx, second, productId, '45KG');
    const secondPayload = { ...(await orderPayload(ctx, second)), paymentMethod: 'cod' };
    expect((await place(first, { ...(await orderPayload(ctx, first)), paymentMethod: 'cod', securityCode: await counter.code() })).statusCode).toBe(200);
    const late = await place(second, { ...secondPayload, securityCode: await counter.code() });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe('Last Bale (45KG) is out of stock and was removed from your cart.');
    expect(await stockOf(ctx, productId, '45KG')).toBe(0);
    expect((await ordersOf(second)).orders).toHaveLength(0);
  });

  it('prices from the server: bulk discount over 15 items and a percentage coupon, used once', async () => {
    const customer = await signedInCustomer(ctx);
    await ctx.database.db.insert(coupons).values({ code: 'TENOFF', kind: 'percentage', value: 10, perUserLimit: 1 });
    for (let i = 0; i < 6; i += 1) {
      const productId = await insertProduct(ctx.database.db, { priceShillings: 1000, stock: { M: 3 } });
      await addToCart(ctx, customer, productId, 'M', 3);
    }
    const cart = await cartOf(ctx, customer);
    expect(cart.summary).toMatchObject({ itemCount: 18, subtotal: 18_000, discount: 1500, total: 16_500 });
    const payload = { ...(await orderPayload(ctx, customer)), couponCode: 'tenoff', amount: 16_500 - 1800, paymentMethod: 'cod', securityCode: await counter.code() };
    const response = await place(customer, payload);
    expect(response.statusCode).toBe(200);
    expect((response.json() as PlaceOrderResponse).order).toMatchObject({ subtotal: 18_000, discount: 3300, amount: 14_700, couponCode: 'TENOFF' });

    const marked = await ctx.app.inject({ method: 'POST', url: '/api/coupon/markUsed', headers: customer.headers, payload: { code: 'TENOFF' } });
    expect(marked.json()).toMatchObject({ success: true });
    const stranger = await signedInCustomer(ctx);
    const notUsed = await ctx.app.inject({ method: 'POST', url: '/api/coupon/markUsed', headers: stranger.headers, payload: { code: 'TENOFF' } });
    expect(notUsed.json()).toEqual({ success: false, message: 'Coupon usage could not be recorded' });

    const productId = await insertProduct(ctx.database.db, { priceShillings: 1000 });
    await addToCart(ctx, customer, productId, 'M');
    const reuse = await place(customer, { ...(await orderPayload(ctx, customer)), couponCode: 'TENOFF', amount: 900, paymentMethod: 'cash', securityCode: await counter.code() });
    expect(reuse.statusCode).toBe(422);
    expect(reuse.json().message).toBe('You have already used this coupon');
  });

  it('uses an accepted offer price once', async () => {
    const customer = await signedInCustomer(ctx);
    const productId = await insertProduct(ctx.database.db, { priceShillings: 5000, banner: 'clearance', stock: { M: 5 } });
    const offer = await ctx.app.services.offers.submit(customer.user.id, { productId, weight: 'M', quantity: 1, suggestedPrice: 4000 });
    await ctx.app.services.offers.decide(offer._id, 'accepted');
    await addToCart(ctx, customer, productId, 'M');
    const response = await place(customer, { ...(await orderPayload(ctx, customer)), paymentMethod: 'cod', securityCode: await counter.code() });
    expect((response.json() as PlaceOrderResponse).order).toMatchObject({ amount: 4000, items: [{ price: 4000 }] });
    await addToCart(ctx, customer, productId, 'M');
    expect((await cartOf(ctx, customer)).items[0]).toMatchObject({ unitPrice: 5000, offerApplied: false });
  });
});

describe('Sidian paybill and walk-in cash', () => {
  it('places a Sidian order pending, with the paybill details', async () => {
    const customer = await signedInCustomer(ctx);
    const productId = await insertProduct(ctx.database.db, { priceShillings: 2500 });
    await addToCart(ctx, customer, productId, 'M');
    const response = await ctx.app.inject({ method: 'POST', url: '/api/order/sidian', headers: customer.headers, payload: await orderPayload(ctx, customer) });
    expect(response.statusCode).toBe(200);
    const body = response.json() as PlaceOrderResponse;
    expect(body.order).toMatchObject({ paymentMethod: 'Sidian', paymentStatus: 'pending' });
    expect(body.bankDetails).toMatchObject({ paybill: '111999' });
    expect(body.message).toContain(`account ${body.order.reference}`);
    const mail = await ctx.sink.waitFor((candidate) => candidate.subject === `Order ${body.order.orderId} received`);
    expect(mail.to).toEqual(['wanjiku@example.test']);
    expect(mail.text).toContain(`Sidian Bank: Pay Ksh 2,500.00 to paybill 111999, account ${body.order.reference}.`);
  });

  it('lets only a cashier record a walk-in cash sale', async () => {
    const customer = await signedInCustomer(ctx);
    const walkIn = { customerName: 'Achieng Otieno', contact: '0722000111', orderNotes: 'Paid at the stall' };
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/order/cash', headers: customer.headers, payload: { ...(await orderPayload(ctx, customer)), ...walkIn } });
    expect(refused.statusCode).toBe(403);
    const cashierAsShopper = { user: counter.cashier, token: '', headers: counter.headers };
    const productId = await insertProduct(ctx.database.db, { priceShillings: 800 });
    await addToCart(ctx, cashierAsShopper, productId, 'M');
    const { address: _address, ...payload } = await orderPayload(ctx, cashierAsShopper);
    const response = await ctx.app.inject({ method: 'POST', url: '/api/order/cash', headers: counter.headers, payload: { ...payload, ...walkIn } });
    expect(response.statusCode).toBe(200);
    expect((response.json() as PlaceOrderResponse).order).toMatchObject({ paymentMethod: 'Cash', paymentStatus: 'paid', customerName: 'Achieng Otieno', contact: '0722000111', amount: 800 });
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/order/cash', headers: counter.headers, payload: { ...payload, customerName: '' } });
    expect(missing.statusCode).toBe(400);
  });

  it("keeps customers' orders apart and refuses someone else's orderId", async () => {
    const [owner, other] = [await signedInCustomer(ctx), await signedInCustomer(ctx)];
    const productId = await insertProduct(ctx.database.db, { stock: { M: 3 } });
    await addToCart(ctx, owner, productId, 'M');
    const payload = { ...(await orderPayload(ctx, owner)), paymentMethod: 'cod', securityCode: await counter.code() };
    await place(owner, payload);
    await addToCart(ctx, other, productId, 'M');
    const taken = await place(other, { ...payload, securityCode: await counter.code() });
    expect(taken.statusCode).toBe(409);
    expect((await ordersOf(other)).orders).toHaveLength(0);
    expect((await ordersOf(owner)).orders).toHaveLength(1);
    const forged = await ctx.app.inject({ method: 'POST', url: '/api/order/userorders', headers: other.headers, payload: { userId: owner.user.id } });
    expect(forged.statusCode).toBe(403);
  });
});
