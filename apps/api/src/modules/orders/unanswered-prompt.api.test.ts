import { newOrderId, type DepositPlacementResponse, type MpesaInitiateResponse, type OrderDetailResponse } from '@mitumba/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer, type SignedIn } from '../../test/app.ts';
import { addToCart, orderPayload, stockOf } from '../../test/checkout.ts';
import { insertProduct } from '../../test/factories.ts';
import { buyer as depositBuyer, payBalance, placeDeposit } from '../deposits/deposit.test-support.ts';
import { startCheckoutApp, type SandboxedApp } from './prompt-checkout.test-support.ts';

/**
 * Unknown is not failed (docs/decisions/0027), over real HTTP against the emulators: a push whose answer hangs past
 * the shop's time-out, or is a gateway's 503 HTML page, leaves the attempt pending with its stock held, answers the
 * customer 202 with the shop's own words, and is settled later by the callback or the status call; only a provider's
 * explicit refusal fails it at once. The sandbox's fault numbers: 0700000010 hangs, 0700000011 answers 503 HTML.
 */
const HANG = '0700000010';
const OUTAGE = '0700000011';
const BUSY = '0700000005';
const TIMEOUT_MS = 300;
const checking = (name: string) => `We could not reach ${name}; if you were charged the order will complete — we are checking`;

let ctx: SandboxedApp;
beforeAll(async () => {
  // The shop waits 300 ms for an answer; the hanging push answers (504) after 1.2 s, and the prompt pays after that.
  ctx = await startCheckoutApp({ env: { PAYMENTS_PROVIDER_TIMEOUT_MS: String(TIMEOUT_MS) }, mpesa: { hangMs: 1_200 } });
});
afterAll(async () => ctx.close());

async function buyer(): Promise<{ customer: SignedIn; productId: string }> {
  const customer = await signedInCustomer(ctx);
  const productId = await insertProduct(ctx.database.db, { name: 'Unanswered Bale', priceShillings: 4200, stock: { '45KG': 2 } });
  await addToCart(ctx, customer, productId, '45KG');
  return { customer, productId };
}

async function place(customer: SignedIn, path: string, phone: string, orderId?: string) {
  const payload = { ...(await orderPayload(ctx, customer)), phone, ...(orderId ? { orderId } : {}) };
  return ctx.app.inject({ method: 'POST', url: path, headers: customer.headers, payload });
}

/** Waits (up to 5 s) for the attempt to leave pending, as the processing screen's polls would. */
async function settledState(attemptId: string, poll: () => Promise<unknown> = async () => undefined): Promise<string | undefined> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    await poll();
    const state = (await ctx.app.services.payments.findAttempt(attemptId))?.state;
    if (state !== 'pending' || Date.now() > deadline) return state;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function initiationEvent(attemptId: string) {
  const events = await ctx.app.services.payments.eventsOf(attemptId);
  return events.find((event) => event.source === 'initiate');
}

