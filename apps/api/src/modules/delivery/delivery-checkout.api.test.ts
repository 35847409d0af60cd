import {
  DELIVERY_MESSAGES, DEFAULT_POINTS_PER_HUNDRED_SHILLINGS, pointsForPaidTotal, type AdminDeliveryOption, type HybridInitiateResponse,
  type MpesaInitiateResponse, type MpesaStatusResponse,
} from '@mitumba/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, pointsLedger } from '../../db/schema/index.ts';
import { startAdminTestApp, type AdminCall } from '../../test/admin.ts';
import { signedInCustomer, type SignedIn } from '../../test/app.ts';
import { addToCart, cashierOf, deliveryAddress, orderPayload, stockOf } from '../../test/checkout.ts';
import { insertProduct } from '../../test/factories.ts';
import { orderView, placedDeposit } from '../deposits/deposit.test-support.ts';
import { startCheckoutApp, type SandboxedApp } from '../orders/prompt-checkout.test-support.ts';

/**
 * The delivery fee at checkout over real HTTP, with the payment emulators: the server prices the chosen option into
 * the total every method is checked against (prompt, cash on delivery, deposit, hybrid), refuses what does not fit
 * the county, and keeps a snapshot on the order.
 */
let ctx: SandboxedApp;
let call: AdminCall;
let counter: Awaited<ReturnType<typeof cashierOf>>;
const option: Record<'mombasaDoor' | 'mombasaOff' | 'nairobiPickup' | 'nairobiDoor', AdminDeliveryOption> = {} as never;
const PRICE = 6_500;
let phones = 0;
const nextPhone = () => `07123410${String((phones += 1)).padStart(2, '0')}`;

