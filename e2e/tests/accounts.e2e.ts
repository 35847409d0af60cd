import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { startSmtpSink, type SmtpSink } from '../../apps/api/src/test/smtp-sink.ts';
import {
  clearBrowserStorage, createVerifiedAccount, logInThroughForm, logInWithToken, mailTo, newAccount, otpFrom, resetLinkFrom,
} from '../support/accounts.ts';
import { assertNoSeriousA11yViolations, openBrowser, screenshot, viewports, type BrowserSession } from '../support/browser.ts';
import { startTestServer, type RunningServer } from '../support/server.ts';
import { eventually, openScreen, waitForText } from '../support/storefront.ts';

const step = { timeout: 90_000 };
/** These journeys read the server's mail, which only a server started here can send to our sink. */
const external = Boolean(process.env.E2E_BASE_URL);

let sink: SmtpSink;
let server: RunningServer;

before(async () => {
  if (external) return;
  sink = await startSmtpSink();
  server = await startTestServer({ env: { SMTP_URL: sink.url } });
}, { timeout: 120_000 });

after(async () => {
  await server?.stop();
  await sink?.close();
});

const greeting = (page: Page) => page.getByTestId('greeting');
const form = (page: Page, name: string) => page.getByRole('form', { name });
const storage = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

/** A session on another device: logs in through the API and answers its token. */
async function apiLogin(baseUrl: string, account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: account.email, password: account.password }),
  });
  assert.equal(response.status, 200, `logs in as ${account.email}`);
  return ((await response.json()) as { token: string }).token;
}

const profileStatus = async (baseUrl: string, token: string) =>
  (await fetch(`${baseUrl}/api/user/profile`, { headers: { Authorization: `Bearer ${token}` } })).status;

