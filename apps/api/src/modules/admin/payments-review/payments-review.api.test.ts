import type { AdminPaymentsReviewResponse, AuditListResponse, MpesaInitiateResponse } from '@mitumba/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer, startTestAppWithSandbox, type TestContext } from '../../../test/app.ts';
import { addToCart, orderPayload, stockOf } from '../../../test/checkout.ts';
import { insertProduct } from '../../../test/factories.ts';
import { startAdminTestApp, type AdminHeaders } from '../../../test/admin.ts';

let ctx: TestContext & { baseUrl: string };
let admin: AdminHeaders;

beforeAll(async () => {
  // Nobody answers an ordinary prompt and the phone never gives up: only a person or the job ends an attempt.
  ({ ctx, admin } = await startAdminTestApp(() => startTestAppWithSandbox({ mpesa: { autoApprove: false, timeoutMs: 600_000 } })));
});
afterAll(async () => ctx.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
const emulator = (path: string, body: object) =>
  fetch(`${ctx.baseUrl}/sandbox/mpesa/__emulator${path}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
const payments = () => ctx.app.services.payments;
const review = async () => ((await call('GET', '/api/admin/payments/review?limit=50')).json() as AdminPaymentsReviewResponse).items;
const auditOf = async (orderRef: string) => ((await call('GET', `/api/admin/audit?entity=order&entityId=${orderRef}`)).json() as AuditListResponse).entries;
const statuses = (responses: { statusCode: number }[]) => responses.map((response) => response.statusCode).sort();

async function waitFor<T>(read: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A customer's M-Pesa payment for one unit, started on `phone` and dated `ageMs` ago (past the prompt window). */
async function mpesaPayment(phone: string, ageMs = 120_000) {
  const customer = await signedInCustomer(ctx);
  const productId = await insertProduct(ctx.database.db, { priceShillings: 1500, stock: { M: 2 } });
  await addToCart(ctx, customer, productId, 'M');
  const response = await ctx.app.inject({ method: 'POST', url: '/api/order/mpesa/initiate', headers: customer.headers, payload: { ...(await orderPayload(ctx, customer)), phone } });
  if (response.statusCode !== 200) throw new Error(`initiate: ${response.body}`);
  const { mpesaRequestId: attemptId, orderId: orderRef } = response.json() as MpesaInitiateResponse;
  await ctx.database.db.execute(sql`UPDATE payment_attempts SET created_at = now() - ${`${ageMs} milliseconds`}::interval WHERE id = ${attemptId}`);
  return { customer, productId, attemptId, orderRef };
}

/** A payment the job expired (stock back) and whose money then arrived: flagged "paid after expiry". */
async function paidAfterExpiry() {
  const payment = await mpesaPayment('0712000111', 10 * 60_000);
  await payments().reconcile(new Date());
  expect((await payments().findAttempt(payment.attemptId))?.state).toBe('expired');
  expect(await stockOf(ctx, payment.productId, 'M')).toBe(2);
  const attempt = await payments().findAttempt(payment.attemptId);
  expect((await emulator(`/requests/${attempt?.providerRef}/outcome`, { resultCode: 0 })).status).toBe(200);
  const flag = await waitFor(async () => (await payments().openFlags()).find((candidate) => candidate.attemptId === payment.attemptId));
  return { ...payment, flagId: flag.id };
}

describe('back office: payments needing a person', () => {
  it('lists a stuck attempt; two admins ask M-Pesa again at once, one wins and the payment settles as paid', async () => {
    // The sandbox takes this payment but never sends its callback: only asking M-Pesa tells us.
    const { attemptId, orderRef } = await mpesaPayment('0700000007');
    const fresh = await mpesaPayment('0712000222', 0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const items = await review();
    expect(items.find((item) => item.attemptId === fresh.attemptId)).toBeUndefined();
    expect(items.find((item) => item.attemptId === attemptId)).toMatchObject({
      kind: 'stuck', orderId: orderRef, method: 'mpesa', state: 'pending', amount: 1500, phone: '+254700000007', actions: ['query'],
      ageSeconds: expect.any(Number), reason: expect.stringMatching(/Still pending/),
    });

    const responses = await Promise.all([1, 2].map(() => call('POST', `/api/admin/payments/${attemptId}/query`, { reason: 'Customer says she paid' })));
    expect(statuses(responses)).toEqual([200, 409]);
    expect(responses.find((response) => response.statusCode === 200)?.json()).toMatchObject({ state: 'paid', orderPaymentStatus: 'paid' });
    const events = await payments().eventsOf(attemptId);
    expect(events.filter((event) => event.source === 'query' && event.actorId !== null)).toHaveLength(1);
    const entries = await auditOf(orderRef);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'payment.query', reason: 'Customer says she paid', after: { state: 'paid', orderPaymentStatus: 'paid' } });
    expect((await review()).find((item) => item.attemptId === attemptId)).toBeUndefined();
  });

  it('applies money paid after expiry to its order once (stock taken again) when two admins press at once', async () => {
    const { attemptId, orderRef, productId, flagId } = await paidAfterExpiry();
    const item = (await review()).find((candidate) => candidate.flagId === flagId);
    expect(item).toMatchObject({ kind: 'flag', state: 'expired', orderPaymentStatus: 'failed', actions: ['attach', 'refund', 'resolve'] });

    // Routine: no reason needs typing.
    const responses = await Promise.all([1, 2].map(() => call('POST', `/api/admin/payments/${attemptId}/attach`, {})));
    expect(statuses(responses)).toEqual([200, 409]);
    expect(await stockOf(ctx, productId, 'M')).toBe(1);
    expect((await payments().findAttempt(attemptId))?.state).toBe('paid');
    const order = await ctx.app.services.orders.findByRef(orderRef);
    expect(order).toMatchObject({ paymentStatus: 'paid', stockHeld: true });
    expect((await payments().eventsOf(attemptId)).filter((event) => event.source === 'manual')).toEqual([expect.objectContaining({ state: 'paid', actorId: expect.any(String) })]);
    expect(await auditOf(orderRef)).toEqual([expect.objectContaining({ action: 'payment.attach', reason: null })]);
    expect((await review()).find((candidate) => candidate.attemptId === attemptId)).toBeUndefined();
  });

  it('refuses to apply late money when the stock has since sold, and records its refund once', async () => {
    const { attemptId, orderRef, productId } = await paidAfterExpiry();
    await ctx.app.services.catalog.setStock(productId, 'm', 0);
    const refused = await call('POST', `/api/admin/payments/${attemptId}/attach`, { reason: 'Money is on the statement' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/sold out.*refund this payment instead/);
    expect((await ctx.app.services.orders.findByRef(orderRef))?.paymentStatus).toBe('failed');

    const body = { reference: 'RFD12AB34C', reason: 'Sent back to the customer' };
    const refunds = await Promise.all([1, 2].map(() => call('POST', `/api/admin/payments/${attemptId}/refund`, body)));
    expect(statuses(refunds)).toEqual([200, 409]);
    expect((await payments().findAttempt(attemptId))?.state).toBe('refunded');
    expect((await payments().openFlags()).some((flag) => flag.attemptId === attemptId)).toBe(false);
    const [entry] = await auditOf(orderRef);
    expect(entry).toMatchObject({ action: 'payment.refund', reason: body.reason, after: { state: 'refunded', reference: 'RFD12AB34C' } });
  });

  it('closes a flag with a reason once, noted on the payment timeline', async () => {
    const { attemptId, orderRef, flagId } = await paidAfterExpiry();
    const responses = await Promise.all([1, 2].map(() => call('POST', `/api/admin/payments/flags/${flagId}/resolve`, { reason: 'Customer paid again; refunded by phone' })));
    expect(statuses(responses)).toEqual([200, 409]);
    expect((await payments().eventsOf(attemptId)).filter((event) => event.source === 'manual')).toEqual([
      expect.objectContaining({ decision: 'noted', actorId: expect.any(String), note: 'Flag closed: Customer paid again; refunded by phone' }),
    ]);
    expect((await auditOf(orderRef)).map((entry) => entry.action)).toEqual(['payment.flag-resolve']);
  });

  it('lists an order paid twice; the second payment is refunded, the order keeps the first', async () => {
    const { attemptId, orderRef } = await mpesaPayment('0700000007');
    await new Promise((resolve) => setTimeout(resolve, 300)); // the sandbox takes the money after its delay
    const queried = await call('POST', `/api/admin/payments/${attemptId}/query`, { reason: 'Checking' });
    expect(queried.json()).toMatchObject({ state: 'paid' });
    const order = await ctx.app.services.orders.findByRef(orderRef);
    const second = await ctx.database.db.transaction((tx) => payments().recordOffline(tx, {
      orderId: order!.id, provider: 'mpesa', amountCents: 150_000, state: 'paid', reference: 'SECOND123', note: 'Paid again on the paybill', now: new Date(),
    }));
    const item = (await review()).find((candidate) => candidate.attemptId === second.id);
    expect(item).toMatchObject({ kind: 'paid-twice', state: 'paid', actions: ['refund'] });
    expect((await call('POST', `/api/admin/payments/${second.id}/refund`, { reference: 'RFD1', reason: 'Paid twice' })).statusCode).toBe(200);
    const onlyPayment = await call('POST', `/api/admin/payments/${attemptId}/refund`, { reference: 'RFD2', reason: 'Paid twice' });
    expect(onlyPayment.statusCode).toBe(422);
    expect((await ctx.app.services.orders.findByRef(orderRef))?.paymentStatus).toBe('paid');
  });

  it('never calls payments that together cover an order once "paid twice" (a deposit and its balance); only money beyond the total', async () => {
    const { orderRef, attemptId } = await mpesaPayment('0700000001');
    // The declined prompt settles first: parts paid after it would be raised to hand back (a flag), not this case.
    await waitFor(async () => ((await payments().findAttempt(attemptId))?.state === 'pending' ? undefined : true));
    const order = await ctx.app.services.orders.findByRef(orderRef);
    const part = (reference: string, purpose: 'deposit' | 'balance') => ctx.database.db.transaction((tx) => payments().recordOffline(tx, {
      orderId: order!.id, provider: 'mpesa', amountCents: order!.amountCents / 2, state: 'paid', reference, note: 'One part of the order', now: new Date(), purpose,
    }));
    const deposit = await part('DEPOSIT1', 'deposit');
    const balance = await part('BALANCE1', 'balance');
    const listed = (await review()).map((item) => item.attemptId);
    expect(listed).not.toContain(deposit.id);
    expect(listed).not.toContain(balance.id);
    // A third part comes after the order was covered: that one is money taken twice.
    const extra = await part('EXTRA001', 'balance');
    expect((await review()).find((item) => item.attemptId === extra.id)).toMatchObject({ kind: 'paid-twice' });
  });

  it('answers 400 to a missing reason where one is required or a note too long, and 404 to an unknown payment or flag', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('POST', `/api/admin/payments/flags/${unknown}/resolve`, {})).statusCode).toBe(400);
    expect((await call('POST', `/api/admin/payments/${unknown}/refund`, { reference: 'RFD1' })).statusCode).toBe(400);
    expect((await call('POST', `/api/admin/payments/${unknown}/query`, { reason: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await call('POST', `/api/admin/payments/${unknown}/query`, {})).statusCode).toBe(404);
    expect((await call('POST', `/api/admin/payments/${unknown}/attach`, { reason: 'Checking' })).statusCode).toBe(404);
    expect((await call('POST', `/api/admin/payments/flags/${unknown}/resolve`, { reason: 'Checking' })).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/payments/review?cursor=nonsense')).statusCode).toBe(400);
  });
});
