import type { MobileMoneyProvider } from '@mitumba/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInCustomer, startTestAppWithSandbox, type SignedIn, type TestContext } from '../../test/app.ts';
import { addToCart, cartOf, orderPayload, stockOf } from '../../test/checkout.ts';
import { ensureCatalogBasics, insertProduct } from '../../test/factories.ts';

type Settled = 'pending' | 'paid' | 'failed';

/** What the shared suite needs to know of one aggregator's checkout calls. */
export type MobileMoneyCheckoutCase = {
  provider: MobileMoneyProvider;
  /** POST path that places the order and sends the prompt, and the field its answer names the request id in. */
  initiatePath: string;
  requestIdField: string;
  statusUrl: (requestId: string) => string;
  /** Whether the status call carries the customer's token (PesaFlux's does not, spec 2 §6). */
  statusWithToken: boolean;
  /** The status answer as pending, paid or failed (PesaFlux's `not_found`, an expired request, reads as failed). */
  stateOf: (answer: Record<string, unknown>) => Settled;
  /** The receipt the status answer shows, if any. */
  receiptOf: (answer: Record<string, unknown>) => string | null;
  /**
   * A "paid" notification as the provider would post it for this prompt: the forged-callback test sends it to the
   * attempt's real address with the given values.
   */
  paidBody: (input: { providerRef: string; checkoutRequestId: string; amount: number; msisdn: string; receipt: string }) => unknown;
};

type EmulatorRequest = { provider: string; checkoutRequestId: string; phoneNumber: string; callbackUrl: string; createdAt: string; status: string };

/**
 * The checkout-level contract every STK aggregator passes over real HTTP: the app listening with the sandbox mounted,
 * its provider client calling the emulator, the emulator's callbacks coming back to the app. Paid, declined,
 * insufficient funds, timeout, duplicate callback, a forged callback to a real address, a dropped callback (settled
 * by the status call, or for a provider without one left to the reconciliation job and the back office's queue),
 * expiry by the reconciliation job, and a payment after expiry flagged for a person.
 */
