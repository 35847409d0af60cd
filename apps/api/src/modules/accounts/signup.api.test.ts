import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOtps, pointsLedger, users } from '../../db/schema/index.ts';
import { startTestAppWithMail } from '../../test/app.ts';
import { insertUser } from '../../test/factories.ts';
import type { SmtpSink } from '../../test/smtp-sink.ts';

let ctx: Awaited<ReturnType<typeof startTestAppWithMail>>;
let sink: SmtpSink;

beforeAll(async () => {
  ctx = await startTestAppWithMail();
  ({ sink } = ctx);
});
afterAll(async () => ctx.close());

const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload });
const codeFor = async (email: string, after = 0) => {
  const mail = await sink.waitFor((candidate) => candidate.to.includes(email) && /verification code/.test(candidate.subject) && sink.mails.indexOf(candidate) >= after);
  return /(\d{6})/.exec(mail.subject)?.[1] ?? '';
};
let counter = 0;
const newSignup = () => {
  counter += 1;
  return { name: 'Achieng Otieno', phone: `07${String(20_000_000 + counter)}`, email: `Achieng${counter}@Example.test`, password: 'Sokoni#2024' };
};

describe('GET /api/user/check-phone', () => {
  it('answers availability for either phone form, and 400 for a bad phone', async () => {
    const user = await insertUser(ctx.database.db);
    const local = `0${user.phone.slice(4)}`;
    expect((await ctx.app.inject(`/api/user/check-phone?phone=${local}`)).json()).toEqual({ success: true, available: false });
    expect((await ctx.app.inject(`/api/user/check-phone?phone=${encodeURIComponent(user.phone)}`)).json().available).toBe(false);
    expect((await ctx.app.inject('/api/user/check-phone?phone=0799999999')).json().available).toBe(true);
    const bad = await ctx.app.inject('/api/user/check-phone?phone=12345');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Please enter a valid 10-digit phone number starting with 0.');
  });

  it('answers nothing but success and available', async () => {
    const user = await insertUser(ctx.database.db);
    const response = await ctx.app.inject(`/api/user/check-phone?phone=${encodeURIComponent(user.phone)}`);
    expect(Object.keys(response.json()).sort()).toEqual(['available', 'success']);
    expect(response.body).not.toContain(user.email);
    expect(response.body).not.toContain(user.name);
  });
});