const emulator = (path: string, body: object) =>
  fetch(`${ctx.baseUrl}/sandbox/mpesa/__emulator${path}`, { method: 'PATCH', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

async function addOption(body: object): Promise<AdminDeliveryOption> {
  const response = await call('POST', '/api/admin/delivery-options', undefined, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().option;
}

beforeAll(async () => {
  ({ ctx, call } = await startAdminTestApp(() => startCheckoutApp()));
  counter = await cashierOf(ctx);
  await emulator('/config', { autoApprove: true, timeoutMs: 400 });
  option.mombasaDoor = await addOption({ county: 'Mombasa', kind: 'door', name: 'Door delivery to Mombasa', fee: 350, etaDays: 3 });
  option.mombasaOff = await addOption({ county: 'Mombasa', kind: 'door', name: 'Express to Mombasa', fee: 900, etaDays: 1, enabled: false });
  option.nairobiPickup = await addOption({ county: 'Nairobi', kind: 'pickup', name: 'CBD agent', place: 'Moi Avenue', openingHours: 'Mon–Sat 8–19', fee: 0, etaDays: 1 });
  option.nairobiDoor = await addOption({ county: 'Nairobi', kind: 'door', name: 'Door delivery in Nairobi', fee: 200, etaDays: 1 });
});
afterAll(async () => ctx.close());

async function buyer(price = PRICE): Promise<{ customer: SignedIn; productId: string }> {
  const customer = await signedInCustomer(ctx);
  const productId = await insertProduct(ctx.database.db, { name: `Delivery Bale ${crypto.randomUUID().slice(0, 6)}`, priceShillings: price, stock: { '45KG': 2 } });
  await addToCart(ctx, customer, productId, '45KG');
  return { customer, productId };
}

/** The cart's payload for `county` with `chosen` (its fee added to the total unless `amount` says otherwise). */
async function payload(customer: SignedIn, county: string, chosen?: AdminDeliveryOption, extra: Record<string, unknown> = {}) {
  const base = await orderPayload(ctx, customer);
  return {
    ...base, address: { ...deliveryAddress, city: county }, amount: base.amount + (chosen?.fee ?? 0),
    ...(chosen ? { deliveryOptionId: chosen.id } : {}), ...extra,
  };
}
const placeCod = async (customer: SignedIn, body: object) => ctx.app.inject({ method: 'POST', url: '/api/order/place', headers: customer.headers, payload: { ...body, paymentMethod: 'cod' } });
const ordersOf = async (customer: SignedIn) => (await ctx.database.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, customer.user.id))).length;

async function paid(customer: SignedIn, requestId: string): Promise<MpesaStatusResponse> {
  for (let tries = 0; tries < 250; tries += 1) {
    const answer: MpesaStatusResponse = (await ctx.app.inject({ method: 'GET', url: `/api/order/mpesa/status/${requestId}`, headers: customer.headers })).json();
    if (answer.paymentStatus !== 'pending') return answer;
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  throw new Error('the prompt never settled');
}

describe('the delivery fee in the total', () => {
  it('charges a Mombasa door delivery by M-Pesa: the prompt asks subtotal + fee, the order keeps the fee and a snapshot', async () => {
    const { customer } = await buyer();
    const response = await ctx.app.inject({
      method: 'POST', url: '/api/order/mpesa/initiate', headers: customer.headers, payload: { ...(await payload(customer, 'Mombasa', option.mombasaDoor)), phone: nextPhone() },
    });
    expect(response.statusCode, response.body).toBe(200);
    const started = response.json() as MpesaInitiateResponse;
    expect(started.amount).toBe(PRICE + 350);
    expect(await paid(customer, started.mpesaRequestId)).toMatchObject({ paymentStatus: 'paid', amount: PRICE + 350 });
    const view = await orderView(ctx, customer, started.orderId);
    expect(view).toMatchObject({ amount: PRICE + 350, subtotal: PRICE, discount: 0, deliveryFee: 350 });
    expect(view.delivery).toEqual({ kind: 'door', name: 'Door delivery to Mombasa', etaDays: 3 });
    // Points are earned on the goods, not on the delivery fee.
    const [earned] = await ctx.database.db.select({ points: pointsLedger.points }).from(pointsLedger)
      .where(and(eq(pointsLedger.userId, customer.user.id), eq(pointsLedger.kind, 'earned')));
    expect(earned?.points).toBe(pointsForPaidTotal(PRICE, DEFAULT_POINTS_PER_HUNDRED_SHILLINGS));

    // The owner's later edit changes the option, never the order placed with it.
    await call('PATCH', `/api/admin/delivery-options/${option.mombasaDoor.id}`, undefined, { name: 'Mombasa courier', fee: 400 });
    expect(await orderView(ctx, customer, started.orderId)).toMatchObject({ amount: PRICE + 350, deliveryFee: 350, delivery: { name: 'Door delivery to Mombasa' } });
    await call('PATCH', `/api/admin/delivery-options/${option.mombasaDoor.id}`, undefined, { name: 'Door delivery to Mombasa', fee: 350 });
  });

  it('places a free Nairobi pickup at the cart total, with the pickup point on the order', async () => {
    const { customer } = await buyer();
    const response = await placeCod(customer, await payload(customer, 'Nairobi', option.nairobiPickup));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().order).toMatchObject({
      amount: PRICE, deliveryFee: 0, delivery: { kind: 'pickup', name: 'CBD agent', place: 'Moi Avenue', openingHours: 'Mon–Sat 8–19', etaDays: 1 },
    });
  });

  it('refuses a total that leaves the fee out, as any changed total, and places nothing', async () => {
    const { customer, productId } = await buyer();
    const response = await placeCod(customer, await payload(customer, 'Nairobi', option.nairobiDoor, { amount: PRICE }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, message: `Your total has changed to Ksh ${(PRICE + 200).toLocaleString('en-KE')}.00. Please review your order and confirm again.`, amount: PRICE + 200 });
    expect(await ordersOf(customer)).toBe(0);
    expect(await stockOf(ctx, productId, '45KG')).toBe(2);
  });

  it("refuses a switched-off option, another county's option and an unknown one", async () => {
    const { customer } = await buyer();
    const attempts = [
      await payload(customer, 'Mombasa', option.mombasaOff),
      await payload(customer, 'Nairobi', option.mombasaDoor),
      await payload(customer, 'Mombasa', { ...option.mombasaDoor, id: crypto.randomUUID() }),
    ];
    for (const body of attempts) {
      const response = await placeCod(customer, body);
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().message).toBe(DELIVERY_MESSAGES.unavailable);
    }
    expect((await placeCod(customer, await payload(customer, 'Mombasa', undefined, { deliveryOptionId: 'door' }))).statusCode).toBe(400);
    expect(await ordersOf(customer)).toBe(0);
  });

  it('asks for a choice where the county has options, and refuses a county without any or not on the list', async () => {
    const { customer } = await buyer();
    const cases: [string, number, string][] = [
      ['Mombasa', 400, DELIVERY_MESSAGES.chooseOption],
      ['Lamu', 422, DELIVERY_MESSAGES.noOptions],
      ['Atlantis', 400, DELIVERY_MESSAGES.county],
    ];
    for (const [county, status, message] of cases) {
      const response = await placeCod(customer, await payload(customer, county));
      expect(response.statusCode, county).toBe(status);
      expect(response.json().message).toBe(message);
    }
    expect(await ordersOf(customer)).toBe(0);
  });
});