describe('an M-Pesa prompt whose answer never comes', () => {
  it('hangs past the time-out: pending with the stock held, 202 "we are checking", and the late callback pays it', async () => {
    const { customer, productId } = await buyer();
    const started = Date.now();
    const orderId = newOrderId();
    const response = await place(customer, '/api/order/mpesa/initiate', HANG, orderId);
    expect(Date.now() - started).toBeLessThan(1_200);
    expect(response.statusCode, response.body).toBe(202);
    const body = response.json() as MpesaInitiateResponse;
    expect(body).toMatchObject({ success: true, message: checking('M-Pesa'), customerMessage: checking('M-Pesa') });
    // A repeated submit (no answer reached the browser) answers the same request with the same words.
    const again = await place(customer, '/api/order/mpesa/initiate', HANG, orderId);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toMatchObject({ mpesaRequestId: body.mpesaRequestId, message: checking('M-Pesa') });

    const attempt = await ctx.app.services.payments.findAttempt(body.mpesaRequestId);
    expect(attempt).toMatchObject({ state: 'pending', providerRef: null });
    expect(await initiationEvent(body.mpesaRequestId)).toMatchObject({ decision: 'noted', state: 'pending', payload: { code: 'UNKNOWN' } });
    expect(await stockOf(ctx, productId, '45KG')).toBe(1);
    const poll = await ctx.app.inject({ method: 'GET', url: `/api/order/mpesa/status/${body.mpesaRequestId}`, headers: customer.headers });
    expect(poll.json()).toMatchObject({ paymentStatus: 'pending' });

    // The customer paid on the phone after the shop gave up waiting: the callback at the attempt's secret address
    // names the checkout request, the status call confirms it, and the order is paid.
    expect(await settledState(body.mpesaRequestId)).toBe('paid');
    // The order page tells the story in the shop's words.
    const page = (await ctx.app.inject({ method: 'GET', url: `/api/order/${body.orderId}`, headers: customer.headers })).json() as OrderDetailResponse;
    expect(page.timeline.map((step) => step.text), JSON.stringify(page.timeline)).toContain('We could not reach M-Pesa with the payment request of ksh 4,200: we are checking whether it went through');
    const paid = await ctx.app.services.payments.findAttempt(body.mpesaRequestId);
    expect(paid?.providerRef).toMatch(/^ws_CO_/);
    expect(paid?.receipt).toBeTruthy();
    expect(await stockOf(ctx, productId, '45KG')).toBe(1);
  });

  it('answered with a 503 HTML page: the page is never shown, the order waits, and the callback pays it', async () => {
    const { customer, productId } = await buyer();
    const response = await place(customer, '/api/order/mpesa/initiate', OUTAGE);
    expect(response.statusCode, response.body).toBe(202);
    // The page's words, not a bare "503": the answer's random order and request ids may hold those digits.
    expect(response.body).not.toMatch(/nginx|<html|Service Unavailable|\b503\b/i);
    const body = response.json() as MpesaInitiateResponse;
    expect(body.message).toBe(checking('M-Pesa'));
    expect(await stockOf(ctx, productId, '45KG')).toBe(1);
    expect((await initiationEvent(body.mpesaRequestId))?.payload).toMatchObject({ code: 'UNKNOWN' });
    expect(await settledState(body.mpesaRequestId)).toBe('paid');
  });

  it('refused by M-Pesa (a busy subscriber, its documented 500.001.1001): failed at once, stock back', async () => {
    const { customer, productId } = await buyer();
    const orderId = newOrderId();
    const response = await place(customer, '/api/order/mpesa/initiate', BUSY, orderId);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ success: false });
    const order = await ctx.app.services.orders.findByRef(orderId);
    const [attempt] = await ctx.app.services.payments.allFor([order!.id]);
    expect(attempt).toMatchObject({ state: 'failed', resultCode: '500.001.1001' });
    expect(await stockOf(ctx, productId, '45KG')).toBe(2);
  });
});

describe('the aggregators on the same STK engine', () => {
  it('Lipia hanging: 202 in its own name, settled by its callback', async () => {
    const { customer } = await buyer();
    const response = await place(customer, '/api/order/payment/lipia', HANG);
    expect(response.statusCode, response.body).toBe(202);
    const body = response.json() as { message: string; lipiaRequestId: string };
    expect(body.message).toBe(checking('Lipia'));
    expect(await settledState(body.lipiaRequestId)).toBe('paid');
  });

  it('TinyPesa answering 503 HTML: its account_no is kept, so the status call settles it', async () => {
    const { customer } = await buyer();
    const response = await place(customer, '/api/order/tinypesa/initiate', OUTAGE);
    expect(response.statusCode, response.body).toBe(202);
    const body = response.json() as { message: string; tinypesaRequestId: string };
    expect(body.message).toBe(checking('TinyPesa'));
    expect((await ctx.app.services.payments.findAttempt(body.tinypesaRequestId))?.providerRef).toMatch(/^[0-9A-F]{12}$/);
    // A screen's poll once the attempt has waited: the status call says paid.
    const later = () => ctx.app.services.payments.status(body.tinypesaRequestId, new Date(Date.now() + 60_000));
    expect(await settledState(body.tinypesaRequestId, later)).toBe('paid');
  });

  it.each([
    ['PesaFlux', '/api/order/pesaflux/initiate', 'pesaFluxRequestId'],
    ['KCB', '/api/order/kcb/initiate', 'kcbRequestId'],
  ])('%s answering 503 HTML: 202 in its own name, settled by its callback', async (name, path, field) => {
    const { customer } = await buyer();
    const response = await place(customer, path, OUTAGE);
    expect(response.statusCode, response.body).toBe(202);
    const body = response.json() as Record<string, string>;
    expect(body.message).toBe(checking(name));
    expect(await settledState(body[field]!)).toBe('paid');
  });
});

