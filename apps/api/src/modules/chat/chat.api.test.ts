import type { AdminConversationResponse, AdminInboxResponse, ChatMessagesResponse, ChatPostResponse } from '@mitumba/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, signedInCustomer, type SignedIn, type TestContext } from '../../test/app.ts';
import { ensureCatalogBasics, insertProduct, insertUser } from '../../test/factories.ts';
import { insertOrderHistory } from '../orders/order-history.fixture.ts';

let ctx: TestContext;
let admin: { authorization: string };

beforeAll(async () => {
  ctx = await startTestApp();
  await ensureCatalogBasics(ctx.database.db);
  const adminUser = await insertUser(ctx.database.db, { role: 'admin' });
  admin = { authorization: `Bearer ${(await ctx.app.auth.startSession(adminUser.id)).token}` };
});
afterAll(async () => ctx.close());

const call = (method: 'GET' | 'POST', url: string, headers: object, payload?: object) =>
  ctx.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });
const send = (who: SignedIn, content: unknown) => call('POST', '/api/messages', who.headers, { content });
const read = async (who: SignedIn) => (await call('GET', '/api/messages', who.headers)).json() as ChatMessagesResponse;
const reply = (customerId: string, content: string) => call('POST', `/api/admin/messages/${customerId}`, admin, { content });
async function inbox(query = ''): Promise<AdminInboxResponse> {
  const response = await call('GET', `/api/admin/messages${query}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AdminInboxResponse;
}

describe('chat: the customer side (GET and POST /api/messages)', () => {
  it('needs a session', async () => {
    expect((await call('GET', '/api/messages', {})).statusCode).toBe(401);
    const refused = await call('POST', '/api/messages', {}, { content: 'Hello' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ success: false });
  });

  it("sends a message, trimmed, and shows the shop's replies under it as admin, in order", async () => {
    const amani = await signedInCustomer(ctx);
    const sent = await send(amani, '  Do you have this jacket in L?  ');
    expect(sent.statusCode).toBe(200);
    const { message } = sent.json() as ChatPostResponse;
    expect(message).toMatchObject({ content: 'Do you have this jacket in L?', isAdmin: false, replies: [] });
    expect((await reply(amani.user.id, 'Yes, one left.')).statusCode).toBe(200);
    expect((await reply(amani.user.id, 'Shall I hold it for you?')).statusCode).toBe(200);
    await send(amani, 'Yes please');

    const { messages } = await read(amani);
    expect(messages.map((entry) => [entry.content, entry.isAdmin, entry.replies.map((answer) => [answer.content, answer.isAdmin])])).toEqual([
      ['Do you have this jacket in L?', false, [['Yes, one left.', true], ['Shall I hold it for you?', true]]],
      ['Yes please', false, []],
    ]);
    expect(messages[0]?._id).toBe(message._id);
  });

  it('refuses a blank message and one over 1,000 characters with a clear message, storing neither', async () => {
    const baraka = await signedInCustomer(ctx);
    for (const blank of ['', '   \n\t ']) {
      const refused = await send(baraka, blank);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ success: false, message: 'Please type a message.' });
    }
    const long = await send(baraka, 'a'.repeat(1001));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ success: false, message: 'Messages can be at most 1,000 characters.' });
    expect((await send(baraka, 'a'.repeat(1000))).statusCode).toBe(200);
    expect((await read(baraka)).messages.map((entry) => entry.content.length)).toEqual([1000]);
  });

  it("never shows a customer another's conversation, and a userId in the body changes nothing", async () => {
    const amani = await signedInCustomer(ctx);
    const baraka = await signedInCustomer(ctx);
    await send(amani, 'Amani private question');
    await reply(amani.user.id, 'Answer for Amani only');
    const posted = await call('POST', '/api/messages', baraka.headers, { content: 'Baraka here', userId: amani.user.id });
    expect(posted.statusCode).toBe(200);

    const seenByBaraka = JSON.stringify(await read(baraka));
    expect(seenByBaraka).not.toContain('Amani');
    expect((await read(baraka)).messages.map((entry) => entry.content)).toEqual(['Baraka here']);
    expect((await read(amani)).messages.map((entry) => entry.content)).toEqual(['Amani private question']);
  });

  it("marks the shop's replies read once the customer has read them (new ones show read: false once)", async () => {
    const amani = await signedInCustomer(ctx);
    await send(amani, 'Is delivery free?');
    await reply(amani.user.id, 'Above Ksh 5,000, yes.');
    const first = await read(amani);
    expect(first.messages[0]?.replies[0]?.read).toBe(false);
    const again = await read(amani);
    expect(again.messages[0]?.replies[0]?.read).toBe(true);
  });
});

describe('chat: the back office inbox (/api/admin/messages)', () => {
  it('is admin only', async () => {
    const customer = await signedInCustomer(ctx);
    const cashier = await insertUser(ctx.database.db, { role: 'cashier' });
    const cashierHeaders = { authorization: `Bearer ${(await ctx.app.auth.startSession(cashier.id)).token}` };
    for (const headers of [customer.headers, cashierHeaders]) {
      expect((await call('GET', '/api/admin/messages', headers)).statusCode).toBe(403);
      expect((await call('GET', `/api/admin/messages/${customer.user.id}`, headers)).statusCode).toBe(403);
      expect((await call('POST', `/api/admin/messages/${customer.user.id}`, headers, { content: 'hi' })).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/admin/messages', {})).statusCode).toBe(401);
  });

  it('lists conversations by last message with unread counts, and reading one clears its count', async () => {
    const first = await signedInCustomer(ctx);
    const second = await signedInCustomer(ctx);
    await send(first, 'One');
    await send(first, 'Two');
    await send(second, 'Hello from the second');
    await reply(second.user.id, 'Hello back');

    const before = await inbox();
    const rows = before.conversations.filter((row) => [first.user.id, second.user.id].includes(row.customerId));
    expect(rows.map((row) => [row.customerId, row.lastMessage.content, row.lastMessage.fromShop, row.unread])).toEqual([
      [second.user.id, 'Hello back', true, 0],
      [first.user.id, 'Two', false, 2],
    ]);
    expect(rows[1]?.customerName).toBe(first.user.name);

    const unreadBefore = before.unreadConversations;
    const opened = await call('GET', `/api/admin/messages/${first.user.id}`, admin);
    expect(opened.statusCode).toBe(200);
    expect((opened.json() as AdminConversationResponse).messages.map((entry) => entry.content)).toEqual(['One', 'Two']);
    const after = await inbox();
    expect(after.conversations.find((row) => row.customerId === first.user.id)?.unread).toBe(0);
    expect(after.unreadConversations).toBe(unreadBefore - 1);
    // The customer sees that the shop has read their messages.
    expect((await read(first)).messages.every((entry) => entry.read)).toBe(true);
  });

  it('pages the inbox newest first without repeats', async () => {
    for (let index = 0; index < 3; index += 1) await send(await signedInCustomer(ctx), `page test ${index}`);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: AdminInboxResponse = await inbox(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.conversations.length).toBeLessThanOrEqual(2);
      seen.push(...page.conversations.map((row) => row.customerId));
      cursor = page.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe((await inbox('?limit=50')).conversations.length);
  });

  it("shows the customer's recent orders beside the conversation, and 404s an unknown customer", async () => {
    const customer = await signedInCustomer(ctx);
    await send(customer, 'Where is my order?');
    const productId = await insertProduct(ctx.database.db);
    await insertOrderHistory(ctx.database.db, { userId: customer.user.id, productId, count: 7 });
    const detail = (await call('GET', `/api/admin/messages/${customer.user.id}`, admin)).json() as AdminConversationResponse;
    expect(detail.customer).toMatchObject({ id: customer.user.id, name: customer.user.name, email: customer.user.email });
    expect(detail.recentOrders).toHaveLength(5);
    expect(detail.recentOrders[0]).toMatchObject({ amount: 1000, paymentStatus: 'paid' });

    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', `/api/admin/messages/${unknown}`, admin)).statusCode).toBe(404);
    expect((await reply(unknown, 'Hello?')).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/messages/not-a-uuid', admin)).statusCode).toBe(400);
  });

  it('refuses a blank or too long reply', async () => {
    const customer = await signedInCustomer(ctx);
    expect((await reply(customer.user.id, '   ')).json()).toEqual({ success: false, message: 'Please type a message.' });
    expect((await reply(customer.user.id, 'b'.repeat(1001))).statusCode).toBe(400);
    expect((await read(customer)).messages).toEqual([]);
  });
});
