import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => ctx.close());

describe('GET /dev/mail (no SMTP_URL, not production)', () => {
  it('shows the sign-up code in the local outbox, escaped', async () => {
    const payload = { name: '<b>Kamau</b>', phone: '0722000333', email: 'kamau@example.test', password: 'Sokoni#2024' };
    expect((await ctx.app.inject({ method: 'POST', url: '/api/user/register', payload })).statusCode).toBe(201);
    const page = await ctx.app.inject('/dev/mail');
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/Your Mitumba verification code: \d{6}/);
    expect(page.body).toContain('Hello &lt;b&gt;Kamau&lt;/b&gt;');
    expect(page.body).not.toContain('<b>Kamau</b>');
  });
});

describe('with SMTP_URL set', () => {
  it('has no /dev/mail page', async () => {
    const withSmtp = await startTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const response = await withSmtp.app.inject('/dev/mail');
      expect(response.headers['content-type']).not.toContain('Local outbox');
      expect(response.body).not.toContain('Local outbox');
    } finally {
      await withSmtp.close();
    }
  });
});
