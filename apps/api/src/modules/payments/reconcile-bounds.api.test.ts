import type { MpesaInitiateResponse } from '@mitumba/contracts';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentAttempts } from '../../db/schema/index.ts';
import { signedInCustomer, startTestAppWithSandbox, type TestContext } from '../../test/app.ts';
import { addToCart, orderPayload } from '../../test/checkout.ts';
import { ensureCatalogBasics, insertProduct } from '../../test/factories.ts';
import { createOutbox } from '../../lib/outbox/outbox.ts';
import { createPaymentsService, defaultTimings, type PaymentTimings, type ReconcileLimits } from './payments.service.ts';
import type { PaymentProvider, ProviderOutcome } from './provider.ts';

/**
 * The reconciliation run is bounded (issue 24 item 6): a few status queries at a time, each with its own time-out,
 * the run within its budget; expiry decides even when a query hangs; what it records carries the time it was known.
 * The attempts are real (orders placed by M-Pesa against the Daraja emulator, nobody answering); the run asks a
 * stand-in M-Pesa whose status call hangs for the references the test chooses.
 */
let ctx: TestContext & { baseUrl: string };
let phoneCounter = 0;

beforeAll(async () => {
  ctx = await startTestAppWithSandbox({ mpesa: { autoApprove: false, timeoutMs: 600_000 } });
  await ensureCatalogBasics(ctx.database.db);
});
afterAll(async () => ctx.close());

/** `count` M-Pesa attempts, each a customer's order still waiting for the phone, created `ageMs` ago. */
async function staleAttempts(count: number, ageMs: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const customer = await signedInCustomer(ctx);
    const productId = await insertProduct(ctx.database.db, { stock: { M: 1 } });
    await addToCart(ctx, customer, productId, 'M');
    phoneCounter += 1;
    const phone = `07126${String(phoneCounter).padStart(5, '0')}`;
    const response = await ctx.app.inject({
      method: 'POST', url: '/api/order/mpesa/initiate', headers: customer.headers, payload: { ...(await orderPayload(ctx, customer)), phone },
    });
    expect(response.statusCode, response.body).toBe(200);
    const id = (response.json() as MpesaInitiateResponse).mpesaRequestId;
    // Oldest first in the list the run reads: the first ones made are the oldest.
    await ctx.database.db.execute(sql`UPDATE payment_attempts SET created_at = now() - ${`${ageMs + (count - index)} milliseconds`}::interval WHERE id = ${id}`);
    ids.push(id);
  }
  return ids;
}

const attemptsOf = (ids: string[]) => ctx.database.db.select().from(paymentAttempts).where(inArray(paymentAttempts.id, ids));

/** A run over the same database asking a stand-in M-Pesa whose status call never answers for `hanging` references. */
function runner(hanging: Set<string>, limits: ReconcileLimits, timings: Partial<PaymentTimings> = {}) {
  const waiting: ProviderOutcome = { state: 'pending', code: '500.001.1001', message: 'The transaction is being processed' };
  const mpesa: PaymentProvider = {
    id: 'mpesa',
    capabilities: { statusQuery: true, callbacks: true, wholeShillingsOnly: true, promptsCustomer: true },
    initiate: () => Promise.reject(new Error('not asked in these tests')),
    queryStatus: (providerRef) => (hanging.has(providerRef) ? new Promise<ProviderOutcome>(() => {}) : Promise.resolve(waiting)),
    parseCallback: () => ({ accepted: false, reason: 'not asked in these tests' }),
  };
  return createPaymentsService({
    db: ctx.database.db, providers: new Map([['mpesa', mpesa]]), publicUrl: ctx.baseUrl,
    // Its own outbox, never started: these runs only query and expire (the app's outbox has the app's handlers).
    outbox: createOutbox({ database: ctx.database, log: { warn: () => {}, error: () => {} } }),
    timings: { ...defaultTimings, ...timings }, reconcileLimits: limits,
  });
}

describe('a bounded reconciliation run', () => {
  it('expires every stale attempt although most status queries hang, within the budget, recorded when it was known', async () => {
    const ids = await staleAttempts(10, 10 * 60_000);
    const refOf = new Map((await attemptsOf(ids)).map((attempt) => [attempt.id, attempt.providerRef ?? '']));
    // The eight oldest hang: the two answering ones come last in the run's order.
    const hanging = new Set(ids.slice(0, 8).map((id) => refOf.get(id) ?? ''));
    const run = runner(hanging, { concurrency: 4, budgetMs: 5_000, queryTimeoutMs: 400 });

    const jobStart = new Date(Date.now() - 60_000); // the run's clock: a minute behind, so back-dating would show
    const before = Date.now();
    const result = await run.reconcile(jobStart);
    const took = Date.now() - before;

    expect(result).toMatchObject({ checked: 10, expired: 10 });
    // Eight hanging queries, four at a time, 400 ms each: about 800 ms (one at a time it would be 3.2 s).
    expect(took).toBeLessThan(2_500);
    for (const attempt of await attemptsOf(ids)) {
      expect(attempt.state).toBe('expired');
      expect(attempt.settledAt!.getTime()).toBeGreaterThanOrEqual(before);
      expect(attempt.settledAt!.getTime()).toBeLessThanOrEqual(Date.now());
      const expiry = (await run.eventsOf(attempt.id)).find((event) => event.source === 'expiry');
      expect(expiry?.createdAt.getTime()).toBeGreaterThanOrEqual(before);
    }
  });

  it('stops asking once its budget is spent and leaves the rest for the next run', async () => {
    const ids = await staleAttempts(6, 10 * 60_000);
    const refs = new Set((await attemptsOf(ids)).map((attempt) => attempt.providerRef ?? ''));
    const slow = runner(refs, { concurrency: 1, budgetMs: 1_000, queryTimeoutMs: 400 });

    const before = Date.now();
    const first = await slow.reconcile(new Date());
    expect(Date.now() - before).toBeLessThan(1_000 + 400 + 500);
    expect(first.checked).toBeGreaterThanOrEqual(2);
    expect(first.checked).toBeLessThan(6);
    expect(first.left).toBe(6 - first.checked);
    const states = (await attemptsOf(ids)).map((attempt) => attempt.state);
    expect(states.filter((state) => state === 'expired')).toHaveLength(first.expired);
    expect(states.filter((state) => state === 'pending')).toHaveLength(6 - first.expired);

    // The next run (the provider answering again) reaches the rest.
    const second = await runner(new Set(), { concurrency: 4, budgetMs: 5_000, queryTimeoutMs: 400 }).reconcile(new Date());
    expect(first.expired + second.expired).toBe(6);
    expect((await attemptsOf(ids)).every((attempt) => attempt.state === 'expired')).toBe(true);
  });

  it('expires an attempt whose initiation got no answer (no reference to ask by), but not within the initiation grace', async () => {
    const [young, old] = [(await staleAttempts(1, 2 * 60_000))[0]!, (await staleAttempts(1, 10 * 60_000))[0]!];
    await ctx.database.db.update(paymentAttempts).set({ providerRef: null }).where(inArray(paymentAttempts.id, [young, old]));
    const run = runner(new Set(), { concurrency: 4, budgetMs: 5_000, queryTimeoutMs: 400 }, { expireAfterMs: 60_000, initiateGraceMs: 5 * 60_000 });

    await run.reconcile(new Date());
    const states = Object.fromEntries((await attemptsOf([young, old])).map((attempt) => [attempt.id, attempt.state]));
    expect(states).toEqual({ [young]: 'pending', [old]: 'expired' });
  });
});
