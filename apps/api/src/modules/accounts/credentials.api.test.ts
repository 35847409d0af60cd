import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets, users } from '../../db/schema/index.ts';
import { signedInCustomer, startTestAppWithMail, type SignedIn } from '../../test/app.ts';
import type { SmtpSink } from '../../test/smtp-sink.ts';

let ctx: Awaited<ReturnType<typeof startTestAppWithMail>>;
let sink: SmtpSink;
const PASSWORD = 'Mitumba#2024';

beforeAll(async () => {
  ctx = await startTestAppWithMail({ PUBLIC_URL: 'https://shop.example' });
  ({ sink } = ctx);
});
afterAll(async () => ctx.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'POST', url, payload, headers });
const login = (email: string, password: string) => post('/api/user/login', { email, password });
const profileWith = (headers: Record<string, string>) => ctx.app.inject({ url: '/api/user/profile', headers });

/** The signed-in customer of a test, plus a second session of the same account on another device. */
async function customerOnTwoDevices(): Promise<SignedIn & { otherDevice: Record<string, string> }> {
  const customer = await signedInCustomer(ctx);
  const { token } = await ctx.app.auth.startSession(customer.user.id);
  return { ...customer, otherDevice: { authorization: `Bearer ${token}` } };
}

async function storedEmail(userId: string): Promise<string | undefined> {
  const [row] = await ctx.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email;
}

let counter = 0;
const freshAddress = () => `moved${(counter += 1)}-${Date.now()}@example.test`;

describe('POST /api/user/change-password', () => {
  it('sets the new password, keeps this session, ends the others, retires reset links and tells the owner', async () => {
    const { user, headers, otherDevice } = await customerOnTwoDevices();
    await ctx.database.db.insert(passwordResets).values({ userId: user.id, tokenHash: `pending-${user.id}`, expiresAt: new Date(Date.now() + 600_000) });
    const response = await post('/api/user/change-password', { currentPassword: PASSWORD, newPassword: 'Mpya#Siri2025' }, headers);
    expect(response.json()).toEqual({ success: true, message: 'Your password has been changed. Other devices were logged out.' });
    expect((await profileWith(headers)).statusCode).toBe(200);
    expect((await profileWith(otherDevice)).statusCode).toBe(401);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, 'Mpya#Siri2025')).statusCode).toBe(200);
    const [reset] = await ctx.database.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(reset?.usedAt).not.toBeNull();
    const notice = await sink.waitFor((mail) => mail.to.includes(user.email) && mail.subject === 'Your Mitumba password was changed');
    expect(notice.text).toContain('https://shop.example/forgotpassword');
  });

  it('refuses a wrong current password with 400, counts it with login failures, and locks both after 5', async () => {
    const { user, headers } = await signedInCustomer(ctx);
    const wrong = () => post('/api/user/change-password', { currentPassword: 'Guess#2024', newPassword: 'Mpya#Siri2025' }, headers);
    const first = await wrong();
    expect(first.statusCode).toBe(400);
    expect(first.json()).toEqual({ success: false, message: 'Your current password is not correct.' });
    for (let attempt = 2; attempt <= 4; attempt += 1) expect((await wrong()).statusCode).toBe(400);
    expect((await wrong()).statusCode).toBe(429);
    // The same budget as login: the right password is refused too until the lock ends.
    expect((await post('/api/user/change-password', { currentPassword: PASSWORD, newPassword: 'Mpya#Siri2025' }, headers)).statusCode).toBe(429);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(429);
    // The session itself is fine (a 401 would log the shopper out), and nothing changed.
    expect((await profileWith(headers)).statusCode).toBe(200);
  });

  it('refuses a weak or unchanged new password and a visitor, changing nothing', async () => {
    const { user, headers } = await signedInCustomer(ctx);
    const short = await post('/api/user/change-password', { currentPassword: PASSWORD, newPassword: 'short' }, headers);
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 8 characters');
    const same = await post('/api/user/change-password', { currentPassword: PASSWORD, newPassword: PASSWORD }, headers);
    expect(same.json()).toEqual({ success: false, message: 'Your new password must be different from the current one.' });
    expect((await post('/api/user/change-password', { currentPassword: PASSWORD, newPassword: 'Mpya#Siri2025' })).statusCode).toBe(401);
    expect((await post('/api/user/change-password', { currentPassword: PASSWORD, newPassword: 'Mpya#Siri2025', userId: 'x' }, headers)).statusCode).toBe(400);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
  });
});

