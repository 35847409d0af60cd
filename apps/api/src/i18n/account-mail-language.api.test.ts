import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { signedInCustomer, startTestAppWithMail } from '../test/app.ts';
import { ensureCatalogBasics, insertProduct } from '../test/factories.ts';

let ctx: Awaited<ReturnType<typeof startTestAppWithMail>>;

beforeAll(async () => {
  ctx = await startTestAppWithMail();
  await ensureCatalogBasics(ctx.database.db);
});
afterAll(async () => ctx.close());

describe('account and waitlist e-mails in the recipient\'s language', () => {
  it('a sign-up in Kiswahili gets its code in Kiswahili, and the account keeps the language; one in English, in English', async () => {
    const signUp = (email: string, phone: string, headers: Record<string, string>) => ctx.app.inject({
      method: 'POST', url: '/api/user/register', headers, payload: { name: 'Wanjiru Kamau', phone, email, password: 'Sokoni#2024' },
    });
    expect((await signUp('wanjiru.sw@example.test', '0722000101', { cookie: 'lang=sw' })).statusCode).toBe(201);
    expect((await signUp('wanjiru.en@example.test', '0722000102', {})).statusCode).toBe(201);
    const swahili = await ctx.sink.waitFor((mail) => mail.to.includes('wanjiru.sw@example.test'));
    const english = await ctx.sink.waitFor((mail) => mail.to.includes('wanjiru.en@example.test'));
    expect(swahili.subject).toMatch(/^Msimbo wako wa kuthibitisha Mitumba: \d{6}$/);
    expect(swahili.text).toContain('Habari Wanjiru Kamau,');
    expect(swahili.text).toContain('Kama hukujisajili, puuza barua pepe hii.');
    expect(swahili.html).toContain('Soko la Gikomba');
    expect(english.subject).toMatch(/^Your Mitumba verification code: \d{6}$/);
    expect(english.text).toContain('If you did not sign up, ignore this e-mail.');
    const [kept] = await ctx.database.db.select({ language: users.language }).from(users).where(eq(users.email, 'wanjiru.sw@example.test'));
    expect(kept?.language).toBe('sw');
  });

  it('a back-in-stock e-mail in the account\'s language', async () => {
    const productId = await insertProduct(ctx.database.db, { name: 'Kitenge Bale', stock: { '50KG': 0 } });
    const shopper = await signedInCustomer(ctx);
    await ctx.database.db.update(users).set({ language: 'sw' }).where(eq(users.id, shopper.user.id));
    await ctx.app.inject({ method: 'POST', url: '/api/order/waitlist', headers: shopper.headers, payload: { productDetails: { productId, weight: '50KG' } } });
    await ctx.app.services.catalog.setStock(productId, '50kg', 2);
    await ctx.app.outbox.drain();
    const mail = await ctx.sink.waitFor((candidate) => candidate.to.includes(shopper.user.email));
    expect(mail.subject).toBe('Imerudi: Kitenge Bale');
    expect(mail.text).toContain('Habari njema: Kitenge Bale (50KG) imerudi.');
    expect(mail.html).toContain('Tazama bidhaa');
  });
});
