import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { MpesaInitiateResponse, MpesaStatusResponse } from '@mitumba/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { signedInCustomer, startTestAppWithSandbox, type SignedIn, type TestContext } from '../../test/app.ts';
import { addToCart, orderPayload } from '../../test/checkout.ts';
import { ensureCatalogBasics, insertProduct } from '../../test/factories.ts';

/**
 * The demo shop's sandbox keeps its state in DATA_DIR/sandbox (decision 0028): when the API process dies with an M-Pesa
 * payment in flight, the shop started again on the same data still gets paid, as with the real Daraja.
 */
type App = TestContext & { baseUrl: string };

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The shop with its sandbox keeping state, a customer and an M-Pesa order for one bale (6,500 KES) sent to `phone`. */
async function shopWithOrder(mpesa: { delayMs?: number; autoApprove?: boolean }, phone: string) {
  const stateDir = await mkdtemp(path.join(os.tmpdir(), 'mitumba-sandbox-'));
  cleanups.push(() => rm(stateDir, { recursive: true, force: true }));
  const options = { stateDir, mpesa: { timeoutMs: 60_000, ...mpesa } };
  const first = await startTestAppWithSandbox(options);
  let restarted = false;
  cleanups.push(async () => {
    if (!restarted) await first.close();
  });
  await ensureCatalogBasics(first.database.db);
  const customer = await signedInCustomer(first);
  const productId = await insertProduct(first.database.db, { name: 'Ladies Tops Bale', priceShillings: 6500, stock: { '45KG': 2 } });
  await addToCart(first, customer, productId, '45KG');
  const response = await first.app.inject({
    method: 'POST', url: '/api/order/mpesa/initiate', headers: customer.headers, payload: { ...(await orderPayload(first, customer)), phone },
  });
  expect(response.statusCode, response.body).toBe(200);
  /** The process dies: the app stops (nothing saved on the way out), the database outlives it; the shop starts again. */
  const restart = async (): Promise<App> => {
    restarted = true;
    await first.app.close();
    const second = await startTestAppWithSandbox({ ...options, restartOf: first });
    cleanups.push(() => second.close());
    return second;
  };
  return { first, customer, started: response.json() as MpesaInitiateResponse, restart };
}

type Listing = { requests: Array<Record<string, unknown>>; callbacks: Array<Record<string, unknown>> };
const emulator = async (app: App, query: string) => (await fetch(`${app.baseUrl}/sandbox/mpesa/__emulator${query}`)).json() as Promise<Listing>;

async function paidOrTimedOut(app: App, customer: SignedIn, id: string): Promise<MpesaStatusResponse> {
  const started = Date.now();
  for (;;) {
    const answer = (await app.app.inject({ method: 'GET', url: `/api/order/mpesa/status/${id}`, headers: customer.headers })).json() as MpesaStatusResponse;
    if (answer.paymentStatus !== 'pending' || Date.now() - started > 8_000) return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the demo sandbox across an API restart', () => {
  it('still shows the prompt after the restart; the PIN entered then pays the order', async () => {
    const { customer, started, restart } = await shopWithOrder({ autoApprove: false }, '0712 345 678');
    const second = await restart();
    const { requests } = await emulator(second, '/requests?phone=254712345678&status=pending');
    expect(requests).toHaveLength(1);
    const answered = await fetch(`${second.baseUrl}/sandbox/mpesa/phone/answer`, {
      method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ checkoutRequestId: String(requests[0]?.checkoutRequestId), action: 'pin', pin: '1234' }).toString(),
    });
    expect(answered.status).toBe(303);
    expect(await paidOrTimedOut(second, customer, started.mpesaRequestId)).toMatchObject({ paymentStatus: 'paid', amount: 6500 });
  });

  it('sends a paid prompt\'s callback that was due while the API was down once it is back', async () => {
    // 254700000008 pays after the delay and calls back at 3× the delay: the process dies in between.
    const { first, customer, started, restart } = await shopWithOrder({ delayMs: 600 }, '0700 000 008');
    for (let tries = 0; (await emulator(first, '/requests?phone=254700000008&status=completed')).requests.length === 0; tries += 1) {
      if (tries > 100) throw new Error('the prompt never settled');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const second = await restart();
    expect(await paidOrTimedOut(second, customer, started.mpesaRequestId)).toMatchObject({ paymentStatus: 'paid' });
    const { requests } = await emulator(second, '/requests?phone=254700000008');
    const delivered = () => emulator(second, `/callbacks?checkoutRequestId=${String(requests[0]?.checkoutRequestId)}`);
    for (let tries = 0; (await delivered()).callbacks.length === 0 && tries < 100; tries += 1) await new Promise((resolve) => setTimeout(resolve, 40));
    expect((await delivered()).callbacks).toMatchObject([{ reason: 'late', status: 200, url: expect.stringContaining(second.baseUrl) }]);
  });
});
