import { decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throttles, users } from '../../db/schema/index.ts';
import { startTestAppWithMail } from '../../test/app.ts';
import { insertUser } from '../../test/factories.ts';
import type { SmtpSink } from '../../test/smtp-sink.ts';

let ctx: Awaited<ReturnType<typeof startTestAppWithMail>>;
let sink: SmtpSink;
const PASSWORD = 'Mitumba#2024';

beforeAll(async () => {
  ctx = await startTestAppWithMail();
  ({ sink } = ctx);
});
afterAll(async () => ctx.close());

const login = (email: string, password: string, ip = '10.9.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password }, remoteAddress: ip });

describe('POST /api/user/login', () => {
  it('answers a token whose payload carries the user id, and the user name', async () => {
    const user = await insertUser(ctx.database.db);
    const response = await login(user.email.toUpperCase(), PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: 'Welcome back!', username: user.name, role: 'customer' });
    expect(decodeJwt(body.token).id).toBe(user.id);
    const profile = await ctx.app.inject({ url: '/api/user/profile', headers: { authorization: `Bearer ${body.token}` } });
    expect(profile.json().user._id).toBe(user.id);
  });

  it('answers the role, so that staff are sent to their desk', async () => {
    for (const role of ['admin', 'cashier'] as const) {
      const user = await insertUser(ctx.database.db, { role });
      expect((await login(user.email, PASSWORD, `10.9.1.${role.length}`)).json()).toMatchObject({ success: true, role });
    }
  });

  it('answers a wrong password and an unknown e-mail identically', async () => {
    const user = await insertUser(ctx.database.db);
    const wrong = await login(user.email, 'Wrong#2024');
    const unknown = await login('nobody-here@example.test', 'Wrong#2024');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, message: 'Invalid email or password' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it("tells a suspended customer so, with their name, only after the right password", async () => {
    const user = await insertUser(ctx.database.db, { status: 'suspended' });
    expect((await login(user.email, 'Wrong#2024')).statusCode).toBe(401);
    const response = await login(user.email, PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: 'Your account has been suspended. Please contact support.', username: user.name, suspended: true });
  });

  it('tells an unverified customer how to verify, and mails a fresh code', async () => {
    const user = await insertUser(ctx.database.db);
    await ctx.database.db.update(users).set({ status: 'unverified' }).where(eq(users.id, user.id));
    const response = await login(user.email, PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ needsVerification: true, email: user.email });
    expect(response.json().message).toContain('verify your email');
    await sink.waitFor((mail) => mail.to.includes(user.email) && /verification code/.test(mail.subject));
  });

  it('locks an account for the client that failed 5 times, even for the right password, and never for its owner elsewhere', async () => {
    const user = await insertUser(ctx.database.db);
    for (let attempt = 1; attempt <= 4; attempt += 1) expect((await login(user.email, `Wrong${attempt}`)).statusCode).toBe(401);
    const fifth = await login(user.email, 'Wrong5');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe('Too many failed attempts. Try again in 15 minutes.');
    const right = await login(user.email, PASSWORD);
    expect(right.statusCode).toBe(429);
    // The owner on another device or network still logs in: a stranger cannot lock them out (issue 25).
    expect((await login(user.email, PASSWORD, '10.9.0.2')).statusCode).toBe(200);
    // The lock ends by itself.
    await ctx.database.db.update(throttles).set({ lockedUntil: new Date(Date.now() - 1000) }).where(eq(throttles.key, `login:email:${user.email}:ip:10.9.0.1`));
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('locks an account everywhere after 20 failures within an hour from many addresses', async () => {
    const user = await insertUser(ctx.database.db);
    for (let attempt = 1; attempt <= 20; attempt += 1) await login(user.email, `Wrong${attempt}`, `10.8.${Math.floor(attempt / 4)}.${attempt % 4}`);
    const fromNewPlace = await login(user.email, PASSWORD, '10.7.0.1');
    expect(fromNewPlace.statusCode).toBe(429);
    expect(fromNewPlace.json().message).toBe('Too many failed attempts. Try again in 15 minutes.');
  });

  it("checks at most the account's hourly budget of 200 parallel wrong passwords from many addresses, then refuses the right one", async () => {
    const user = await insertUser(ctx.database.db);
    // From many addresses, so only the account-wide budget applies (20 an hour: the per-client one is 5, issue 25).
    const answers = await Promise.all(Array.from({ length: 200 }, (_, index) => login(user.email, `Wrong#${index}`, `10.20.${Math.floor(index / 250)}.${index % 250}`)));
    const checked = answers.filter((answer) => answer.statusCode === 401);
    expect(checked.length).toBeLessThanOrEqual(19);
    expect(answers.every((answer) => answer.statusCode === 401 || answer.statusCode === 429)).toBe(true);
    const right = await login(user.email, PASSWORD, '10.21.0.1');
    expect(right.statusCode).toBe(429);
  });

  it('locks unknown e-mails the same way (no enumeration through the lock)', async () => {
    for (let attempt = 1; attempt <= 4; attempt += 1) await login('ghost@example.test', 'x', '10.9.0.3');
    expect((await login('ghost@example.test', 'x', '10.9.0.3')).statusCode).toBe(429);
  });

  it('forgets earlier failures after a successful login', async () => {
    const user = await insertUser(ctx.database.db);
    for (let attempt = 1; attempt <= 4; attempt += 1) await login(user.email, 'nope', '10.9.0.4');
    expect((await login(user.email, PASSWORD, '10.9.0.4')).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt += 1) expect((await login(user.email, 'nope', '10.9.0.4')).statusCode).toBe(401);
  });

  it('locks an IP that fails 30 times across many e-mails', async () => {
    for (let attempt = 0; attempt < 29; attempt += 1) {
      expect((await login(`spray${attempt}@example.test`, 'guess', '10.9.9.9')).statusCode).toBe(401);
    }
    expect((await login('spray-last@example.test', 'guess', '10.9.9.9')).statusCode).toBe(429);
    const user = await insertUser(ctx.database.db);
    expect((await login(user.email, PASSWORD, '10.9.9.9')).statusCode).toBe(429);
    expect((await login(user.email, PASSWORD, '10.9.9.10')).statusCode).toBe(200);
  });

  it('refuses a malformed body with 400 and no throttle count', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: 'x' } });
    expect(response.statusCode).toBe(400);
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/user/login', headers: { 'content-type': 'application/json' }, payload: '{' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, message: 'The request body is not valid JSON.' });
  });
});
