import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { clearBrowserStorage, logInWithToken, newAccount, type Account } from '../support/accounts.ts';
import { openBrowser, viewports, type BrowserSession } from '../support/browser.ts';
import { agreeAndConfirm, cashierCode, checkout, fillCart, shoot, textOf } from '../support/checkout.ts';
import { newCustomer, ordersApi } from '../support/orders.ts';
import { startTestServer, type RunningServer } from '../support/server.ts';
import { customerApi, demoCustomer } from '../support/shopping.ts';
import { eventually, openScreen, waitForText } from '../support/storefront.ts';

/**
 * Issue 16 (first part): a customer shares the referral link, a friend signs up through it, buys, the order is
 * delivered, 500 points appear, the referrer redeems them and uses the coupon at checkout (390 px); a chat message is
 * answered from the back office inbox and appears on /user-chat (1280 px).
 */

const phoneWidth = viewports.find((viewport) => viewport.width === 390)!;
const desktopWidth = viewports.find((viewport) => viewport.width === 1280)!;
const admin: Account = { name: 'Admin', email: 'admin@mitumba.test', phone: '', password: 'Mitumba#2024' };

let server: RunningServer;

before(async () => {
  server = await startTestServer();
}, { timeout: 120_000 });

after(async () => {
  await server?.stop();
});

async function signedIn(viewport: (typeof viewports)[number], account: Account): Promise<BrowserSession> {
  const browser = await openBrowser(viewport, server.baseUrl);
  await clearBrowserStorage(browser.page);
  await logInWithToken(browser.page, server.baseUrl, account);
  return browser;
}

