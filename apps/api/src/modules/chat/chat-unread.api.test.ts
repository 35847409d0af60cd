import { CHAT_HISTORY_LIMIT, type ChatUnreadResponse } from '@mitumba/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '../../db/schema/index.ts';
import { startTestApp, signedInCustomer, type SignedIn, type TestContext } from '../../test/app.ts';
import { insertUser } from '../../test/factories.ts';

let ctx: TestContext;
let admin: { authorization: string };

beforeAll(async () => {
  ctx = await startTestApp();
  const adminUser = await insertUser(ctx.database.db, { role: 'admin' });
  admin = { authorization: `Bearer ${(await ctx.app.auth.startSession(adminUser.id)).token}` };
});
afterAll(async () => ctx.close());

const call = (method: 'GET' | 'POST', url: string, headers: object, payload?: object) =>
  ctx.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });
const send = (who: SignedIn, content: string) => call('POST', '/api/messages', who.headers, { content });
const reply = (customerId: string, content: string) => call('POST', `/api/admin/messages/${customerId}`, admin, { content });
const readChat = (who: SignedIn) => call('GET', '/api/messages', who.headers);

async function unread(who: SignedIn): Promise<number> {
  const response = await call('GET', '/api/messages/unread', who.headers);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as ChatUnreadResponse;
  expect(body.success).toBe(true);
  return body.unread;
}

describe('GET /api/messages/unread: the shop replies the customer has not read', () => {
  it('answers a visitor with the same 401 as GET /api/messages', async () => {
    const refused = await call('GET', '/api/messages/unread', {});
    const messages = await call('GET', '/api/messages', {});
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ success: false });
    expect(refused.json()).toEqual(messages.json());
    expect((await call('GET', '/api/messages/unread', { authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
  });

  it("counts the shop's replies, only this customer's, and reading the chat brings it back to 0", async () => {
    const amani = await signedInCustomer(ctx);
    const baraka = await signedInCustomer(ctx);
    expect(await unread(amani)).toBe(0);

    await send(amani, 'Is the denim jacket still there?');
    expect(await unread(amani)).toBe(0);
    expect((await reply(amani.user.id, 'Yes, size M.')).statusCode).toBe(200);
    expect(await unread(amani)).toBe(1);

    // Another conversation is never counted, whichever way it goes.
    await send(baraka, 'Hello');
    await reply(baraka.user.id, 'Karibu Baraka');
    await reply(baraka.user.id, 'How can we help?');
    expect(await unread(amani)).toBe(1);
    expect(await unread(baraka)).toBe(2);

    expect((await readChat(amani)).statusCode).toBe(200);
    expect(await unread(amani)).toBe(0);
    expect(await unread(baraka)).toBe(2);
  });

  it('ignores a userId in the query: the token says whose count it is', async () => {
    const amani = await signedInCustomer(ctx);
    const baraka = await signedInCustomer(ctx);
    await reply(baraka.user.id, 'For Baraka');
    const response = await call('GET', `/api/messages/unread?userId=${baraka.user.id}`, amani.headers);
    expect(response.statusCode).toBe(200);
    expect((response.json() as ChatUnreadResponse).unread).toBe(0);
  });

  it('clears replies older than the history a conversation page shows, so the badge cannot stick', async () => {
    const amani = await signedInCustomer(ctx);
    const start = Date.now() - 60 * 60_000;
    await ctx.database.db.insert(chatMessages).values([
      { customerId: amani.user.id, authorId: null, fromShop: true, content: 'An old reply', createdAt: new Date(start) },
      ...Array.from({ length: CHAT_HISTORY_LIMIT }, (_, index) => ({
        customerId: amani.user.id, authorId: amani.user.id, fromShop: false, content: `Message ${index}`, createdAt: new Date(start + (index + 1) * 1000),
      })),
    ]);
    expect(await unread(amani)).toBe(1);
    const page = await readChat(amani);
    expect(page.body).not.toContain('An old reply');
    expect(await unread(amani)).toBe(0);
  });
});
