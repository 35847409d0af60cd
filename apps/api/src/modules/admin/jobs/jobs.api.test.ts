import type { AdminDashboardResponse, AdminJob, AdminJobRetryResponse, AdminJobsResponse, AuditListResponse, PlaceOrderResponse } from '@mitumba/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInCustomer, type TestContext } from '../../../test/app.ts';
import { addToCart, orderPayload } from '../../../test/checkout.ts';
import { insertProduct, insertUser } from '../../../test/factories.ts';
import { startAdminTestApp, type AdminCall } from '../../../test/admin.ts';

let ctx: TestContext;
let call: AdminCall;

beforeAll(async () => {
  ({ ctx, call } = await startAdminTestApp());
});
afterAll(async () => ctx.close());
afterEach(() => vi.restoreAllMocks());

const list = async (query = ''): Promise<AdminJob[]> => {
  const response = await call('GET', `/api/admin/jobs${query}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as AdminJobsResponse).jobs;
};
const failingJobsOnDashboard = async () => ((await call('GET', '/api/admin/dashboard')).json() as AdminDashboardResponse).failingJobs;
/** Makes every job that waits for its next try due now, and runs them (instead of waiting out the back-off). */
const runRetriesNow = async () => {
  await ctx.database.db.execute(sql`UPDATE outbox_jobs SET run_after = now() WHERE state = 'queued'`);
  await ctx.app.outbox.drain();
};

/** A Sidian order of one unit: its "placed" e-mail is a job (`order.mail`, keyed `placed:ORD-…`). */
async function placeOrder(): Promise<string> {
  const customer = await signedInCustomer(ctx);
  const productId = await insertProduct(ctx.database.db, { priceShillings: 1200, stock: { M: 5 } });
  await addToCart(ctx, customer, productId, 'M');
  const placed = await ctx.app.inject({ method: 'POST', url: '/api/order/sidian', headers: customer.headers, payload: await orderPayload(ctx, customer) });
  expect(placed.statusCode).toBe(200);
  return (placed.json() as PlaceOrderResponse).order.orderId;
}

describe('back office: background work', () => {
  it('shows an order e-mail that keeps failing as failing, then dead; a retry runs it again and, once it goes out, it leaves the list', async () => {
    const send = vi.spyOn(ctx.app.mailer, 'send').mockRejectedValue(new Error('SMTP said 451:\n  try again later'));
    const orderRef = await placeOrder();
    await ctx.app.outbox.drain();

    const [failing, ...others] = await list();
    expect(others).toEqual([]);
    expect(failing).toMatchObject({
      kind: 'order.mail', label: 'Order e-mail', key: `placed:${orderRef}`, state: 'failing', tries: 1, lastError: 'SMTP said 451: try again later',
    });
    expect(Date.parse(failing!.nextTryAt!)).toBeGreaterThan(Date.now());
    expect(Date.parse(failing!.createdAt)).toBeLessThanOrEqual(Date.now());
    expect(await list('?state=failing')).toHaveLength(1);
    expect(await list('?state=dead')).toEqual([]);
    expect(await failingJobsOnDashboard()).toBe(1);

    for (let tries = 2; tries <= 8; tries += 1) await runRetriesNow();
    const [dead] = await list('?state=dead');
    expect(dead).toMatchObject({ id: failing!.id, state: 'dead', tries: 8, nextTryAt: null, lastError: 'SMTP said 451: try again later' });
    expect(await list('?state=failing')).toEqual([]);
    expect(await failingJobsOnDashboard()).toBe(1);
    expect(send).toHaveBeenCalledTimes(8);

    // A dead job stays dead: no drain runs it again.
    await runRetriesNow();
    expect(send).toHaveBeenCalledTimes(8);

    // Sent back while the mail still fails: one more try, dead again.
    expect((await call('POST', `/api/admin/jobs/${dead!.id}/retry`, undefined, { reason: 'Mail server was down' })).statusCode).toBe(200);
    await ctx.app.outbox.drain();
    expect(await list('?state=dead')).toEqual([expect.objectContaining({ id: dead!.id, tries: 9 })]);

    // The mail server is back: the retry sends the e-mail and the job leaves the list.
    send.mockRestore();
    const retried = await call('POST', `/api/admin/jobs/${dead!.id}/retry`, undefined, { reason: 'Mail server is back' });
    expect(retried.statusCode).toBe(200);
    const body = retried.json() as AdminJobRetryResponse;
    expect(body).toMatchObject({ success: true, message: 'Order e-mail sent back to run now.', job: { id: dead!.id, state: 'queued', tries: 9, key: `placed:${orderRef}` } });
    expect(Date.parse(body.job.nextTryAt)).toBeLessThanOrEqual(Date.now());
    await ctx.app.outbox.drain();
    expect(await list()).toEqual([]);
    expect(await failingJobsOnDashboard()).toBe(0);
    const [state] = (await ctx.database.db.execute(sql`SELECT state FROM outbox_jobs WHERE id = ${dead!.id}`) as unknown as { rows: { state: string }[] }).rows;
    expect(state?.state).toBe('done');

    const audit = (await call('GET', `/api/admin/audit?entity=job&entityId=${dead!.id}`)).json() as AuditListResponse;
    expect(audit.entries.map((entry) => [entry.action, entry.reason])).toEqual([['job.retry', 'Mail server is back'], ['job.retry', 'Mail server was down']]);
    expect(audit.entries[0]).toMatchObject({ before: { state: 'dead', tries: 9 }, after: { state: 'queued', tries: 9 } });

    // Done is done: nothing to retry.
    const again = await call('POST', `/api/admin/jobs/${dead!.id}/retry`, undefined, { reason: 'Once more' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, message: 'This job has already run: there is nothing to retry.' });
  });

  it('lists newest first in keyset pages, names unknown kinds by their kind and trims long errors', async () => {
    ctx.app.outbox.handle('test.unknown', async (payload) => { throw new Error(`${'x'.repeat(500)} ${String(payload.n)}`); });
    for (const n of [1, 2, 3]) await ctx.database.db.transaction((tx) => ctx.app.outbox.enqueueWithin(tx, 'test.unknown', `cause-${n}`, { n }));
    await ctx.app.outbox.drain();

    const first = (await call('GET', '/api/admin/jobs?limit=2')).json() as AdminJobsResponse;
    expect(first.jobs.map((job) => job.key)).toEqual(['cause-3', 'cause-2']);
    expect(first.jobs[0]).toMatchObject({ kind: 'test.unknown', label: 'test.unknown', state: 'failing', tries: 1 });
    expect(first.jobs[0]!.lastError).toHaveLength(300);
    expect(first.jobs[0]!.lastError!.endsWith('…')).toBe(true);
    expect(first.nextCursor).toBe(first.jobs[1]!.id);
    const second = (await call('GET', `/api/admin/jobs?limit=2&cursor=${first.nextCursor}`)).json() as AdminJobsResponse;
    expect(second.jobs.map((job) => job.key)).toEqual(['cause-1']);
    expect(second.nextCursor).toBeNull();
    expect(await failingJobsOnDashboard()).toBe(3);
  });

  it('refuses a retry without a reason (400), of an unknown job (404), of a job that has not failed or is running (409)', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('POST', `/api/admin/jobs/${unknown}/retry`, undefined, {})).statusCode).toBe(400);
    expect((await call('POST', `/api/admin/jobs/${unknown}/retry`, undefined, { reason: ' ' })).statusCode).toBe(400);
    expect((await call('POST', `/api/admin/jobs/${unknown}/retry`, undefined, { reason: 'Checking' })).statusCode).toBe(404);
    expect((await call('POST', '/api/admin/jobs/not-a-job/retry', undefined, { reason: 'Checking' })).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/jobs?state=done')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/jobs?cursor=nonsense')).statusCode).toBe(400);

    // A job waiting for its first run (written straight into the table, so no worker takes it meanwhile).
    await ctx.database.db.execute(sql`INSERT INTO outbox_jobs (kind, key, payload, run_after) VALUES ('test.waiting', 'not-yet', '{}', now() + interval '1 hour')`);
    const [waiting] = (await ctx.database.db.execute(sql`SELECT id FROM outbox_jobs WHERE key = 'not-yet'`) as unknown as { rows: { id: string }[] }).rows;
    const refused = await call('POST', `/api/admin/jobs/${waiting!.id}/retry`, undefined, { reason: 'Checking' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This job has not failed: it is waiting for its turn.');

    const [running] = (await call('GET', '/api/admin/jobs?state=failing')).json().jobs as AdminJob[];
    await ctx.database.db.execute(sql`UPDATE outbox_jobs SET locked_until = now() + interval '1 minute' WHERE id = ${running!.id}`);
    const busy = await call('POST', `/api/admin/jobs/${running!.id}/retry`, undefined, { reason: 'Checking' });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe('This job is running right now. Look again in a minute.');
  });

  it('is for admins only', async () => {
    const customer = await signedInCustomer(ctx);
    const job = '00000000-0000-4000-8000-000000000000';
    for (const headers of [{}, customer.headers]) {
      const expected = 'authorization' in headers ? 403 : 401;
      expect((await call('GET', '/api/admin/jobs', headers)).statusCode).toBe(expected);
      expect((await call('POST', `/api/admin/jobs/${job}/retry`, headers, { reason: 'Checking' })).statusCode).toBe(expected);
    }
    const cashier = await ctx.app.auth.startSession((await insertUser(ctx.database.db, { role: 'cashier' })).id);
    expect((await call('GET', '/api/admin/jobs', { authorization: `Bearer ${cashier.token}` })).statusCode).toBe(403);
  });
});
