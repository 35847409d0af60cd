import type { MpesaInitiateResponse } from '@mitumba/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerCallbacks } from '../../db/schema/index.ts';
import { signedInCustomer, startTestAppWithSandbox, type TestContext } from '../../test/app.ts';
import { addToCart, orderPayload } from '../../test/checkout.ts';
import { ensureCatalogBasics, insertProduct } from '../../test/factories.ts';

let ctx: TestContext & { baseUrl: string };
const emulator = (path: string, init: RequestInit = {}) =>
  fetch(`${ctx.baseUrl}/sandbox/mpesa/__emulator${path}`, { ...init, headers: { 'content-type': 'application/json' } }).then((response) => response.json());

beforeAll(async () => {
  // Prompts wait for the test to answer them on the phone.
  ctx = await startTestAppWithSandbox({ mpesa: { autoApprove: false, timeoutMs: 600_000 } });
  await ensureCatalogBasics(ctx.database.db);
});
afterAll(async () => ctx.close());

let phones = 0;
/** An M-Pesa prompt waiting on its own phone; answers the attempt. */
async function waitingPrompt() {
  const customer = await signedInCustomer(ctx);
  const productId = await insertProduct(ctx.database.db, { name: 'Kids Mix Bale', priceShillings: 3000, stock: { '30KG': 1 } });
  await addToCart(ctx, customer, productId, '30KG');
  const phone = `07133000${String((phones += 1)).padStart(2, '0')}`;
  const response = await ctx.app.inject({ method: 'POST', url: '/api/order/mpesa/initiate', headers: customer.headers, payload: { ...(await orderPayload(ctx, customer)), phone } });
  const { mpesaRequestId } = response.json() as MpesaInitiateResponse;
  const attempt = await ctx.app.services.payments.findAttempt(mpesaRequestId);
  if (!attempt?.providerRef) throw new Error(`No prompt: ${response.body}`);
  return attempt;
}

/** The customer enters the PIN: the emulator posts its paid callback to the shop; answers once the shop has stored it. */
async function payOnThePhone(attemptId: string, providerRef: string) {
  await emulator(`/requests/${providerRef}/outcome`, { method: 'POST', body: JSON.stringify({ resultCode: 0 }) });
  for (let tries = 0; tries < 200; tries += 1) {
    const stored = await ctx.database.db.select().from(providerCallbacks).where(eq(providerCallbacks.attemptId, attemptId));
    if (stored.length > 0) return stored;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('The callback was never stored');
}

const receiptIn = (body: string) => /"MpesaReceiptNumber","Value":"([A-Z0-9]+)"/.exec(body)?.[1];

describe('the callback inbox', () => {
  it('stores a notification before answering it, and a worker that starts after a crash applies it with its receipt', async () => {
    const attempt = await waitingPrompt();
    // The instance that answered the provider dies before processing anything.
    await ctx.app.outbox.stop();
    try {
      const [stored] = await payOnThePhone(attempt.id, attempt.providerRef ?? '');
      expect(stored).toMatchObject({ provider: 'mpesa', route: 'token', processedAt: null, headers: expect.objectContaining({ 'content-type': 'application/json' }) });
      expect((await ctx.app.services.payments.findAttempt(attempt.id))?.state).toBe('pending');

      await ctx.app.outbox.drain();
      const paid = await ctx.app.services.payments.findAttempt(attempt.id);
      expect(paid).toMatchObject({ state: 'paid', receipt: receiptIn(stored?.body ?? '') });
      expect(paid?.receipt).toMatch(/^[A-Z0-9]{10}$/);
      const [processed] = await ctx.database.db.select().from(providerCallbacks).where(eq(providerCallbacks.attemptId, attempt.id));
      expect(processed?.processedAt).toBeInstanceOf(Date);
    } finally {
      await ctx.app.outbox.start();
    }
  });

  it('keeps one row for the same body posted twice, and processes it once', async () => {
    const attempt = await waitingPrompt();
    await ctx.app.outbox.stop();
    try {
      const [stored] = await payOnThePhone(attempt.id, attempt.providerRef ?? '');
      const { pathname } = new URL((await emulator(`/requests/${attempt.providerRef}`) as { request: { callbackUrl: string } }).request.callbackUrl);
      const again = await ctx.app.inject({ method: 'POST', url: pathname, headers: { 'content-type': 'application/json' }, payload: stored?.body ?? '' });
      expect(again.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
      expect(await ctx.database.db.select().from(providerCallbacks).where(eq(providerCallbacks.attemptId, attempt.id))).toHaveLength(1);
      await ctx.app.outbox.drain();
      const decisions = (await ctx.app.services.payments.eventsOf(attempt.id)).filter((event) => event.source === 'callback').map((event) => event.decision);
      expect(decisions).toEqual(['apply']);
    } finally {
      await ctx.app.outbox.start();
    }
  });

  it('takes the receipt from the inbox when a status query settles the payment before the notification is processed', async () => {
    const attempt = await waitingPrompt();
    await ctx.app.outbox.stop();
    try {
      const [stored] = await payOnThePhone(attempt.id, attempt.providerRef ?? '');
      // The reconciliation asks M-Pesa first: its answer says paid, with no receipt (Daraja's query has none).
      await ctx.app.services.payments.reconcile(new Date(Date.now() + 60_000));
      expect(await ctx.app.services.payments.findAttempt(attempt.id)).toMatchObject({ state: 'paid', receipt: receiptIn(stored?.body ?? '') });
      await ctx.app.outbox.drain();
      expect(await ctx.app.services.payments.findAttempt(attempt.id)).toMatchObject({ state: 'paid', receipt: receiptIn(stored?.body ?? '') });
    } finally {
      await ctx.app.outbox.start();
    }
  });
});