describe('changing the e-mail address', () => {
  async function requestCode(headers: Record<string, string>, newEmail: string) {
    const response = await post('/api/user/change-email', { newEmail, currentPassword: PASSWORD }, headers);
    expect(response.json()).toEqual({ success: true, message: `We sent a 6-digit code to ${newEmail}. Enter it to confirm your new e-mail.`, email: newEmail });
    return response;
  }
  const codeSentTo = async (address: string) => {
    const mail = await sink.waitFor((candidate) => candidate.to.includes(address) && /confirm this e-mail/.test(candidate.subject));
    return /(\d{6})/.exec(mail.subject)?.[1] ?? '';
  };

  it('mails a code to the new address, and on confirmation moves the account, ends other sessions and tells the old address', async () => {
    const { user, headers, otherDevice } = await customerOnTwoDevices();
    const newEmail = freshAddress();
    await requestCode(headers, newEmail.toUpperCase().replace('EXAMPLE.TEST', 'example.test').toLowerCase());
    const code = await codeSentTo(newEmail);
    expect(await storedEmail(user.id)).toBe(user.email);

    const wrong = await post('/api/user/change-email/confirm', { code: code === '000000' ? '111111' : '000000' }, headers);
    expect(wrong.json()).toEqual({ success: false, message: 'That code is not correct. 4 tries left.' });
    const confirmed = await post('/api/user/change-email/confirm', { code }, headers);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ success: true, message: `Your e-mail address is now ${newEmail}.`, user: { _id: user.id, email: newEmail } });
    expect(await storedEmail(user.id)).toBe(newEmail);
    expect((await profileWith(headers)).statusCode).toBe(200);
    expect((await profileWith(otherDevice)).statusCode).toBe(401);
    const notice = await sink.waitFor((mail) => mail.to.includes(user.email) && mail.subject === 'Your Mitumba e-mail address was changed');
    expect(notice.text).toContain(newEmail);
    expect((await login(newEmail, PASSWORD)).statusCode).toBe(200);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(401);
    // The code is spent.
    expect((await post('/api/user/change-email/confirm', { code }, headers)).statusCode).toBe(400);
  });

  it('needs the right current password (400, counted), sends nothing and changes nothing otherwise', async () => {
    const { user, headers } = await signedInCustomer(ctx);
    const newEmail = freshAddress();
    const before = sink.mails.length;
    const wrong = await post('/api/user/change-email', { newEmail, currentPassword: 'Guess#2024' }, headers);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Your current password is not correct.');
    const same = await post('/api/user/change-email', { newEmail: user.email.toUpperCase(), currentPassword: PASSWORD }, headers);
    expect(same.json()).toEqual({ success: false, message: 'That is already your e-mail address.' });
    for (const list of [`${newEmail}, stranger@example.test`, `Me <${newEmail}>`, 'stranger@example.test;other@example.test']) {
      const refused = await post('/api/user/change-email', { newEmail: list, currentPassword: PASSWORD }, headers);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('Please enter a valid email address');
    }
    expect((await post('/api/user/change-email', { newEmail, currentPassword: PASSWORD })).statusCode).toBe(401);
    expect((await post('/api/user/change-email/confirm', { code: '123456' }, headers)).json().message).toBe('This code has expired. Please request a new OTP.');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sink.mails.slice(before)).toHaveLength(0);
    expect(await storedEmail(user.id)).toBe(user.email);
  });

  it("answers an address that has an account like a free one, tells that address's owner, and never moves there", async () => {
    const { user, headers } = await signedInCustomer(ctx);
    const { user: other } = await signedInCustomer(ctx);
    await requestCode(headers, other.email);
    const notice = await sink.waitFor((mail) => mail.to.includes(other.email));
    expect(notice.subject).toBe('Someone tried to use your e-mail on Mitumba');
    expect(notice.text).not.toMatch(/\d{6}/);
    const guess = await post('/api/user/change-email/confirm', { code: '000000' }, headers);
    expect(guess.json()).toEqual({ success: false, message: 'That code is not correct. 4 tries left.' });
    expect(await storedEmail(user.id)).toBe(user.email);
  });

  it('no longer changes the e-mail through update-profile; the same e-mail still passes', async () => {
    const { user, headers } = await signedInCustomer(ctx);
    const moved = await ctx.app.inject({ method: 'PUT', url: '/api/user/update-profile', headers, payload: { email: freshAddress() } });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe('To change your e-mail address, use Change e-mail: we send a code to the new address first.');
    const same = await ctx.app.inject({ method: 'PUT', url: '/api/user/update-profile', headers, payload: { email: user.email.toUpperCase(), name: 'Njeri Wambui' } });
    expect(same.statusCode).toBe(200);
    expect(same.json().user).toMatchObject({ email: user.email, name: 'Njeri Wambui' });
  });
});
