import type { MpesaInitiateResponse, OrderDetailResponse, TimelineEntry } from '@mitumba/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.ts';
import { signedInCustomer, startTestAppWithSandbox, type SignedIn, type TestContext } from '../../test/app.ts';
import { addToCart, orderPayload } from '../../test/checkout.ts';
import { ensureCatalogBasics, insertProduct } from '../../test/factories.ts';

/** The order page's payment timeline for M-Pesa against the Daraja sandbox: paid, declined, expired. */
let ctx: TestContext & { baseUrl: string };
const emulator = (path: string, init: RequestInit = {}) =>
  fetch(`${ctx.baseUrl}/sandbox/mpesa/__emulator${path}`, { ...init, headers: { 'content-type': 'application/json' } }).then((response) => response.json());

beforeAll(async () => {
  ctx = await startTestAppWithSandbox();
  await ensureCatalogBasics(ctx.database.db);
});
afterAll(async () => ctx.close());
beforeEach(async () => {
  await emulator('/config', { method: 'PATCH', body: JSON.stringify({ autoApprove: true, timeoutMs: 400 }) });
});

async function mpesaOrder(phone: string): Promise<{ customer: SignedIn; started: MpesaInitiateResponse }> {
  const customer = await signedInCustomer(ctx);
  const productId = await insertProduct(ctx.database.db, { name: 'Mens Jeans Bale', priceShillings: 6500, stock: { '45KG': 3 } });
  await addToCart(ctx, customer, productId, '45KG');
  const response = await ctx.app.inject({
    method: 'POST', url: '/api/order/mpesa/initiate', headers: customer.headers, payload: { ...(await orderPayload(ctx, customer)), phone },
  });
  if (response.statusCode !== 200) throw new Error(`initiate: ${response.body}`);
  return { customer, started: response.json() };
}

/** The order page once the payment has settled (polled as the screens poll). */
async function settledStory(customer: SignedIn, orderId: string, last: TimelineEntry['kind']): Promise<OrderDetailResponse> {
  for (let tries = 0; tries < 200; tries += 1) {
    const page = (await ctx.app.inject({ method: 'GET', url: `/api/order/${orderId}`, headers: customer.headers })).json() as OrderDetailResponse;
    if (page.timeline.at(-1)?.kind === last) return page;
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  throw new Error(`the timeline of ${orderId} never ended with ${last}`);
}
const steps = (page: OrderDetailResponse) => page.timeline.map((step) => [step.kind, step.text]);

describe('the payment timeline of an M-Pesa order', () => {
  it('tells the prompt and the payment with its receipt, hides provider internals, and the e-mail links to the order page', async () => {
    const { customer, started } = await mpesaOrder('0712 345 678');
    const page = await settledStory(customer, started.orderId, 'paid');
    const receipt = page.order.paymentDetails.mpesaReceipt;
    expect(receipt).toMatch(/^[A-Z0-9]{10}$/);
    expect(steps(page)).toEqual([
      ['placed', 'Order placed'],
      ['prompt', 'M-Pesa payment request for ksh 6,500 sent to +254712345678'],
      ['paid', `Paid ksh 6,500 with M-Pesa, receipt ${receipt}`],
    ]);
    const attempt = await ctx.app.services.payments.findAttempt(started.mpesaRequestId);
    expect(JSON.stringify(page.timeline)).not.toContain(attempt?.providerRef ?? 'no provider ref');

    for (let tries = 0; tries < 100; tries += 1) {
      const [mail] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, `Payment received for ${started.orderId}`));
      if (mail) {
        expect(mail.text).toContain(`${ctx.baseUrl}/order/${started.orderId}`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('no order e-mail');
  });

  it('tells a declined prompt with its reason', async () => {
    const { customer, started } = await mpesaOrder('0700000001');
    const page = await settledStory(customer, started.orderId, 'declined');
    expect(steps(page).slice(2)).toEqual([['declined', 'M-Pesa payment declined: Transaction declined by user']]);
  });

  it('tells a prompt nobody answered as expired', async () => {
    await emulator('/config', { method: 'PATCH', body: JSON.stringify({ autoApprove: false, timeoutMs: 600_000 }) });
    const { customer, started } = await mpesaOrder('0712999777');
    await ctx.app.services.payments.reconcile(new Date(Date.now() + 10 * 60_000));
    const page = await settledStory(customer, started.orderId, 'expired');
    expect(steps(page).slice(1)).toEqual([
      ['prompt', 'M-Pesa payment request for ksh 6,500 sent to +254712999777'],
      ['expired', 'The M-Pesa request expired without a payment'],
    ]);
    expect(page.order.paymentStatus).toBe('failed');
  });
});