export function mobileMoneyCheckoutContract(name: string, spec: MobileMoneyCheckoutCase): void {
  describe(`${name} at checkout, against its emulator`, () => {
    let ctx: TestContext & { baseUrl: string };
    const admin = (path: string, init: RequestInit = {}) =>
      fetch(`${ctx.baseUrl}/sandbox/mpesa/__emulator${path}`, { ...init, headers: { 'content-type': 'application/json' } }).then((response) => response.json());
    const tune = (config: object) => admin('/config', { method: 'PATCH', body: JSON.stringify(config) });
    const hasStatusCall = () => ctx.app.services.payments.canQuery(spec.provider);

    beforeAll(async () => {
      ctx = await startTestAppWithSandbox();
      await ensureCatalogBasics(ctx.database.db);
    });
    afterAll(async () => ctx.close());
    beforeEach(async () => {
      await tune({ autoApprove: true, timeoutMs: 400 });
    });

    async function buyer(stock = 3) {
      const customer = await signedInCustomer(ctx);
      const productId = await insertProduct(ctx.database.db, { name: `${name} Bale`, priceShillings: 4200, stock: { '45KG': stock } });
      await addToCart(ctx, customer, productId, '45KG');
      return { customer, productId };
    }

    async function initiate(customer: SignedIn, phone: string) {
      const response = await ctx.app.inject({
        method: 'POST', url: spec.initiatePath, headers: customer.headers, payload: { ...(await orderPayload(ctx, customer)), phone },
      });
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json() as Record<string, unknown>;
      expect(answer).toMatchObject({ success: true, orderId: expect.stringMatching(/^ORD-/), amount: 4200 });
      return { requestId: String(answer[spec.requestIdField]), orderId: String(answer.orderId) };
    }

    async function status(customer: SignedIn, requestId: string) {
      const headers = spec.statusWithToken ? customer.headers : {};
      return ctx.app.inject({ method: 'GET', url: spec.statusUrl(requestId), headers });
    }

    /** Polls the status call as the progress screen does, until the payment is no longer pending. */
    async function settled(customer: SignedIn, requestId: string, timeoutMs = 5_000): Promise<Record<string, unknown>> {
      const started = Date.now();
      for (;;) {
        const answer = (await status(customer, requestId)).json() as Record<string, unknown>;
        if (spec.stateOf(answer) !== 'pending' || Date.now() - started > timeoutMs) return answer;
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
    }

    /** The emulator's prompt for a phone (the newest of this provider's). */
    async function promptFor(msisdn: string): Promise<EmulatorRequest> {
      const { requests } = await admin(`/requests?phone=${msisdn}`) as { requests: EmulatorRequest[] };
      const own = requests.filter((request) => request.provider === spec.provider).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
      const prompt = own.at(-1);
      if (!prompt) throw new Error(`No ${spec.provider} prompt for ${msisdn}`);
      return prompt;
    }

    const decisions = async (attemptId: string) => (await ctx.app.services.payments.eventsOf(attemptId)).map((event) => `${event.source}:${event.decision}`);
    const flagsOf = async (attemptId: string) => (await ctx.app.services.payments.openFlags()).filter((flag) => flag.attemptId === attemptId);
    async function eventually(probe: () => Promise<boolean>, timeoutMs = 3_000): Promise<void> {
      const started = Date.now();
      while (!(await probe())) {
        if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
    }

    it('sends the prompt, holds the stock, and once paid marks the order paid and empties the cart', async () => {
      const { customer, productId } = await buyer();
      const { requestId, orderId } = await initiate(customer, '0712345601');
      expect(await stockOf(ctx, productId, '45KG')).toBe(2);
      const final = await settled(customer, requestId);
      expect(spec.stateOf(final)).toBe('paid');
      expect(spec.receiptOf(final)).toMatch(/^[A-Z0-9]{10}$/);
      expect((await cartOf(ctx, customer)).items).toHaveLength(0);
      const order = (await ctx.app.inject({ method: 'GET', url: `/api/order/${orderId}`, headers: customer.headers })).json();
      expect(order.order ?? order).toMatchObject({ paymentStatus: 'paid', balance: 0 });
    });

    it.each([
      ['declined by the customer', '0700000001', '1032'],
      ['insufficient funds', '0700000003', 'C2B00011'],
      ['timed out', '0700000002', 'DS_TIMEOUT'],
    ])('fails a payment %s and gives the stock back', async (_case, phone, code) => {
      const { customer, productId } = await buyer();
      const { requestId } = await initiate(customer, phone);
      const final = await settled(customer, requestId);
      expect(spec.stateOf(final)).toBe('failed');
      expect(await stockOf(ctx, productId, '45KG')).toBe(3);
      const attempt = await ctx.app.services.payments.findAttempt(requestId);
      expect(attempt?.resultCode).toBe(code);
    });

    it('applies a callback delivered twice once', async () => {
      const { customer } = await buyer();
      const { requestId } = await initiate(customer, '0700000006');
      expect(spec.stateOf(await settled(customer, requestId))).toBe('paid');
      await new Promise((resolve) => setTimeout(resolve, 300));
      await ctx.app.services.payments.drain();
      const log = await decisions(requestId);
      expect(log.filter((entry) => entry === 'callback:apply')).toHaveLength(1);
      expect(await flagsOf(requestId)).toHaveLength(0);
    });

    it('never credits a forged "paid" sent to the attempt\'s real address', async () => {
      await tune({ autoApprove: false, timeoutMs: 600_000 });
      const { customer } = await buyer();
      const { requestId } = await initiate(customer, '0712345602');
      const attempt = await ctx.app.services.payments.findAttempt(requestId);
      const prompt = await promptFor('254712345602');
      // With a status call, even the right amount and phone wait for it; without one (KCB), a wrong amount is flagged.
      const amount = hasStatusCall() ? 4200 : 1;
      const forged = spec.paidBody({ providerRef: attempt?.providerRef ?? '', checkoutRequestId: prompt.checkoutRequestId, amount, msisdn: '254712345602', receipt: 'FORGED1234' });
      const answer = await ctx.app.inject({ method: 'POST', url: new URL(prompt.callbackUrl).pathname, payload: forged as object });
      expect(answer.statusCode).toBe(200);
      await ctx.app.services.payments.drain();
      expect(spec.stateOf((await status(customer, requestId)).json())).toBe('pending');
      expect((await ctx.app.services.payments.findAttempt(requestId))?.receipt).toBeNull();
      if (hasStatusCall()) expect(await decisions(requestId)).toContain('callback:unconfirmed');
      else expect(await flagsOf(requestId)).toHaveLength(1);

      // The customer declines on the phone: the forged "paid" never counted.
      await admin(`/requests/${prompt.checkoutRequestId}/outcome`, { method: 'POST', body: JSON.stringify({ resultCode: 1032 }) });
      expect(spec.stateOf(await settled(customer, requestId))).toBe('failed');
    });

    it('settles a payment whose callback never comes: by the status call, or by the job and the back office without one', async () => {
      const { customer } = await buyer();
      const { requestId } = await initiate(customer, '0700000007');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(spec.stateOf((await status(customer, requestId)).json())).toBe('pending');
      const later = new Date(Date.now() + 60_000);
      if (hasStatusCall()) {
        expect((await ctx.app.services.payments.status(requestId, later))?.state).toBe('paid');
        expect(await decisions(requestId)).toContain('query:apply');
        return;
      }
      // Nothing to ask: it waits in the back office's list of payments needing a person, then the job expires it.
      const window = ctx.app.services.payments.reviewWindow(later);
      expect((await ctx.app.services.payments.reviewPage(window, undefined, 100)).map((row) => row.attempt_id)).toContain(requestId);
      await ctx.app.services.payments.reconcile(new Date(Date.now() + 10 * 60_000));
      expect((await ctx.app.services.payments.findAttempt(requestId))?.state).toBe('expired');
    });

    it('expires an unanswered prompt by the reconciliation job, and flags a payment that arrives after', async () => {
      await tune({ autoApprove: false, timeoutMs: 600_000 });
      const { customer, productId } = await buyer();
      const { requestId } = await initiate(customer, '0712345603');
      const result = await ctx.app.services.payments.reconcile(new Date(Date.now() + 10 * 60_000));
      expect(result.expired).toBeGreaterThanOrEqual(1);
      expect(spec.stateOf((await status(customer, requestId)).json())).toBe('failed');
      expect(await stockOf(ctx, productId, '45KG')).toBe(3);

      const prompt = await promptFor('254712345603');
      await admin(`/requests/${prompt.checkoutRequestId}/outcome`, { method: 'POST', body: JSON.stringify({ resultCode: 0 }) });
      await eventually(async () => (await flagsOf(requestId)).length > 0);
      const flags = await flagsOf(requestId);
      expect(flags).toHaveLength(1);
      expect(flags[0]?.reason).toMatch(/after the attempt had expired/);
      expect(await stockOf(ctx, productId, '45KG')).toBe(3);
    });

    it("does not show one customer's payment to another, and refuses a phone that is not 10 digits", async () => {
      const { customer } = await buyer();
      const { requestId } = await initiate(customer, '0712345604');
      const other = await signedInCustomer(ctx);
      if (spec.statusWithToken) {
        expect((await ctx.app.inject({ method: 'GET', url: spec.statusUrl(requestId), headers: other.headers })).statusCode).toBe(404);
      }
      const unknown = await ctx.app.inject({ method: 'GET', url: spec.statusUrl('nonsense'), headers: other.headers });
      if (spec.statusWithToken) expect(unknown.statusCode).toBe(404);
      else expect(spec.stateOf(unknown.json())).toBe('failed');
      const refused = await ctx.app.inject({
        method: 'POST', url: spec.initiatePath, headers: other.headers, payload: { ...(await orderPayload(ctx, customer)), phone: '07123' },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('Phone number must be 10 digits (e.g., 0712345678)');
    });
  });
}