describe('sign-up with an e-mailed code', () => {
  it('registers an unverified account with a +254 phone and a lower-cased e-mail, and mails a code', async () => {
    const signup = newSignup();
    const response = await post('/api/user/register', { ...signup, referralPhone: '0711111111' });
    expect(response.statusCode).toBe(201);
    const email = signup.email.toLowerCase();
    expect(response.json()).toMatchObject({ success: true, email });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ phone: `+254${signup.phone.slice(1)}`, status: 'unverified', referralPhone: '+254711111111', role: 'customer', referralCode: null });
    // A new account starts with no points: its balance is its ledger's sum (migration 0014).
    expect(await ctx.database.db.select().from(pointsLedger).where(eq(pointsLedger.userId, row?.id ?? ''))).toEqual([]);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await codeFor(email)).toMatch(/^\d{6}$/);
    const [otp] = await ctx.database.db.select().from(emailOtps).where(eq(emailOtps.userId, row?.id ?? ''));
    expect(otp?.codeHash).not.toContain(await codeFor(email));
  });

  it('refuses a taken phone with 409 (the spec\'s message) and changes nothing', async () => {
    const signup = newSignup();
    expect((await post('/api/user/register', signup)).statusCode).toBe(201);
    const samePhone = await post('/api/user/register', { ...newSignup(), phone: signup.phone });
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json()).toEqual({ success: false, message: 'Phone number already registered' });
    const count = await ctx.database.db.select().from(users).where(eq(users.phone, `+254${signup.phone.slice(1)}`));
    expect(count).toHaveLength(1);
  });

  it('answers a sign-up with an e-mail that has an account exactly like a new one, and mails the owner instead', async () => {
    const owner = await insertUser(ctx.database.db);
    const fresh = newSignup();
    const known = { ...newSignup(), email: owner.email.toUpperCase() };
    const newAnswer = await post('/api/user/register', fresh);
    const knownAnswer = await post('/api/user/register', known);
    expect(knownAnswer.statusCode).toBe(newAnswer.statusCode);
    expect(knownAnswer.json()).toEqual({ ...newAnswer.json(), message: newAnswer.json().message.replace(fresh.email.toLowerCase(), owner.email), email: owner.email });
    // Nothing was created or changed for the known address; its owner is told, and gets no code.
    const rows = await ctx.database.db.select().from(users).where(eq(users.email, owner.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: owner.name, phone: owner.phone, passwordHash: owner.passwordHash });
    expect((await ctx.database.db.select().from(users).where(eq(users.phone, `+254${known.phone.slice(1)}`)))).toHaveLength(0);
    const notice = await sink.waitFor((mail) => mail.to.includes(owner.email));
    expect(notice.subject).toBe('You already have a Mitumba account');
    expect(notice.text).not.toMatch(/\d{6}/);
    // Guessing codes for it answers like guessing a new account's code.
    const guessKnown = await post('/api/user/verify-otp', { email: owner.email, otp: '000000' });
    const guessNew = await post('/api/user/verify-otp', { email: fresh.email, otp: (await codeFor(fresh.email.toLowerCase())) === '000000' ? '111111' : '000000' });
    expect(guessKnown.statusCode).toBe(guessNew.statusCode);
    expect(guessKnown.json()).toEqual(guessNew.json());
    expect((await post('/api/user/login', { email: owner.email, password: 'Mitumba#2024' })).statusCode).toBe(200);
  });

  it('mails a fresh code to an address whose account is still unverified, instead of refusing', async () => {
    const signup = newSignup();
    await post('/api/user/register', signup);
    const email = signup.email.toLowerCase();
    await codeFor(email);
    const [first] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    await ctx.database.db.update(emailOtps).set({ createdAt: new Date(Date.now() - 60_000) }).where(eq(emailOtps.userId, first?.id ?? ''));
    const mailsBefore = sink.mails.length;
    const again = await post('/api/user/register', { ...newSignup(), email });
    expect(again.statusCode).toBe(201);
    const code = await codeFor(email, mailsBefore);
    expect((await post('/api/user/verify-otp', { email, otp: code })).statusCode).toBe(200);
    expect(await ctx.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it.each([
    [{ phone: '712345678' }, 'Please enter a valid 10-digit phone number starting with 0.'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ email: 'a@example.test, stranger@example.test' }, 'Please enter a valid email address'],
    [{ email: 'Wanjiku <wanjiku@example.test>' }, 'Please enter a valid email address'],
    [{ password: 'short' }, 'Password must be at least 8 characters'],
    [{ name: '' }, 'Please enter your name'],
    [{ referralPhone: '07-abc' }, 'Referral phone must contain digits only'],
  ])('refuses %o with a clear message', async (change, message) => {
    const response = await post('/api/user/register', { ...newSignup(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('counts wrong codes, locks after 5, and accepts the right one only once', async () => {
    const signup = newSignup();
    await post('/api/user/register', signup);
    const email = signup.email.toLowerCase();
    const code = await codeFor(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await post('/api/user/verify-otp', { email, otp: wrong });
    expect(first.statusCode).toBe(400);
    expect(first.json().message).toBe('That code is not correct. 4 tries left.');
    expect((await post('/api/user/verify-otp', { email, otp: '12ab56' })).json().message).toBe('Please enter a valid 6-digit OTP');
    for (let i = 0; i < 3; i += 1) await post('/api/user/verify-otp', { email, otp: wrong });
    const fifth = await post('/api/user/verify-otp', { email, otp: wrong });
    expect(fifth.statusCode).toBe(429);
    const locked = await post('/api/user/verify-otp', { email, otp: code });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many wrong codes. Please request a new OTP.');
  });

  it('verifies with the right code, sends a welcome mail, and refuses the code again', async () => {
    const signup = newSignup();
    await post('/api/user/register', signup);
    const email = signup.email.toLowerCase();
    const code = await codeFor(email);
    const ok = await post('/api/user/verify-otp', { email, otp: code });
    expect(ok.json()).toEqual({ success: true, message: 'Your account is now verified!', name: 'Achieng Otieno' });
    await sink.waitFor((mail) => mail.to.includes(email) && mail.subject === 'Welcome to Mitumba');
    // A used code is spent; an active account answers like any address without a live code.
    const again = await post('/api/user/verify-otp', { email, otp: code });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This code has expired. Please request a new OTP.');
  });

  it('expires a code after 120 s and rate-limits new codes', async () => {
    const signup = newSignup();
    await post('/api/user/register', signup);
    const email = signup.email.toLowerCase();
    const code = await codeFor(email);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    await ctx.database.db.update(emailOtps).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(emailOtps.userId, user?.id ?? ''));
    expect((await post('/api/user/verify-otp', { email, otp: code })).json().message).toBe('This code has expired. Please request a new OTP.');

    const tooSoon = await post('/api/user/request-new-otp', { email });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toMatch(/^Please wait \d+ seconds before requesting a new code\.$/);
    await ctx.database.db.update(emailOtps).set({ createdAt: new Date(Date.now() - 60_000) }).where(eq(emailOtps.userId, user?.id ?? ''));
    const mailsBefore = sink.mails.length;
    expect((await post('/api/user/request-new-otp', { email })).statusCode).toBe(200);
    const fresh = await codeFor(email, mailsBefore);
    expect((await post('/api/user/verify-otp', { email, otp: fresh })).statusCode).toBe(200);
  });

  it('answers a code request for an unknown e-mail the same way, sending nothing', async () => {
    const before = sink.mails.length;
    const response = await post('/api/user/request-new-otp', { email: 'nobody@example.test' });
    expect(response.json()).toEqual({ success: true, message: 'If nobody@example.test is waiting for verification, a new code is on its way.' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sink.mails.length).toBe(before);
  });
});
