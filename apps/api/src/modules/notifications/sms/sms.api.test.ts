import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxJobs, smsMessages, smsOptedOutNumbers } from '../../../db/schema/index.ts';
import { startAdminTestApp } from '../../../test/admin.ts';
import { addToCart, orderPayload } from '../../../test/checkout.ts';
import { insertProduct } from '../../../test/factories.ts';
import { startCheckoutApp, type SandboxedApp } from '../../orders/prompt-checkout.test-support.ts';
import { customerWithPhone, emulatorInbox, paidMpesaOrder, runRetriesNow, smsOf } from './sms.test-support.ts';
import { dispatchBody } from '../../../test/couriers.ts';

// The emulator's delivery reports come 50 ms after each send.
process.env.SANDBOX_AT_REPORT_DELAY_MS = '50';

let ctx: SandboxedApp;
let call: Awaited<ReturnType<typeof startAdminTestApp>>['call'];

beforeAll(async () => {
  ({ ctx, call } = await startAdminTestApp(() => startCheckoutApp()));
});
afterAll(async () => ctx.close());

const causesOf = (rows: { causeKey: string }[]) => rows.map((row) => row.causeKey.split(':')[0]);

describe('order SMS through the Africa\'s Talking emulator', () => {
  it('texts placed, paid, dispatched and delivered once each, and shows them delivered on the admin order page', async () => {
    const customer = await customerWithPhone(ctx, '+254711000301');
    const orderRef = await paidMpesaOrder(ctx, customer);
    const order = await ctx.app.services.orders.findByRef(orderRef);
    expect((await call('POST', `/api/admin/orders/${orderRef}/dispatch`, undefined, await dispatchBody(ctx.database.db))).statusCode).toBe(200);
    // A second dispatch is refused and texts nothing; the same news enqueued again is the same SMS.
    expect((await call('POST', `/api/admin/orders/${orderRef}/dispatch`, undefined, await dispatchBody(ctx.database.db))).statusCode).toBe(409);
    await ctx.database.db.transaction((tx) => ctx.app.services.orders.textWithin(tx, order!, 'dispatched'));
    expect((await call('POST', `/api/admin/orders/${orderRef}/deliver`, undefined, { reason: '' })).statusCode).toBe(200);

    const rows = await smsOf(ctx, customer.user.id);
    expect(causesOf(rows)).toEqual(['order-placed', 'order-paid', 'order-dispatched', 'order-delivered']);
    expect(rows.every((row) => row.status === 'sent' && row.statusCode === 101 && row.providerMessageId?.startsWith('ATXid_'))).toBe(true);
    expect(rows.every((row) => row.text.includes(order!.reference) && row.parts === 1 && row.orderId === order!.id)).toBe(true);
    expect(rows[1]?.text).toBe(`Mitumba: payment of Ksh 4,200 for order ${order!.reference} received. Thank you! We will text you when it leaves the shop.`);
    const inbox = await emulatorInbox(ctx, '+254711000301');
    expect(inbox.map((sms) => sms.text).reverse()).toEqual(rows.map((row) => row.text));

    await expect.poll(async () => (await smsOf(ctx, customer.user.id)).map((row) => row.deliveryStatus), { timeout: 5_000 })
      .toEqual(['Success', 'Success', 'Success', 'Success']);
    const detail = (await call('GET', `/api/admin/orders/${orderRef}`)).json() as { messages: { phone: string; status: string; deliveryStatus: string; text: string }[] };
    expect(detail.messages.map((message) => [message.phone, message.status, message.deliveryStatus])).toEqual(
      Array(4).fill(['+254711000301', 'sent', 'Success']),
    );
  });

  it('tries a send the gateway rejected (502) again with the outbox\'s back-off, then it is delivered', async () => {
    const customer = await customerWithPhone(ctx, '+254700000502');
    await paidMpesaOrder(ctx, customer);
    const [placed] = await smsOf(ctx, customer.user.id);
    expect(placed).toMatchObject({ status: 'queued', providerMessageId: null });
    const [job] = await ctx.database.db.select().from(outboxJobs).where(and(eq(outboxJobs.kind, 'sms.send'), eq(outboxJobs.key, placed!.causeKey)));
    expect(job).toMatchObject({ state: 'queued', tries: 1, lastError: expect.stringContaining('502 RejectedByGateway') });

    await runRetriesNow(ctx);
    const rows = await smsOf(ctx, customer.user.id);
    expect(rows.map((row) => [row.causeKey.split(':')[0], row.status])).toEqual([['order-placed', 'sent'], ['order-paid', 'sent']]);
    await expect.poll(async () => (await smsOf(ctx, customer.user.id))[0]?.deliveryStatus, { timeout: 5_000 }).toBe('Success');
    // The emulator took the placed SMS twice (refused, then sent) and the paid one once.
    expect((await emulatorInbox(ctx, '+254700000502')).map((sms) => sms.statusCode)).toEqual([101, 101, 502]);
  });

  it('ends a send answered 406 (opted out): the number is marked, never tried again, and later SMS to it are skipped', async () => {
    const customer = await customerWithPhone(ctx, '+254700000406');
    const orderRef = await paidMpesaOrder(ctx, customer);
    await runRetriesNow(ctx);
    const rows = await smsOf(ctx, customer.user.id);
    const placed = rows.find((row) => row.causeKey.startsWith('order-placed'));
    expect(placed).toMatchObject({ status: 'refused', statusCode: 406, failureReason: 'UserInBlacklist' });
    expect(await ctx.database.db.select().from(smsOptedOutNumbers).where(eq(smsOptedOutNumbers.phone, '+254700000406'))).toHaveLength(1);
    const jobs = await ctx.database.db.select().from(outboxJobs).where(eq(outboxJobs.key, placed!.causeKey));
    expect(jobs.map((job) => [job.state, job.tries])).toEqual([['done', 1]]);

    expect((await call('POST', `/api/admin/orders/${orderRef}/dispatch`, undefined, await dispatchBody(ctx.database.db))).statusCode).toBe(200);
    const dispatched = (await smsOf(ctx, customer.user.id)).find((row) => row.causeKey.startsWith('order-dispatched'));
    expect(dispatched).toMatchObject({ status: 'skipped', failureReason: 'The number opted out of SMS' });
    // The emulator saw at most the placed and paid sends (which of them raced the marking), never the dispatch.
    expect((await emulatorInbox(ctx, '+254700000406')).some((sms) => sms.text.includes('on its way'))).toBe(false);
  });

  it('texts the decision on a return: approved once, however often it is asked', async () => {
    const customer = await customerWithPhone(ctx, '+254711000305');
    const orderRef = await paidMpesaOrder(ctx, customer);
    expect((await call('POST', `/api/admin/orders/${orderRef}/deliver`, undefined, { reason: '' })).statusCode).toBe(200);
    const asked = await ctx.app.inject({
      method: 'POST', url: '/api/order/request-cancellation', headers: customer.headers, payload: { orderId: orderRef, reason: 'damaged', details: 'Torn sleeve' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const decide = (approve: boolean) => call('POST', `/api/admin/cancellations/${orderRef}/decide`, undefined, { approve, reason: 'Checked the photos' });
    expect((await decide(true)).statusCode).toBe(200);
    expect((await decide(true)).statusCode).toBe(200);
    const rows = await smsOf(ctx, customer.user.id);
    expect(causesOf(rows)).toEqual(['order-placed', 'order-paid', 'order-delivered', 'order-cancellation-approved']);
    expect(rows[3]?.text).toContain('is approved. Your refund of Ksh 4,200 is on its way.');
  });

  it('tells a Sidian paybill order how to pay it, with its short reference as the account', async () => {
    const customer = await customerWithPhone(ctx, '+254711000304');
    const productId = await insertProduct(ctx.database.db, { name: 'Paybill Bale', priceShillings: 4200, stock: { '45KG': 2 } });
    await addToCart(ctx, customer, productId, '45KG');
    const payload = await orderPayload(ctx, customer);
    const placed = await ctx.app.inject({ method: 'POST', url: '/api/order/sidian', headers: customer.headers, payload });
    expect(placed.statusCode, placed.body).toBe(200);
    const order = await ctx.app.services.orders.findByRef(payload.orderId);
    const [sms] = await smsOf(ctx, customer.user.id);
    expect(sms?.text).toBe(`Mitumba: order ${order!.reference} placed, Ksh 4,200. Pay Ksh 4,200 to paybill 111999, account ${order!.reference}.`);
  });

  it('texts nothing to a customer who turned SMS off in their profile, and again once they turn it on', async () => {
    const customer = await customerWithPhone(ctx, '+254711000302');
    const off = await ctx.app.inject({ method: 'PUT', url: '/api/user/update-profile', headers: customer.headers, payload: { smsNotifications: false } });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().user.smsNotifications).toBe(false);
    const orderRef = await paidMpesaOrder(ctx, customer);
    expect(await smsOf(ctx, customer.user.id)).toEqual([]);
    expect(await emulatorInbox(ctx, '+254711000302')).toEqual([]);

    const on = await ctx.app.inject({ method: 'PUT', url: '/api/user/update-profile', headers: customer.headers, payload: { smsNotifications: true } });
    expect(on.json().user.smsNotifications).toBe(true);
    expect((await call('POST', `/api/admin/orders/${orderRef}/dispatch`, undefined, await dispatchBody(ctx.database.db))).statusCode).toBe(200);
    expect(causesOf(await smsOf(ctx, customer.user.id))).toEqual(['order-dispatched']);
    const bad = await ctx.app.inject({ method: 'PUT', url: '/api/user/update-profile', headers: customer.headers, payload: { smsNotifications: 'maybe' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, message: 'SMS messages must be on or off' });
  });
});

describe('delivery reports', () => {
  const report = (body: string) => ctx.app.inject({
    method: 'POST', url: '/api/notifications/sms/delivery-reports', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: body,
  });

  it('stores a Failed report with its reason, ignores an unknown id with 200, and refuses one without an id', async () => {
    const customer = await customerWithPhone(ctx, '+254700000601');
    await paidMpesaOrder(ctx, customer);
    await expect.poll(async () => (await smsOf(ctx, customer.user.id)).map((row) => [row.deliveryStatus, row.failureReason]), { timeout: 5_000 })
      .toEqual([['Failed', 'DeliveryFailure'], ['Failed', 'DeliveryFailure']]);

    const unknown = await report('id=ATXid_not-ours&status=Success&phoneNumber=%2B254711000111');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ success: true, matched: false });
    expect(await ctx.database.db.select().from(smsMessages).where(eq(smsMessages.providerMessageId, 'ATXid_not-ours'))).toEqual([]);
    const missing = await report('status=Success');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().success).toBe(false);
  });

  it('keeps a final status when an interim report comes after it', async () => {
    const customer = await customerWithPhone(ctx, '+254711000303');
    await paidMpesaOrder(ctx, customer);
    await expect.poll(async () => (await smsOf(ctx, customer.user.id))[0]?.deliveryStatus, { timeout: 5_000 }).toBe('Success');
    const [first] = await smsOf(ctx, customer.user.id);
    expect((await report(`id=${first!.providerMessageId}&status=Buffered`)).json()).toEqual({ success: true, matched: false });
    expect((await smsOf(ctx, customer.user.id))[0]?.deliveryStatus).toBe('Success');
  });
});