describe('the 202 in the shopper\'s language', () => {
  const swahili = (name: string) => `Hatukuweza kuwasiliana na ${name}; kama umekatwa pesa, oda yako itakamilika — tunafuatilia`;
  /** The same shopper asking for Kiswahili (the storefront's `lang` cookie). */
  const inKiswahili = (customer: SignedIn): SignedIn => ({ ...customer, headers: { ...customer.headers, cookie: 'lang=sw' } as SignedIn['headers'] });

  it('M-Pesa hanging, asked in Kiswahili: 202 with the Kiswahili words, a repeated submit too; the status never depends on the language', async () => {
    const { customer } = await buyer();
    const orderId = newOrderId();
    const response = await place(inKiswahili(customer), '/api/order/mpesa/initiate', HANG, orderId);
    expect(response.statusCode, response.body).toBe(202);
    const body = response.json() as MpesaInitiateResponse;
    expect(body).toMatchObject({ success: true, message: swahili('M-Pesa'), customerMessage: swahili('M-Pesa') });
    const again = await place(inKiswahili(customer), '/api/order/mpesa/initiate', HANG, orderId);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toMatchObject({ mpesaRequestId: body.mpesaRequestId, message: swahili('M-Pesa') });
    const english = await place(customer, '/api/order/mpesa/initiate', HANG, orderId);
    expect(english.statusCode).toBe(202);
    expect(english.json()).toMatchObject({ message: checking('M-Pesa') });
    expect(await settledState(body.mpesaRequestId)).toBe('paid');
  });

  it('KCB hanging and a deposit answered 503 HTML, asked in Kiswahili: 202 in Kiswahili, in the provider\'s name', async () => {
    const { customer } = await buyer();
    const kcb = await place(inKiswahili(customer), '/api/order/kcb/initiate', HANG);
    expect(kcb.statusCode, kcb.body).toBe(202);
    expect(kcb.json()).toMatchObject({ message: swahili('KCB') });
    expect(await settledState((kcb.json() as { kcbRequestId: string }).kcbRequestId)).toBe('paid');

    const { customer: depositor } = await depositBuyer(ctx);
    const placed = await placeDeposit(ctx, inKiswahili(depositor), '/api/order/deposit', { depositAmount: 7_500, depositPaymentMethod: 'mpesa', mpesaPhone: OUTAGE });
    expect(placed.statusCode, placed.body).toBe(202);
    const deposit = placed.json() as DepositPlacementResponse;
    expect(deposit.message).toBe(swahili('M-Pesa'));
    expect(await settledState(deposit.data.requestId)).toBe('paid');
  });
});

describe('deposits and balance payments by prompt', () => {
  it('a deposit and then a balance payment answered 503 HTML: 202 "we are checking" each time, both paid by their callbacks', async () => {
    const { customer } = await depositBuyer(ctx);
    const placed = await placeDeposit(ctx, customer, '/api/order/deposit', { depositAmount: 7_500, depositPaymentMethod: 'mpesa', mpesaPhone: OUTAGE });
    expect(placed.statusCode, placed.body).toBe(202);
    const deposit = placed.json() as DepositPlacementResponse;
    expect(deposit).toMatchObject({ success: true, message: checking('M-Pesa'), data: { paymentStatus: 'pending' } });
    expect(await settledState(deposit.data.requestId)).toBe('paid');

    const balance = await payBalance(ctx, customer, 'mpesa', { orderId: deposit.data.orderId, amount: 2_500, phone: OUTAGE });
    expect(balance.statusCode, balance.body).toBe(202);
    const paying = balance.json() as { message: string; requestId: string };
    expect(paying.message).toBe(checking('M-Pesa'));
    expect(await settledState(paying.requestId)).toBe('paid');
  });
});