async function get<T>(token: string, path: string): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  assert.ok(response.ok, `${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** The sign-up code the demo's outbox holds for `email`. */
async function signupCode(email: string): Promise<string> {
  return eventually(async () => {
    const outbox = await (await fetch(`${server.baseUrl}/dev/mail`)).text();
    const match = outbox.split('<article>').find((item) => item.includes(email))?.match(/verification code: (\d{6})/);
    assert.ok(match, 'the sign-up code is in the outbox');
    return match[1]!;
  });
}

const walletPoints = async (page: Page) => Number((await textOf(page, 'wallet-points')).replace(/\D/g, ''));

describe(`a referral earns 500 points, redeemed for a coupon used at checkout (${phoneWidth.width} px)`, () => {
  const sessions: BrowserSession[] = [];
  after(async () => {
    for (const session of sessions) await session.close();
  });

  it('shares the link, the friend signs up through it and buys, the delivery awards 500 points, the coupon pays', { timeout: 240_000 }, async () => {
    const referrer = await newCustomer(server.baseUrl, 'referrer');
    const referrerApi = await customerApi(server.baseUrl, referrer);
    const browser = await signedIn(phoneWidth, referrer);
    sessions.push(browser);
    const { page } = browser;

    const { referralLink } = await get<{ referralLink: string }>(referrerApi.token, '/api/user/referral-link');
    await openScreen(page, '/Referral');
    await waitForText(page, referralLink);
    await shoot(page, phoneWidth, 'referral', 'Referral');

    // The friend opens the link in their own browser: Sign Up, the referral filled in.
    const friend = newAccount('friend');
    const friendBrowser = await openBrowser(phoneWidth, server.baseUrl);
    sessions.push(friendBrowser);
    await clearBrowserStorage(friendBrowser.page);
    await friendBrowser.page.goto(new URL(referralLink).pathname + new URL(referralLink).search);
    const signup = friendBrowser.page.getByRole('form', { name: 'Sign up' });
    const code = new URL(referralLink).searchParams.get('ref') ?? '';
    assert.equal(await signup.getByLabel('Referral phone (optional)').inputValue(), code);
    await signup.getByLabel('Full name').fill(friend.name);
    await signup.getByLabel('Phone number').fill(friend.phone);
    await signup.getByLabel('Email address').fill(friend.email);
    await signup.getByLabel('Password', { exact: true }).fill(friend.password);
    await signup.getByRole('button', { name: 'Sign Up' }).click();
    await friendBrowser.page.waitForURL('**/otpverify');
    const verify = await fetch(`${server.baseUrl}/api/user/verify-otp`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: friend.email, otp: await signupCode(friend.email) }),
    });
    assert.ok(verify.ok, await verify.text());

    // The friend's first order is paid and delivered: the referral is awarded, once.
    const friendApi = await customerApi(server.baseUrl, friend);
    const friendOrders = ordersApi(server.baseUrl, friendApi);
    const orderId = await friendOrders.payWithMpesa();
    await friendOrders.markDelivered(orderId);

    await openScreen(page, '/Referral');
    await waitForText(page, 'Awarded');
    await openScreen(page, '/profile');
    await eventually(async () => assert.equal(await walletPoints(page), 500));
    await shoot(page, phoneWidth, 'profile-points', 'Profile with points');

    await page.getByRole('button', { name: 'Redeem Points' }).click();
    await page.waitForURL('**/success');
    const coupon = await textOf(page, 'coupon-code');
    assert.match(coupon, /^JB-/);
    await shoot(page, phoneWidth, 'redeem-success', 'Points redeemed');
    const { jbwallet } = await get<{ jbwallet: number }>(referrerApi.token, `/api/wallet/balance?userId=${encodeURIComponent(JSON.parse(Buffer.from(referrerApi.token.split('.')[1]!, 'base64url').toString()).id)}`);
    assert.equal(jbwallet, 0);

    // The coupon at checkout: the order carries it and its discount.
    await fillCart(server.baseUrl, referrerApi);
    await checkout(page, /^Cash Pay at our shop/);
    await page.getByRole('checkbox', { name: 'I have a coupon' }).check();
    await page.getByRole('textbox', { name: 'Coupon code' }).fill(coupon);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('button', { name: `Remove coupon ${coupon}` }).waitFor();
    await page.getByRole('textbox', { name: 'Security code' }).fill(await cashierCode(server.baseUrl));
    await waitForText(page, 'Security code accepted');
    await agreeAndConfirm(page);
    await page.waitForURL('**/ordersuccess');
    const placedId = await textOf(page, 'order-id');
    const { order } = await ordersApi(server.baseUrl, referrerApi).order(placedId);
    assert.equal(order.couponCode, coupon);
    assert.ok(order.discount > 0, 'the coupon took its discount');
  });
});

describe(`chat with the shop (${desktopWidth.width} px)`, () => {
  const sessions: BrowserSession[] = [];
  after(async () => {
    for (const session of sessions) await session.close();
  });

  it("the customer's message is answered from the back office inbox and the reply appears on /user-chat", { timeout: 150_000 }, async () => {
    const customer = await signedIn(desktopWidth, demoCustomer);
    sessions.push(customer);
    const question = `Is the 45 kg bale still in stock? (${Date.now() % 10_000})`;
    await openScreen(customer.page, '/user-chat');
    await customer.page.getByRole('textbox', { name: 'Message' }).fill(question);
    await customer.page.getByRole('button', { name: 'Send' }).click();
    await waitForText(customer.page, question);

    const owner = await signedIn(desktopWidth, admin);
    sessions.push(owner);
    await openScreen(owner.page, '/admin/inbox');
    await owner.page.getByRole('link', { name: /Wanjiku Kamau/ }).first().click();
    await waitForText(owner.page, question);
    const answer = 'Yes, two left. We hold one for you until 6 pm.';
    await owner.page.getByRole('textbox', { name: 'Message' }).fill(answer);
    await owner.page.getByRole('button', { name: 'Send' }).click();
    await waitForText(owner.page, answer);
    await shoot(owner.page, desktopWidth, 'admin-inbox-conversation', 'Back-office conversation');

    // The reply reaches the open chat by itself (the stream, or the 5 s poll).
    await waitForText(customer.page, answer, 15_000);
    await shoot(customer.page, desktopWidth, 'user-chat', 'Chat with the shop');
  });
});
