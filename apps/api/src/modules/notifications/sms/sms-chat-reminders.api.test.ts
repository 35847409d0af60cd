import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatPresence } from '../../../db/schema/index.ts';
import { startAdminTestApp } from '../../../test/admin.ts';
import { buyer, placedDeposit } from '../../deposits/deposit.test-support.ts';
import { startCheckoutApp, type SandboxedApp } from '../../orders/prompt-checkout.test-support.ts';
import { customerWithPhone, smsOf } from './sms.test-support.ts';

process.env.SANDBOX_AT_REPORT_DELAY_MS = '50';

let ctx: SandboxedApp;
let call: Awaited<ReturnType<typeof startAdminTestApp>>['call'];

beforeAll(async () => {
  ({ ctx, call } = await startAdminTestApp(() => startCheckoutApp()));
});
afterAll(async () => ctx.close());

const reply = (customerId: string, content: string) => call('POST', `/api/admin/messages/${customerId}`, undefined, { content });

/** Opens the customer's chat stream as the chat page does, and waits for its first event (the lease is taken by then). */
async function openChat(headers: Record<string, string>) {
  const abort = new AbortController();
  const response = await fetch(`${ctx.baseUrl}/api/messages/stream`, { headers: { ...headers, accept: 'text/event-stream' }, signal: abort.signal });
  const reader = response.body!.getReader();
  await reader.read();
  return { close: () => abort.abort() };
}

describe('a shop reply in chat', () => {
  it('texts a customer without the chat open, once for a burst of replies, and not one who has it open', async () => {
    const away = await customerWithPhone(ctx, '+254711000401');
    expect((await reply(away.user.id, 'Your bale is ready')).statusCode).toBe(200);
    expect((await reply(away.user.id, 'Pick it up any time')).statusCode).toBe(200);
    const texted = await smsOf(ctx, away.user.id);
    expect(texted.map((row) => [row.causeKey.split(':')[0], row.orderId, row.status])).toEqual([['chat-reply', null, 'sent']]);
    expect(texted[0]?.text).toContain('replied to your message');

    const here = await customerWithPhone(ctx, '+254711000402');
    const chat = await openChat(here.headers);
    try {
      expect((await reply(here.user.id, 'Hello!')).statusCode).toBe(200);
      expect(await smsOf(ctx, here.user.id)).toEqual([]);
    } finally {
      chat.close();
    }
    // Once the stream closed its lease is gone: the next reply texts.
    await expect.poll(async () => (await ctx.database.db.select().from(chatPresence).where(eq(chatPresence.userId, here.user.id))).length).toBe(0);
    expect((await reply(here.user.id, 'Are you there?')).statusCode).toBe(200);
    expect((await smsOf(ctx, here.user.id)).map((row) => row.causeKey.split(':')[0])).toEqual(['chat-reply']);
  });

  it('counts a lease another instance left to lapse as gone', async () => {
    const customer = await customerWithPhone(ctx, '+254711000403');
    await ctx.database.db.insert(chatPresence).values({ userId: customer.user.id, expiresAt: sql`now() - interval '1 second'` });
    expect((await reply(customer.user.id, 'Still there?')).statusCode).toBe(200);
    expect(await smsOf(ctx, customer.user.id)).toHaveLength(1);
  });
});

describe('the balance reminder', () => {
  it('texts a deposit order two days after its last payment, once a day however often it runs, and not before', async () => {
    const customer = await customerWithPhone(ctx, '+254711000404');
    await buyer(ctx, 10_000, customer);
    const placed = await placedDeposit(ctx, customer, '/api/order/deposit', { depositAmount: 7_500, depositPaymentMethod: 'mpesa', mpesaPhone: '0712340404' });
    const order = await ctx.app.services.orders.findByRef(placed.data.orderId);
    await expect.poll(async () => (await smsOf(ctx, customer.user.id)).map((row) => row.causeKey.split(':')[0]), { timeout: 5_000 })
      .toEqual(['order-placed', 'order-deposit']);
    expect((await smsOf(ctx, customer.user.id))[1]?.text).toContain('Balance Ksh 2,500');

    const { reminders } = ctx.app.services.notifications;
    await reminders.run();
    expect(await smsOf(ctx, customer.user.id)).toHaveLength(2);
    await ctx.database.db.execute(sql`UPDATE payment_attempts SET settled_at = now() - interval '49 hours' WHERE order_id = ${order!.id} AND state = 'paid'`);
    await Promise.all([reminders.run(), reminders.run()]);
    await reminders.run();
    const rows = await smsOf(ctx, customer.user.id);
    expect(rows.map((row) => row.causeKey.split(':')[0])).toEqual(['order-placed', 'order-deposit', 'balance-reminder']);
    expect(rows[2]).toMatchObject({ status: 'sent', orderId: order!.id });
    expect(rows[2]?.text).toBe(`Mitumba: order ${order!.reference} still has Ksh 2,500 to pay. Pay it from your order page.`);
    // Two days on, still owed: reminded again (a new day's key).
    const later = new Date(Date.now() + 2 * 86_400_000 + 60_000);
    expect(await reminders.run(later)).toBe(1);
    expect(await smsOf(ctx, customer.user.id)).toHaveLength(4);
  });
});
