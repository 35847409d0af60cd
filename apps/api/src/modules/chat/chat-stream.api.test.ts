import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { ChatMessagesResponse } from '@mitumba/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createLocalStorage } from '../../lib/storage/local.ts';
import { signedInCustomer, startTestApp, TEST_JWT_SECRET, type SignedIn, type TestContext } from '../../test/app.ts';
import { insertUser } from '../../test/factories.ts';

/**
 * The live stream over a real listening server, read with fetch as the browser reads it. A second app on the same
 * database stands for another server instance: its writes reach this one's streams only through the database's NOTIFY.
 */
let ctx: TestContext;
let otherInstance: App;
let baseUrl: string;
let admin: { authorization: string };

beforeAll(async () => {
  ctx = await startTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: ctx.dataDir, PAYMENTS_RECONCILE: 'false' });
  otherInstance = await buildApp({ config, database: ctx.database, storage: createLocalStorage(path.join(ctx.dataDir, 'other')), jwtSecret: TEST_JWT_SECRET });
  await otherInstance.ready();
  const adminUser = await insertUser(ctx.database.db, { role: 'admin' });
  admin = { authorization: `Bearer ${(await ctx.app.auth.startSession(adminUser.id)).token}` };
});
afterAll(async () => {
  await otherInstance.close();
  await ctx.close();
});

type StreamEvent = { event: string; data: string };