for (const viewport of viewports) {
  describe(`account journeys on a ${viewport.name} (${viewport.width}×${viewport.height})`, { skip: external && 'E2E_BASE_URL is set' }, () => {
    let session: BrowserSession;
    let page: Page;

    before(async () => {
      session = await openBrowser(viewport, server.baseUrl);
      page = session.page;
    });
    /** From the top, so the sticky header is where it belongs in the full-page picture. */
    const shoot = async (name: string) => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, viewport, name);
    };
    after(async () => {
      await session?.close();
    });

    it('signs up, verifies the mailed code, logs in and is greeted by name', step, async () => {
      const account = newAccount('signup');
      await clearBrowserStorage(page);
      await openScreen(page, '/login');
      await form(page, 'Login').waitFor();
      await shoot('login');
      await assertNoSeriousA11yViolations(page, `Login (${viewport.name})`);

      await page.getByRole('button', { name: 'Sign Up', exact: true }).first().click();
      const signup = form(page, 'Sign up');
      await signup.getByLabel('Full name').fill(account.name);
      await signup.getByLabel('Phone number').fill(`x${account.phone}9`);
      assert.equal(await signup.getByLabel('Phone number').inputValue(), account.phone, 'digits only, at most 10');
      // The +254 form is kept whole (it was cut to 10 digits), and is what the phone signs up with.
      const international = `+254${account.phone.slice(1)}`;
      if (viewport.name === 'phone') {
        await signup.getByLabel('Phone number').fill(international);
        assert.equal(await signup.getByLabel('Phone number').inputValue(), international, 'the +254 form is kept whole');
      }
      await signup.getByLabel('Email address').fill(account.email);
      await signup.getByLabel('Password', { exact: true }).fill('weak');
      await signup.getByText('Password strength: Weak').waitFor();
      await signup.getByLabel('Password', { exact: true }).fill(account.password);
      await signup.getByText('Password strength: Strong').waitFor();
      await shoot('login-signup');
      await assertNoSeriousA11yViolations(page, `Sign up (${viewport.name})`);
      await signup.getByRole('button', { name: 'Sign Up' }).click();

      await page.waitForURL((url) => url.pathname === '/otpverify');
      await page.getByText(account.email, { exact: true }).waitFor();
      await page.getByTestId('otp-countdown').waitFor();
      await shoot('otpverify');
      const code = otpFrom(await sink.waitFor(mailTo(account.email)));
      await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
      await page.keyboard.type(code);
      await page.getByRole('button', { name: 'Verify' }).click();

      await page.waitForURL((url) => url.pathname === '/otpverifysuccess');
      await waitForText(page, `Dear ${account.name}, your account is now verified!`);
      await page.getByRole('link', { name: 'Continue to Login' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      await logInThroughForm(page, account);

      // Just signed up: a welcome, not a welcome back.
      await waitForText(page, 'Welcome!');
      await page.waitForURL((url) => url.pathname === '/loginsuccess');
      await page.getByRole('heading', { name: `Welcome, ${account.name}!` }).waitFor();
      assert.equal(await page.getByText(/welcome back/i).count(), 0, 'no "Welcome back" for a new account');
      await shoot('loginsuccess-first');
      await eventually(async () => assert.match(await greeting(page).innerText(), new RegExp(`, ${account.name}$`)));
      const profile = (await (await fetch(`${server.baseUrl}/api/user/profile`, {
        headers: { Authorization: `Bearer ${await storage(page, 'token')}` },
      })).json()) as { user: { phone: string } };
      assert.equal(profile.user.phone, international, 'either form is stored as +254…');
      assert.ok(await storage(page, 'token'), 'the token is stored');
      assert.ok(await storage(page, 'userId'), 'the user id read from the token is stored');
      await page.getByRole('link', { name: 'Explore New Arrival' }).click();
      await page.waitForURL((url) => url.pathname === '/collection');
    });

    it('three wrong passwords lead through /remaining-attempts to the ticking lockout', step, async () => {
      await clearBrowserStorage(page);
      await openScreen(page, '/login');
      const stranger = { email: `nobody-${viewport.width}-${Date.now()}@mitumba.test`, password: 'not-the-password' };
      for (const left of [2, 1]) {
        await logInThroughForm(page, stranger);
        await page.waitForURL((url) => url.pathname === '/remaining-attempts');
        await page.getByRole('heading', { name: 'Invalid email or password' }).waitFor();
        assert.equal(await page.getByTestId('remaining-attempts').innerText(), `You have ${left} login ${left === 1 ? 'attempt' : 'attempts'} remaining.`);
        assert.equal(await storage(page, 'remainingAttempts'), String(left));
        if (left === 2) await shoot('remaining-attempts');
        assert.equal(await page.getByRole('link', { name: 'Forgot password?' }).getAttribute('href'), '/forgotpassword');
        await page.getByRole('button', { name: 'Go Back' }).click();
        await page.waitForURL((url) => url.pathname === '/login');
      }
      await logInThroughForm(page, stranger);
      await page.waitForURL((url) => url.pathname === '/time-count-down');
      assert.equal(await storage(page, 'remainingAttempts'), '0');
      const seconds = async () => Number((await page.getByTestId('lockout-countdown').innerText()).replace(/\D/g, ''));
      const first = await seconds();
      assert.ok(first > 50 && first <= 60, `the lockout starts near 60 s (saw ${first})`);
      assert.equal(await page.getByRole('button', { name: 'Retry Login' }).isDisabled(), true);
      await eventually(async () => assert.ok((await seconds()) <= first - 2, 'the countdown ticks down'), 5_000, 250);
      await shoot('lockout');
      await assertNoSeriousA11yViolations(page, `Lockout (${viewport.name})`);

      await page.goto('/login');
      await page.waitForURL((url) => url.pathname === '/time-count-down');
      // The way to a new password is open while logging in is paused.
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await page.waitForURL((url) => url.pathname === '/forgotpassword');
      await form(page, 'Forgot password').waitFor();
      await clearBrowserStorage(page);
    });

    it('resets a forgotten password through the mailed link and logs in with the new one', step, async () => {
      const account = await createVerifiedAccount(server.baseUrl, sink, newAccount('reset'));
      await clearBrowserStorage(page);
      await openScreen(page, '/login');
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await page.waitForURL((url) => url.pathname === '/forgotpassword');
      const forgot = form(page, 'Forgot password');
      await forgot.getByRole('button', { name: 'Send reset link' }).click();
      await forgot.getByText('Please enter a valid email address').waitFor();
      await shoot('login-forgot');
      await forgot.getByLabel('Email address').fill(account.email);
      await forgot.getByRole('button', { name: 'Send reset link' }).click();
      await page.waitForURL((url) => url.pathname === '/forgot-password-success');
      await page.getByText(/reset link has been sent/).waitFor();

      const link = resetLinkFrom(await sink.waitFor((mail) => mailTo(account.email)(mail) && /reset/i.test(mail.subject)));
      await openScreen(page, `${link.pathname}${link.search}`);
      const reset = form(page, 'Reset password');
      const newPassword = 'Mabati#Mpya2025';
      await reset.getByLabel('New password', { exact: true }).fill(newPassword);
      await reset.getByLabel('Confirm password', { exact: true }).fill('Mabati#Mpya2024');
      await reset.getByRole('button', { name: 'Reset Password' }).click();
      await reset.getByText('Passwords do not match').waitFor();
      await reset.getByRole('button', { name: 'Show confirm password' }).click();
      assert.equal(await reset.getByLabel('Confirm password', { exact: true }).getAttribute('type'), 'text');
      await reset.getByLabel('Confirm password', { exact: true }).fill(newPassword);
      await reset.getByRole('button', { name: 'Reset Password' }).click();
      await page.getByRole('heading', { name: 'Password reset' }).waitFor();
      await page.getByRole('link', { name: 'Continue to Login' }).click();
      await page.waitForURL((url) => url.pathname === '/login');

      await logInThroughForm(page, { email: account.email, password: newPassword });
      await waitForText(page, 'Welcome back!');
      await page.waitForURL((url) => url.pathname === '/loginsuccess');
    });

    it('uploads a compressed profile picture, edits the name, sees it in the greeting, and logs out', step, async () => {
      const account = await createVerifiedAccount(server.baseUrl, sink, newAccount('profile'));
      await clearBrowserStorage(page);
      await logInWithToken(page, server.baseUrl, account);
      await openScreen(page, '/profile');
      await page.getByRole('heading', { name: 'My Profile' }).waitFor();
      await page.getByText(account.email, { exact: true }).first().waitFor();
      assert.equal(await page.getByTestId('wallet-points').innerText(), '0 points');
      await assertNoSeriousA11yViolations(page, `Profile (${viewport.name})`);

      // A noisy 1600×1200 PNG (several MB): the page must shrink it before it goes up.
      const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#2f7d4d', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).png().toBuffer();
      assert.ok(photo.length > 2_000_000, `the test picture is large (${photo.length} bytes)`);
      await page.getByLabel('Change photo').setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: photo });
      const preview = page.getByRole('img', { name: 'Preview of your new profile picture' });
      await preview.waitFor();
      const compressed = await preview.evaluate(async (image: HTMLImageElement) => {
        await image.decode();
        const blob = await (await fetch(image.src)).blob();
        return { bytes: blob.size, type: blob.type, width: image.naturalWidth, height: image.naturalHeight };
      });
      assert.ok(compressed.bytes <= 550_000, `the picture to upload is about 0.5 MB at most (${compressed.bytes} bytes)`);
      assert.ok(Math.max(compressed.width, compressed.height) <= 800, `and 800 px at most (${compressed.width}×${compressed.height})`);
      assert.equal(compressed.width / compressed.height, 4 / 3, 'in its proportions');
      await page.getByRole('button', { name: 'Save photo' }).click();
      await waitForText(page, 'Profile picture updated!');
      const picture = page.getByRole('img', { name: 'Your profile picture' });
      const source = await eventually(async () => {
        const src = (await picture.getAttribute('src')) ?? '';
        assert.ok(src && !src.startsWith('blob:'), `the picture comes from the server (saw ${src})`);
        return src;
      });
      const stored = await page.request.get(source);
      assert.equal(stored.status(), 200);
      const { width = 0, height = 0 } = await sharp(await stored.body()).metadata();
      assert.ok(Math.max(width, height) <= 800, `the stored picture is at most 800 px (${width}×${height})`);

      const newName = `${account.name} Wambui`;
      await page.getByRole('button', { name: 'Edit' }).click();
      await form(page, 'Edit your details').getByLabel('Name').fill(newName);
      await page.getByRole('button', { name: 'Save changes' }).click();
      await waitForText(page, 'Profile updated successfully!');
      await eventually(async () => assert.match(await greeting(page).innerText(), new RegExp(`, ${newName}$`)));
      await page.getByText(newName, { exact: true }).first().waitFor();
      await page.getByRole('img', { name: 'Your profile picture' }).evaluate((image: HTMLImageElement) => image.decode());
      await shoot('profile');

      await page.getByRole('button', { name: 'Logout' }).click();
      await waitForText(page, 'Logged out successfully!');
      await page.waitForURL((url) => url.pathname === '/login');
      assert.deepEqual(
        await page.evaluate(() => ['token', 'userId', 'cartItems'].map((key) => localStorage.getItem(key))),
        [null, null, null],
      );
      await eventually(async () => assert.doesNotMatch(await greeting(page).innerText(), /,/));
    });

    it('changes the password and then the e-mail on /profile, logging other devices out', step, async () => {
      const account = await createVerifiedAccount(server.baseUrl, sink, newAccount('security'));
      const otherDevice = await apiLogin(server.baseUrl, account);
      await clearBrowserStorage(page);
      await logInWithToken(page, server.baseUrl, account);
      await openScreen(page, '/profile');
      await page.getByRole('heading', { name: 'My Profile' }).waitFor();

      await page.getByRole('button', { name: 'Change password' }).click();
      const passwordForm = form(page, 'Change your password');
      const newPassword = 'Mabati#Mpya2025';
      await passwordForm.getByLabel('Current password', { exact: true }).fill(account.password);
      await passwordForm.getByLabel('New password', { exact: true }).fill(newPassword);
      await passwordForm.getByText('Password strength: Strong').waitFor();
      await passwordForm.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
      await passwordForm.scrollIntoViewIfNeeded();
      await screenshot(page, viewport, 'profile-change-password');
      await assertNoSeriousA11yViolations(page, `Change password (${viewport.name})`);
      await passwordForm.getByRole('button', { name: 'Change password' }).click();
      await waitForText(page, 'Your password has been changed. Other devices were logged out.');
      await sink.waitFor((mail) => mailTo(account.email)(mail) && mail.subject === 'Your Mitumba password was changed');
      assert.equal((await profileStatus(server.baseUrl, otherDevice)), 401, 'the other device is logged out');

      const newEmail = account.email.replace('e2e-security', 'e2e-moved');
      await page.getByRole('button', { name: 'Change e-mail' }).click();
      const emailForm = form(page, 'Change your e-mail');
      await emailForm.getByLabel('New email address').fill(newEmail);
      await emailForm.getByLabel('Current password', { exact: true }).fill(newPassword);
      await emailForm.getByRole('button', { name: 'Send code' }).click();
      await waitForText(page, `We sent a 6-digit code to ${newEmail}. Enter it to confirm your new e-mail.`);
      const code = otpFrom(await sink.waitFor(mailTo(newEmail)));
      await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
      await page.keyboard.type(code);
      await form(page, 'Confirm your new e-mail').scrollIntoViewIfNeeded();
      await screenshot(page, viewport, 'profile-change-email-code');
      await assertNoSeriousA11yViolations(page, `Change e-mail (${viewport.name})`);
      await page.getByRole('button', { name: 'Confirm new e-mail' }).click();
      await waitForText(page, `Your e-mail address is now ${newEmail}.`);
      await page.getByText(newEmail, { exact: true }).first().waitFor();
      await sink.waitFor((mail) => mailTo(account.email)(mail) && mail.subject === 'Your Mitumba e-mail address was changed');
      await apiLogin(server.baseUrl, { email: newEmail, password: newPassword });
      await shoot('profile-security-done');
    });

    it('a token the server refuses ends the session with the spec message and opens /login', step, async () => {
      await clearBrowserStorage(page);
      const claims = Buffer.from(JSON.stringify({ id: '00000000-0000-4000-8000-000000000000', sid: 'gone' })).toString('base64url');
      await page.evaluate((token) => localStorage.setItem('token', token), `eyJhbGciOiJIUzI1NiJ9.${claims}.forged`);
      await openScreen(page, '/profile');
      await waitForText(page, 'Session expired – please log in again.');
      await page.waitForURL((url) => url.pathname === '/login');
      assert.equal(await storage(page, 'token'), null);
    });
  });
}
