import type { MpesaInitiateResponse } from '@mitumba/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentAttempts, stkStatusQueries } from '../../db/schema/index.ts';
import { createOutbox } from '../../lib/outbox/outbox.ts';
import { signedInCustomer, startTestAppWithSandbox, type TestContext } from '../../test/app.ts';
import { addToCart, orderPayload } from '../../test/checkout.ts';
import { ensureCatalogBasics, insertProduct } from '../../test/factories.ts';
import { createPaymentsService, defaultTimings } from '../payments/payments.service.ts';
import type { PaymentProvider, ProviderOutcome } from '../payments/provider.ts';
import { ESCALATE_AFTER_QUERIES } from '../payments/reconcile-run.ts';

/**
 * The STK reconciliation escalates: a prompt M-Pesa paid (its callback never sent) while the STK query keeps saying
 * "being processed" (a stand-in for Daraja's query, as reconcile-bounds does) is asked about by transaction status on
 * the real Daraja emulator, and its answer, coming back over HTTP to the result URL, pays the order with its receipt.
 */
let ctx: TestContext & { baseUrl: string };

beforeAll(async () => {
  ctx = await startTestAppWithSandbox();
  await ensureCatalogBasics(ctx.database.db);
});
afterAll(async () => ctx.close());

const sayingNothing: PaymentProvider = {
  id: 'mpesa',
  capabilities: { statusQuery: true, callbacks: true, wholeShillingsOnly: true, promptsCustomer: true },
  initiate: () => Promise.reject(new Error('not asked in these tests')),
  queryStatus: async (): Promise<ProviderOutcome> => ({ state: 'pending', code: '500.001.1001', message: 'The transaction is being processed' }),
  parseCallback: () => ({ accepted: false, reason: 'not asked in these tests' }),
};

describe('STK reconciliation escalating to transaction status', () => {
  it(`asks once, after ${ESCALATE_AFTER_QUERIES} silent queries, and the answer pays the attempt with M-Pesa's receipt`, async () => {
    const customer = await signedInCustomer(ctx);
    await addToCart(ctx, customer, await insertProduct(ctx.database.db, { priceShillings: 700, stock: { M: 2 } }), 'M');
    const started = (await ctx.app.inject({
      method: 'POST', url: '/api/order/mpesa/initiate', headers: customer.headers, payload: { ...(await orderPayload(ctx, customer)), phone: '0700000007' },
    })).json() as MpesaInitiateResponse;
    const [attempt] = await ctx.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, started.mpesaRequestId));
    let receipt: string | null = null;
    for (let tries = 0; tries < 200 && !receipt; tries += 1) {
      const { request } = await (await fetch(`${ctx.baseUrl}/sandbox/mpesa/__emulator/requests/${attempt!.providerRef}`)).json() as { request: { mpesaReceiptNumber: string | null } };
      receipt = request.mpesaReceiptNumber;
      if (!receipt) await new Promise((resolve) => setTimeout(resolve, 20));
    }

    const payments = createPaymentsService({
      db: ctx.database.db, providers: new Map([['mpesa', sayingNothing]]), publicUrl: ctx.baseUrl, timings: defaultTimings,
      outbox: createOutbox({ database: ctx.database, log: { warn: () => {}, error: () => {} } }), escalate: ctx.app.services.refunds.escalateStk,
    });
    const later = new Date(Date.now() + 60_000);
    for (let run = 1; run < ESCALATE_AFTER_QUERIES; run += 1) await payments.reconcile(later);
    expect(await ctx.database.db.select().from(stkStatusQueries)).toHaveLength(0);
    await payments.reconcile(later);
    await payments.reconcile(later);
    expect(await ctx.database.db.select().from(stkStatusQueries).where(eq(stkStatusQueries.attemptId, attempt!.id))).toHaveLength(1);

    let row = attempt!;
    for (let tries = 0; tries < 300 && row.state === 'pending'; tries += 1) {
      await ctx.app.outbox.drain();
      [row] = await ctx.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attempt!.id)) as [typeof row];
      if (row.state === 'pending') await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(row).toMatchObject({ state: 'paid', receipt });
    const events = await ctx.app.services.payments.eventsOf(attempt!.id);
    expect(events.filter((event) => event.dedupeKey.startsWith('mpesa-status:'))).toEqual([expect.objectContaining({ source: 'query', state: 'paid', decision: 'apply' })]);
  });
});
