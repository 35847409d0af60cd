import type { MpesaInitiateResponse } from '@mitumba/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer, startTestAppWithSandbox, type TestContext } from '../../test/app.ts';
import { addToCart, orderPayload, stockOf } from '../../test/checkout.ts';
import { ensureCatalogBasics, insertProduct } from '../../test/factories.ts';
import { startReconcileJob } from './reconcile.job.ts';

let ctx: TestContext & { baseUrl: string };

beforeAll(async () => {
  // Nobody answers the prompt and the phone never gives up: only the job can end this attempt.
  ctx = await startTestAppWithSandbox({ mpesa: { autoApprove: false, timeoutMs: 600_000 } });
  await ensureCatalogBasics(ctx.database.db);
});
afterAll(async () => ctx.close());

describe('the reconciliation job on pg-boss', () => {
  it('expires a stale unanswered attempt and gives its stock back', async () => {
    const customer = await signedInCustomer(ctx);
    const productId = await insertProduct(ctx.database.db, { stock: { M: 2 } });
    await addToCart(ctx, customer, productId, 'M');
    const response = await ctx.app.inject({
      method: 'POST', url: '/api/order/mpesa/initiate', headers: customer.headers, payload: { ...(await orderPayload(ctx, customer)), phone: '0712555444' },
    });
    const { mpesaRequestId } = response.json() as MpesaInitiateResponse;
    expect(await stockOf(ctx, productId, 'M')).toBe(1);
    await ctx.database.db.execute(sql`UPDATE payment_attempts SET created_at = now() - interval '10 minutes' WHERE id = ${mpesaRequestId}`);

    const logged: unknown[] = [];
    const job = await startReconcileJob(ctx.database.jobQueue, ctx.app.services, { info: (object) => logged.push(object), error: (object) => logged.push(object) });
    try {
      const deadline = Date.now() + 20_000;
      while ((await ctx.app.services.payments.findAttempt(mpesaRequestId))?.state === 'pending' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    } finally {
      await job.stop();
    }
    expect((await ctx.app.services.payments.findAttempt(mpesaRequestId))?.state).toBe('expired');
    expect(await stockOf(ctx, productId, 'M')).toBe(2);
    expect(logged).toContainEqual({ checked: 1, expired: 1, offlineExpired: 0, orphansExpired: 0 });
  });
});
