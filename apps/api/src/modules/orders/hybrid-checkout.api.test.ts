import type { HybridInitiateResponse, HybridStatusResponse, OrderView } from '@mitumba/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInCustomer, startTestAppWithSandbox, type SignedIn, type TestContext } from '../../test/app.ts';
import { addToCart, cashierOf, orderPayload, stockOf, wrongCode } from '../../test/checkout.ts';
import { ensureCatalogBasics, insertProduct } from '../../test/factories.ts';

let ctx: TestContext & { baseUrl: string };
let counter: Awaited<ReturnType<typeof cashierOf>>;
const admin = (path: string, init: RequestInit = {}) =>
  fetch(`${ctx.baseUrl}/sandbox/mpesa/__emulator${path}`, { ...init, headers: { 'content-type': 'application/json' } }).then((response) => response.json());

beforeAll(async () => {
  ctx = await startTestAppWithSandbox();
  await ensureCatalogBasics(ctx.database.db);
  counter = await cashierOf(ctx);
});
afterAll(async () => ctx.close());
beforeEach(async () => {
  await admin('/config', { method: 'PATCH', body: JSON.stringify({ autoApprove: true, timeoutMs: 400, delayMs: 60 }) });
});

async function buyer() {
  const customer = await signedInCustomer(ctx);
  const productId = await insertProduct(ctx.database.db, { name: 'Ladies Dresses Bale', priceShillings: 9000, stock: { '45KG': 2 } });
  await addToCart(ctx, customer, productId, '45KG');
  return { customer, productId };
}

async function hybrid(customer: SignedIn, input: { provider: 'pesaflux' | 'tinypesa'; phone: string; mobile: number; cash: number; code: string }) {
  const { orderId, address, items, amount } = await orderPayload(ctx, customer);
  return ctx.app.inject({
    method: 'POST', url: '/api/hybrid/initiate', headers: customer.headers,
    payload: {
      orderId, address, items, totalAmount: amount,
      mobilePayment: { provider: input.provider, amount: input.mobile, phone: input.phone },
      cashPayment: { amount: input.cash, securityCode: input.code },
    },
  });
}

const statusOf = async (customer: SignedIn, orderId: string): Promise<HybridStatusResponse> =>
  (await ctx.app.inject({ method: 'GET', url: `/api/hybrid/status/${orderId}`, headers: customer.headers })).json();

/** The status once the emulator's answer arrived; the wait is generous because a busy machine delays the callback. */
async function settled(customer: SignedIn, orderId: string): Promise<HybridStatusResponse> {
  const started = Date.now();
  for (;;) {
    const answer = await statusOf(customer, orderId);
    if (answer.status !== 'pending' || Date.now() - started > 20_000) return answer;
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
}

const orderView = async (customer: SignedIn, orderId: string): Promise<OrderView> =>
  (await ctx.app.inject({ method: 'GET', url: `/api/order/${orderId}`, headers: customer.headers })).json().order;

describe('hybrid: part by M-Pesa prompt, part in cash at the counter', () => {
  it('is paid once the prompt is paid and the cash part was taken with a valid code, and shows the split', async () => {
    const { customer, productId } = await buyer();
    // The prompt waits long enough for the order to be read before it is paid, however busy the machine.
    await admin('/config', { method: 'PATCH', body: JSON.stringify({ delayMs: 1_500 }) });
    const response = await hybrid(customer, { provider: 'pesaflux', phone: '0712340001', mobile: 6000, cash: 3000, code: await counter.code() });
    expect(response.statusCode, response.body).toBe(200);
    const started = response.json() as HybridInitiateResponse;
    expect(started).toMatchObject({ provider: 'pesaflux', totalAmount: 9000, mobileAmount: 6000, cashAmount: 3000 });
    expect(await stockOf(ctx, productId, '45KG')).toBe(1);
    // The cash part alone does not pay the order.
    expect((await orderView(customer, started.orderId)).balance).toBe(6000);

    const final = await settled(customer, started.orderId);
    expect(final).toMatchObject({ status: 'paid', mobileRequestId: started.mobileRequestId, provider: 'pesaflux', transactionRef: expect.stringMatching(/^[A-Z0-9]{10}$/) });
    const view = await orderView(customer, started.orderId);
    expect(view).toMatchObject({ paymentMethod: 'Hybrid', paymentStatus: 'paid', balance: 0 });
    expect(view.paymentParts).toEqual([
      { method: 'Cash', methodId: 'cash', amount: 3000, status: 'paid', reference: null },
      { method: 'PesaFlux', methodId: 'pesaflux', amount: 6000, status: 'paid', reference: final.transactionRef },
    ]);
  });

  it('leaves the order unpaid when the prompt is declined: stock back, and the cash part raised to be handed back', async () => {
    const { customer, productId } = await buyer();
    const response = await hybrid(customer, { provider: 'tinypesa', phone: '0700000001', mobile: 5000, cash: 4000, code: await counter.code() });
    expect(response.statusCode, response.body).toBe(200);
    const started = response.json() as HybridInitiateResponse;
    expect((await settled(customer, started.orderId)).status).toBe('failed');
    expect(await stockOf(ctx, productId, '45KG')).toBe(2);
    const view = await orderView(customer, started.orderId);
    expect(view.paymentStatus).toBe('failed');
    const flags = await ctx.app.services.payments.openFlags();
    const cash = view.paymentParts.find((part) => part.methodId === 'cash');
    expect(cash).toMatchObject({ amount: 4000, status: 'paid' });
    expect(flags.filter((flag) => flag.reason.includes(started.orderId))).toEqual([
      expect.objectContaining({ reason: expect.stringMatching(/hand back the Cash part of Ksh 4,000/) }),
    ]);
  });

  it('takes one cashier code for one hybrid only, even when two are sent at once', async () => {
    const code = await counter.code();
    const [first, second] = await Promise.all([buyer(), buyer()]);
    const answers = await Promise.all([
      hybrid(first.customer, { provider: 'pesaflux', phone: '0712340002', mobile: 4500, cash: 4500, code }),
      hybrid(second.customer, { provider: 'pesaflux', phone: '0712340003', mobile: 4500, cash: 4500, code }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect(answers.find((answer) => answer.statusCode === 422)?.json().message).toBe('Invalid security code');
    const refused = answers[0]?.statusCode === 200 ? second : first;
    expect(await stockOf(ctx, refused.productId, '45KG')).toBe(2);
  });

  it('refuses a split without both parts, a wrong code, and someone else\'s status, changing nothing', async () => {
    const { customer, productId } = await buyer();
    for (const [mobile, cash] of [[9000, 0], [0, 9000], [4000, 4000]] as const) {
      const response = await hybrid(customer, { provider: 'pesaflux', phone: '0712340004', mobile, cash, code: await counter.code() });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: 'Invalid payment split' });
    }
    const wrong = await hybrid(customer, { provider: 'pesaflux', phone: '0712340004', mobile: 4000, cash: 5000, code: wrongCode(await counter.code()) });
    expect(wrong.json()).toMatchObject({ success: false, message: 'Invalid security code' });
    expect(await stockOf(ctx, productId, '45KG')).toBe(2);

    const placed = (await hybrid(customer, { provider: 'pesaflux', phone: '0712340005', mobile: 4000, cash: 5000, code: await counter.code() })).json() as HybridInitiateResponse;
    const other = await signedInCustomer(ctx);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/hybrid/status/${placed.orderId}`, headers: other.headers })).statusCode).toBe(404);
    expect((await settled(customer, placed.orderId)).status).toBe('paid');
  });
});