/** Opens GET /api/messages/stream and hands out its events one at a time. */
async function openStream(who: SignedIn) {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/messages/stream`, {
    headers: { ...who.headers, accept: 'text/event-stream' }, signal: abort.signal,
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  async function next(timeoutMs = 5000): Promise<StreamEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields = Object.fromEntries(block.split('\n').filter((line) => /^[a-z]+:/.test(line)).map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon), line.slice(colon + 1).trim()];
        }));
        if (fields.event) return { event: fields.event, data: fields.data ?? '' };
        continue;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no event in time');
      const chunk = await Promise.race([reader.read(), new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no event in time')), left))]);
      if (chunk.done) throw new Error('the stream ended');
      buffer += chunk.value;
    }
  }
  const contents = async () => {
    const event = await next();
    expect(event.event).toBe('messages');
    return (JSON.parse(event.data) as ChatMessagesResponse).messages;
  };
  return { response, next, contents, close: () => abort.abort() };
}

describe('GET /api/messages/stream', () => {
  it('refuses a visitor, and answers a plain (non event-stream) request at once', async () => {
    const visitor = await fetch(`${baseUrl}/api/messages/stream`, { headers: { accept: 'text/event-stream' } });
    expect(visitor.status).toBe(401);
    const customer = await signedInCustomer(ctx);
    const plain = await fetch(`${baseUrl}/api/messages/stream`, { headers: customer.headers });
    expect(plain.status).toBe(406);
    expect(await plain.json()).toEqual({ success: false, message: 'This is a live stream: ask for text/event-stream.' });
  });

  it("pushes the shop's reply, written on another instance, to the customer's open stream (and only theirs)", async () => {
    const amani = await signedInCustomer(ctx);
    const baraka = await signedInCustomer(ctx);
    await ctx.app.inject({ method: 'POST', url: '/api/messages', headers: amani.headers, payload: { content: 'Is the jacket still there?' } });

    const amaniStream = await openStream(amani);
    const barakaStream = await openStream(baraka);
    expect(amaniStream.response.status).toBe(200);
    expect(amaniStream.response.headers.get('content-type')).toContain('text/event-stream');
    expect((await amaniStream.contents()).map((message) => message.content)).toEqual(['Is the jacket still there?']);
    expect(await barakaStream.contents()).toEqual([]);

    const replied = await otherInstance.inject({ method: 'POST', url: `/api/admin/messages/${amani.user.id}`, headers: admin, payload: { content: 'Yes, size L.' } });
    expect(replied.statusCode).toBe(200);
    const [question] = await amaniStream.contents();
    expect(question?.replies.map((answer) => [answer.content, answer.isAdmin])).toEqual([['Yes, size L.', true]]);
    // Baraka's stream hears nothing of it.
    await expect(barakaStream.next(600)).rejects.toThrow('no event in time');

    // The customer's own message from another tab comes too.
    await otherInstance.inject({ method: 'POST', url: '/api/messages', headers: amani.headers, payload: { content: 'I will take it' } });
    expect((await amaniStream.contents()).map((message) => message.content)).toEqual(['Is the jacket still there?', 'I will take it']);
    amaniStream.close();
    barakaStream.close();
  });

  it('lets one customer keep at most 5 streams open (429 beyond), and frees a place when one closes', async () => {
    const customer = await signedInCustomer(ctx);
    const streams = [];
    for (let index = 0; index < 5; index += 1) {
      const stream = await openStream(customer);
      await stream.contents();
      streams.push(stream);
    }
    const sixth = await fetch(`${baseUrl}/api/messages/stream`, { headers: { ...customer.headers, accept: 'text/event-stream' } });
    expect(sixth.status).toBe(429);
    expect(await sixth.json()).toEqual({ success: false, message: 'Too many chat windows are open. Close one and try again.' });
    streams.pop()?.close();
    await expect.poll(async () => {
      const again = await openStream(customer);
      again.close();
      return again.response.status;
    }, { timeout: 3000 }).toBe(200);
    for (const stream of streams) stream.close();
  });

  it("ends a session's streams the moment it is revoked on another instance (logout, or every session at a suspension), and only its streams", async () => {
    const customer = await signedInCustomer(ctx);
    const otherDevice = { authorization: `Bearer ${(await ctx.app.auth.startSession(customer.user.id)).token}` };
    const phone = await openStream(customer);
    const laptop = await openStream({ ...customer, headers: otherDevice });
    await phone.contents();
    await laptop.contents();

    // The customer logs out on the phone, through the other instance: the phone's stream ends here at once…
    const loggedOut = await otherInstance.inject({ method: 'POST', url: '/api/user/logout', headers: customer.headers, payload: {} });
    expect(loggedOut.statusCode, loggedOut.body).toBe(200);
    await expect(phone.next(3_000)).rejects.toThrow('the stream ended');
    // …while the laptop's session, still signed in, keeps hearing the shop.
    expect((await otherInstance.inject({ method: 'POST', url: `/api/admin/messages/${customer.user.id}`, headers: admin, payload: { content: 'Still here' } })).statusCode).toBe(200);
    expect(JSON.stringify(await laptop.contents())).toContain('Still here');

    // The owner suspends the account: every session ends, and so does the laptop's stream.
    const suspended = await otherInstance.inject({ method: 'POST', url: `/api/admin/customers/${customer.user.id}/suspend`, headers: admin, payload: { reason: 'Repeated chargebacks on card payments' } });
    expect(suspended.statusCode).toBe(200);
    await expect(laptop.next(3_000)).rejects.toThrow('the stream ended');
  });

  it('the stream ends when the server closes (an open stream never holds up a shutdown)', async () => {
    const local = await startTestApp();
    await local.app.listen({ port: 0, host: '127.0.0.1' });
    const customer = await signedInCustomer(local);
    const url = `http://127.0.0.1:${(local.app.server.address() as AddressInfo).port}/api/messages/stream`;
    const response = await fetch(url, { headers: { ...customer.headers, accept: 'text/event-stream' } });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    // The stream is open and has said its first word before the server goes…
    let text = '';
    while (!text.includes('event: messages')) {
      const { value, done } = await reader.read();
      if (done) break;
      text += value;
    }
    expect(text).toContain('event: messages');
    const started = Date.now();
    const closing = local.app.close();
    // …and then it ends by itself.
    for (let next = await reader.read(); !next.done; next = await reader.read());
    await closing;
    // Well under Node's 5 s keep-alive: the ended stream's connection is closed, not left to idle out.
    expect(Date.now() - started).toBeLessThan(3000);
    await local.close();
  });
});
