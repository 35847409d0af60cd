import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { clearBrowserStorage, logInWithToken } from '../support/accounts.ts';
import { openBrowser, viewports, type BrowserSession } from '../support/browser.ts';
import { agreeAndConfirm, answerOnSandboxPhone, checkout, customerBrowser, DEMO_MSISDN, fillCart, shoot, textOf } from '../support/checkout.ts';
import { dispatchInBackOffice } from '../support/dispatch.ts';
import { ordersApi, type OrdersApi } from '../support/orders.ts';
import { startTestServer, type RunningServer } from '../support/server.ts';
import { customerApi, demoCustomer, type CustomerApi } from '../support/shopping.ts';
import { eventually, openScreen, waitForText } from '../support/storefront.ts';

/**
 * SMS through Africa's Talking (decision 0042): the customer pays an M-Pesa order on the sandbox phone, the owner
 * dispatches it, the sandbox phone's SMS inbox shows the placed, paid and dispatched texts with the order's short
 * reference, and the owner sees them delivered on the admin order page. At 390 px; the pages are shot at 1280 too.
 */
const phone = viewports.find((viewport) => viewport.width === 390)!;
const desktop = viewports.find((viewport) => viewport.width === 1280)!;
const admin = { name: 'Admin', phone: '', email: 'admin@mitumba.test', password: 'Mitumba#2024' };

let server: RunningServer;
let api: CustomerApi;
let orders: OrdersApi;
let orderId = '';
let reference = '';

before(async () => {
  server = await startTestServer({
    env: { SANDBOX_MPESA_AUTO_APPROVE: 'false', SANDBOX_MPESA_TIMEOUT_MS: '120000', SANDBOX_AT_REPORT_DELAY_MS: '300' },
  });
  api = await customerApi(server.baseUrl, demoCustomer);
  orders = ordersApi(server.baseUrl, api);
}, { timeout: 120_000 });

after(async () => {
  await server?.stop();
});

/** The owner's back office in a browser of its own. */
async function ownerBrowser(width: typeof phone): Promise<BrowserSession> {
  const browser = await openBrowser(width, server.baseUrl);
  await clearBrowserStorage(browser.page);
  await logInWithToken(browser.page, server.baseUrl, admin);
  return browser;
}

const smsStates = async (page: Page) => page.getByRole('region', { name: 'Messages' }).getByTestId('sms-state').allInnerTexts();

describe(`telling the customer by SMS (${phone.width} px)`, () => {
  const session = customerBrowser(phone, () => server.baseUrl);

  it('texts placed, paid and dispatched to the sandbox phone, and the owner sees them delivered', { timeout: 180_000 }, async () => {
    const browser = session();
    const { page } = browser;
    await fillCart(server.baseUrl, api);
    await checkout(page, /^M-Pesa/);
    await agreeAndConfirm(page);
    await page.waitForURL('**/mpesa-processing');
    orderId = await textOf(page, 'order-id');
    await answerOnSandboxPhone(browser, 'Enter PIN');
    await page.waitForURL('**/mpesa-success', { timeout: 30_000 });
    reference = (await orders.order(orderId)).order.reference;

    const owner = await ownerBrowser(phone);
    try {
      await openScreen(owner.page, `/admin/orders/${orderId}`);
      await dispatchInBackOffice(owner.page, orderId, { courier: 'Fargo Courier', trackingNumber: 'FC-20261127' });

      const inbox = await browser.context.newPage();
      try {
        await inbox.goto(`/sandbox/phone?msisdn=${DEMO_MSISDN}`);
        await inbox.getByRole('link', { name: 'SMS inbox' }).click();
        await inbox.waitForURL(/\/sandbox\/africastalking\/inbox/);
        const texts = inbox.getByRole('list', { name: 'Messages' }).locator('li p');
        await eventually(async () => {
          await inbox.reload();
          const shown = await texts.allInnerTexts();
          assert.ok(shown.some((text) => text.includes(`order ${reference} placed`) || text.includes(`we have your order ${reference}`)), 'placed');
          assert.ok(shown.some((text) => text.includes(`for order ${reference} received`)), 'paid');
          assert.ok(shown.some((text) => text.includes(`order ${reference} is on its way with Fargo Courier, tracking no. FC-20261127`)), 'dispatched');
        }, 30_000, 500);
        await shoot(inbox, phone, 'sms-inbox', 'SMS inbox');
      } finally {
        await inbox.close();
      }

      await eventually(async () => {
        await owner.page.reload();
        // The reloaded page lists its messages once its data is in: read them then, not the moment it reloads.
        await owner.page.getByRole('region', { name: 'Messages' }).getByTestId('sms-state').first().waitFor({ timeout: 15_000 });
        assert.deepEqual(await smsStates(owner.page), ['Delivered', 'Delivered', 'Delivered']);
      }, 60_000, 500);
      await owner.page.getByRole('heading', { name: 'Messages' }).scrollIntoViewIfNeeded();
      await shoot(owner.page, phone, 'admin-order-messages', 'Admin order messages');
    } finally {
      await owner.close();
    }

    await openScreen(page, '/profile');
    const choice = page.getByRole('checkbox', { name: /Text me when my order is placed/ });
    assert.equal(await choice.isChecked(), true);
    await choice.scrollIntoViewIfNeeded();
    await shoot(page, phone, 'profile-sms', 'Profile, text messages');
    await choice.uncheck();
    await waitForText(page, 'SMS messages turned off.');
    const profile = async () => ((await (await fetch(`${server.baseUrl}/api/user/profile`, { headers: { authorization: `Bearer ${api.token}` } })).json()) as { user: { smsNotifications: boolean } }).user;
    await eventually(async () => assert.equal((await profile()).smsNotifications, false));
    await choice.check();
    await waitForText(page, 'We will text you about your orders.');
  });
});

describe(`the SMS screens (${desktop.width} px)`, () => {
  it('shows the admin order messages, the SMS inbox and the profile choice', { timeout: 90_000 }, async () => {
    assert.ok(orderId, 'the 390 px journey placed an order');
    const owner = await ownerBrowser(desktop);
    try {
      await openScreen(owner.page, `/admin/orders/${orderId}`);
      await owner.page.getByRole('heading', { name: 'Messages' }).scrollIntoViewIfNeeded();
      await eventually(async () => assert.equal((await smsStates(owner.page)).length, 3));
      await shoot(owner.page, desktop, 'admin-order-messages', 'Admin order messages');
      await owner.page.goto(`/sandbox/africastalking/inbox?msisdn=${DEMO_MSISDN}`);
      await owner.page.getByRole('list', { name: 'Messages' }).waitFor();
      await shoot(owner.page, desktop, 'sms-inbox', 'SMS inbox');
      await clearBrowserStorage(owner.page);
      await logInWithToken(owner.page, server.baseUrl, demoCustomer);
      await openScreen(owner.page, '/profile');
      await owner.page.getByRole('checkbox', { name: /Text me when my order is placed/ }).scrollIntoViewIfNeeded();
      await shoot(owner.page, desktop, 'profile-sms', 'Profile, text messages');
    } finally {
      await owner.close();
    }
  });
});