describe('deposits and hybrids include the fee', () => {
  it('takes a deposit as a share of the total with the fee, leaving the rest of it as the balance', async () => {
    const { customer } = await buyer(10_000);
    const total = 10_000 + 350;
    const placed = await placedDeposit(ctx, customer, '/api/order/deposit', {
      address: { ...deliveryAddress, city: 'Mombasa' }, deliveryOptionId: option.mombasaDoor.id, amount: total,
      depositAmount: 9_350, depositPaymentMethod: 'cash', securityCode: await counter.code(),
    });
    expect(placed.data).toMatchObject({ amount: total, depositAmount: 9_350, balance: 1_000, paymentStatus: 'paid' });
    expect(await orderView(ctx, customer, placed.data.orderId)).toMatchObject({ amount: total, deliveryFee: 350, balance: 1_000, delivery: { kind: 'door' } });
  });

  it('refuses a deposit placement whose total leaves the fee out', async () => {
    const { customer } = await buyer(10_000);
    const response = await ctx.app.inject({
      method: 'POST', url: '/api/order/deposit', headers: customer.headers,
      payload: await payload(customer, 'Mombasa', option.mombasaDoor, { amount: 10_000, depositAmount: 9_000, depositPaymentMethod: 'cash', securityCode: await counter.code() }),
    });
    expect(response.statusCode).toBe(409);
    expect(await ordersOf(customer)).toBe(0);
  });

  it('splits a hybrid over the total with the fee: mobile part + cash part = subtotal + fee', async () => {
    const { customer } = await buyer(9_000);
    const { orderId, items } = await orderPayload(ctx, customer);
    const response = await ctx.app.inject({
      method: 'POST', url: '/api/hybrid/initiate', headers: customer.headers,
      payload: {
        orderId, items, address: { ...deliveryAddress, city: 'Nairobi' }, deliveryOptionId: option.nairobiDoor.id, totalAmount: 9_200,
        mobilePayment: { provider: 'pesaflux', amount: 6_000, phone: nextPhone() }, cashPayment: { amount: 3_200, securityCode: await counter.code() },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json() as HybridInitiateResponse).toMatchObject({ totalAmount: 9_200, mobileAmount: 6_000, cashAmount: 3_200 });
    const view = await orderView(ctx, customer, orderId);
    expect(view).toMatchObject({ amount: 9_200, deliveryFee: 200, delivery: { kind: 'door', name: 'Door delivery in Nairobi' } });
    expect(view.paymentParts.find((part) => part.methodId === 'cash')?.amount).toBe(3_200);
  });
});
