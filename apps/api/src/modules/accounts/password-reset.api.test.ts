import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxJobs, passwordResets } from '../../db/schema/index.ts';
import { startTestAppWithMail } from '../../test/app.ts';
import { insertUser } from '../../test/factories.ts';
import type { SmtpSink } from '../../test/smtp-sink.ts';

let ctx: Awaited<ReturnType<typeof startTestAppWithMail>>;
let sink: SmtpSink;

beforeAll(async () => {
  ctx = await startTestAppWithMail({ PUBLIC_URL: 'https://shop.example' });
  ({ sink } = ctx);
});
afterAll(async () => ctx.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers });

async function resetLinkFor(email: string): Promise<string> {
  expect((await post('/api/user/forgot-password', { email })).statusCode).toBe(200);
  const mail = await sink.waitFor((candidate) => candidate.to.includes(email) && candidate.subject === 'Reset your Mitumba password');
  sink.mails.splice(sink.mails.indexOf(mail), 1);
  const link = /https:\/\/shop\.example\/resetpassword\/([A-Za-z0-9_-]+)/.exec(mail.text);
  expect(link).not.toBeNull();
  return link?.[1] ?? '';
}

describe('password recovery', () => {
  it('answers the same for a known and an unknown e-mail', async () => {
    const user = await insertUser(ctx.database.db);
    const known = await post('/api/user/forgot-password', { email: user.email });
    const unknown = await post('/api/user/forgot-password', { email: 'nobody@example.test' });
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe('If an account exists for that email, we have sent a password reset link to it.');
  });

  it('never waits for the mail server: the link goes out afterwards from a job that forgets it once sent', async () => {
    const user = await insertUser(ctx.database.db);
    await ctx.app.outbox.stop();
    try {
      expect((await post('/api/user/forgot-password', { email: user.email })).statusCode).toBe(200);
      // Answered with the mail still waiting: nothing reached the mail server during the request.
      expect(sink.mails.filter((mail) => mail.to.includes(user.email))).toEqual([]);
      const job = (await ctx.database.db.select().from(outboxJobs).where(eq(outboxJobs.kind, 'mail.send'))).find((candidate) => candidate.payload.to === user.email);
      expect(job).toMatchObject({ state: 'queued', payload: expect.objectContaining({ to: user.email, subject: 'Reset your Mitumba password' }) });
      await ctx.app.outbox.drain();
      expect(sink.mails.filter((mail) => mail.to.includes(user.email))).toHaveLength(1);
      const [sent] = await ctx.database.db.select().from(outboxJobs).where(eq(outboxJobs.id, job?.id ?? ''));
      expect(sent).toMatchObject({ state: 'done', payload: {} });
    } finally {
      await ctx.app.outbox.start();
    }
  });

  it('resets with the mailed link once, ends every session, and the new password works', async () => {
    const user = await insertUser(ctx.database.db);
    const { token: oldSession } = await ctx.app.auth.startSession(user.id);
    const token = await resetLinkFor(user.email);
    const [stored] = await ctx.database.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(stored?.tokenHash).not.toBe(token);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);

    const response = await post(`/api/user/resetpassword/${token}`, { newPassword: 'Mpya#Siri2025' });
    expect(response.json()).toEqual({ success: true, message: 'Your password has been reset. Please log in with your new password.' });
    expect((await ctx.app.inject({ url: '/api/user/profile', headers: { authorization: `Bearer ${oldSession}` } })).statusCode).toBe(401);
    expect((await post('/api/user/login', { email: user.email, password: 'Mitumba#2024' })).statusCode).toBe(401);
    expect((await post('/api/user/login', { email: user.email, password: 'Mpya#Siri2025' })).statusCode).toBe(200);

    const reused = await post(`/api/user/resetpassword/${token}`, { newPassword: 'Another#2025' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('This reset link is invalid or has expired.');
  });

  it('refuses an expired or made-up link, and a short password, changing nothing', async () => {
    const user = await insertUser(ctx.database.db);
    const token = await resetLinkFor(user.email);
    const short = await post(`/api/user/resetpassword/${token}`, { newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 8 characters');
    await ctx.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResets.userId, user.id));
    expect((await post(`/api/user/resetpassword/${token}`, { newPassword: 'Valid#Pass2025' })).statusCode).toBe(400);
    expect((await post('/api/user/resetpassword/made-up-token-made-up-token', { newPassword: 'Valid#Pass2025' })).statusCode).toBe(400);
    expect((await post('/api/user/login', { email: user.email, password: 'Mitumba#2024' })).statusCode).toBe(200);
  });

  it('retires every other outstanding link of the account once one is used', async () => {
    const user = await insertUser(ctx.database.db);
    const first = await resetLinkFor(user.email);
    const second = await resetLinkFor(user.email);
    expect((await post(`/api/user/resetpassword/${second}`, { newPassword: 'Mpya#Siri2025' })).statusCode).toBe(200);
    const stale = await post(`/api/user/resetpassword/${first}`, { newPassword: 'Another#2025' });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe('This reset link is invalid or has expired.');
    expect((await post('/api/user/login', { email: user.email, password: 'Mpya#Siri2025' })).statusCode).toBe(200);
  });

  it('lets only one of several links used at the same moment set the password', async () => {
    const user = await insertUser(ctx.database.db);
    const links = [await resetLinkFor(user.email), await resetLinkFor(user.email), await resetLinkFor(user.email)];
    const answers = await Promise.all(links.map((token, index) => post(`/api/user/resetpassword/${token}`, { newPassword: `Parallel#${index}2025` })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400]);
    const winner = answers.findIndex((answer) => answer.statusCode === 200);
    expect((await post('/api/user/login', { email: user.email, password: `Parallel#${winner}2025` })).statusCode).toBe(200);
  });

  it('sends at most 3 links an hour to one account', async () => {
    const user = await insertUser(ctx.database.db);
    for (let i = 0; i < 5; i += 1) expect((await post('/api/user/forgot-password', { email: user.email })).statusCode).toBe(200);
    await ctx.app.outbox.drain();
    expect(sink.mails.filter((mail) => mail.to.includes(user.email))).toHaveLength(3);
  });
});
