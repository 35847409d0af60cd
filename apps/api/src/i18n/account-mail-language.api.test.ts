import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { signedInCustomer, startTestAppWithMail } from '../test/app.ts';
import { ensureCatalogBasics, insertProduct, insertUser } from '../test/factories.ts';

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

const PASSWORD = 'Mitumba#2024';
const sw = { cookie: 'lang=sw' };
const post = (url: string, payload: object, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'POST', url, headers, payload });
const speaking = async (language: 'en' | 'sw' | null, email?: string) => {
  const user = await insertUser(ctx.database.db, email ? { email } : {});
  await ctx.database.db.update(users).set({ language }).where(eq(users.id, user.id));
  return user;
};
const mailTo = (email: string, subject: string) => ctx.sink.waitFor((mail) => mail.to.includes(email) && mail.subject === subject);

describe('the notices about an account\'s address and password in the account\'s language', () => {
  it('password changed: in Kiswahili for a Kiswahili account (whatever the request asks), in English for an English one', async () => {
    for (const [language, headers] of [['sw', {}], ['en', sw]] as const) {
      const shopper = await speaking(language);
      const session = { authorization: `Bearer ${(await ctx.app.auth.startSession(shopper.id)).token}`, ...headers };
      expect((await post('/api/user/change-password', { currentPassword: PASSWORD, newPassword: 'Mpya#Siri2025' }, session)).statusCode).toBe(200);
    }
    const swahili = await ctx.sink.waitFor((mail) => mail.subject === 'Nenosiri lako la Mitumba limebadilishwa');
    expect(swahili.text).toContain('Nenosiri la akaunti yako ya Mitumba limebadilishwa sasa hivi. Vifaa vingine vimetolewa kwenye akaunti.');
    expect(swahili.text).toContain('Kama si wewe, badilisha nenosiri lako mara moja');
    expect(swahili.html).toContain('Badilisha nenosiri');
    expect(swahili.text).not.toMatch(/Hello|The password/);
    const english = await ctx.sink.waitFor((mail) => mail.subject === 'Your Mitumba password was changed');
    expect(english.text).toContain('The password of your Mitumba account was just changed. Other devices were logged out.');
    expect(english.html).toContain('Reset password');
  });

  it('e-mail already in use: in the language of the account that has the address, else in the request\'s', async () => {
    const cases = [
      { holder: 'sw', headers: {}, subject: 'Mtu amejaribu kutumia barua pepe yako kwenye Mitumba' },
      { holder: null, headers: sw, subject: 'Mtu amejaribu kutumia barua pepe yako kwenye Mitumba' },
      { holder: 'en', headers: sw, subject: 'Someone tried to use your e-mail on Mitumba' },
    ] as const;
    for (const { holder, headers, subject } of cases) {
      const taken = await speaking(holder);
      const mover = await signedInCustomer(ctx);
      const asked = await post('/api/user/change-email', { newEmail: taken.email, currentPassword: PASSWORD }, { ...mover.headers, ...headers });
      expect(asked.statusCode, asked.body).toBe(200);
      const notice = await mailTo(taken.email, subject);
      if (subject.startsWith('Mtu')) {
        expect(notice.text).toContain('Habari,');
        expect(notice.text).toContain('Barua pepe hii tayari ina akaunti, kwa hivyo hakuna kilichobadilishwa.');
        expect(notice.html).toContain('Barua pepe yako tayari inatumika');
      } else {
        expect(notice.text).toContain('This address already has an account, so nothing was changed.');
      }
    }
  });

  it('sign-up to an existing account: its owner is told in the account\'s language, else in the sign-up\'s', async () => {
    const cases = [
      { owner: 'sw', headers: {}, subject: 'Tayari una akaunti ya Mitumba' },
      { owner: null, headers: sw, subject: 'Tayari una akaunti ya Mitumba' },
      { owner: 'en', headers: sw, subject: 'You already have a Mitumba account' },
    ] as const;
    for (const [index, { owner, headers, subject }] of cases.entries()) {
      const existing = await speaking(owner);
      const signUp = await post('/api/user/register', { name: 'Otieno Ouma', phone: `072200020${index}`, email: existing.email, password: 'Sokoni#2024' }, headers);
      expect(signUp.statusCode, signUp.body).toBe(201);
      const notice = await mailTo(existing.email, subject);
      if (subject.startsWith('Tayari')) {
        expect(notice.text).toContain(`Habari ${existing.name},`);
        expect(notice.text).toContain('Ingia kama kawaida, au badilisha nenosiri lako kama umelisahau.');
        expect(notice.html).toContain('Badilisha nenosiri');
      } else {
        expect(notice.text).toContain('Log in as usual, or reset your password if you forgot it.');
      }
    }
  });
});
