import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { assertNoSeriousA11yViolations, openBrowser, screenshot, viewports, type BrowserSession } from '../support/browser.ts';
import { ordersApi } from '../support/orders.ts';
import { htmlLang, switchLanguage } from '../support/language.ts';
import { openScreen } from '../support/storefront.ts';
import { startTestServer, type RunningServer } from '../support/server.ts';
import { customerApi, demoCustomer, type CustomerApi } from '../support/shopping.ts';

/** The orders, an order's page, the login form and the profile, read in Kiswahili on a phone (decision 0046). */
const step = { timeout: 120_000 };
const phone = viewports.find((viewport) => viewport.name === 'phone') ?? viewports[0]!;
const desktop = viewports.find((viewport) => viewport.name === 'desktop') ?? viewports[1]!;

let server: RunningServer;
let session: BrowserSession;
let customer: CustomerApi;
let orderId: string;

before(async () => {
  server = await startTestServer();
  session = await openBrowser(phone, server.baseUrl);
  customer = await customerApi(server.baseUrl, demoCustomer);
  orderId = await ordersApi(server.baseUrl, customer).payWithMpesa();
}, { timeout: 120_000 });

after(async () => {
  await session?.close();
  await server?.stop();
});

const cardOf = (page: Page) => page.getByTestId('order-card').filter({ hasText: orderId });

describe('orders and the account in Kiswahili, on a phone', () => {
  it('switches to SW and logs in on the form in Kiswahili', step, async () => {
    const { page } = session;
    await openScreen(page, '/');
    await switchLanguage(page, 'sw');
    await openScreen(page, '/login');
    assert.equal(await htmlLang(page), 'sw');
    await page.getByRole('heading', { level: 1, name: 'Ingia' }).waitFor();
    const form = page.getByRole('form', { name: 'Ingia' });
    await form.getByRole('button', { name: 'Ingia' }).click();
    await form.getByText('Tafadhali weka barua pepe sahihi').waitFor();
    await form.getByText('Tafadhali weka nenosiri lako').waitFor();
    await assertNoSeriousA11yViolations(page, '/login in Kiswahili');
    await screenshot(page, phone, 'kiswahili-login');

    await form.getByLabel('Barua pepe').fill(demoCustomer.email);
    await form.getByLabel('Nenosiri', { exact: true }).fill(demoCustomer.password);
    await form.getByRole('button', { name: 'Ingia' }).click();
    await page.waitForURL('**/loginsuccess');
    await page.getByRole('heading', { name: /^Karibu tena/ }).waitFor();
  });

  it('reads the orders and an order page in Kiswahili', step, async () => {
    const { page } = session;
    await openScreen(page, '/orders');
    await page.getByRole('heading', { level: 1, name: 'Maagizo Yangu' }).waitFor();
    const card = cardOf(page);
    await card.waitFor();
    assert.equal(await card.getByTestId('payment-status').innerText(), 'Imelipwa');
    assert.equal(await card.getByTestId('delivery-status').innerText(), 'Linasubiri kusafirishwa');
    await card.getByText('Njia ya malipo').waitFor();
    await page.getByText('Jumla ya maagizo').waitFor();
    await assertNoSeriousA11yViolations(page, '/orders in Kiswahili');
    await screenshot(page, phone, 'kiswahili-orders');

    await card.getByRole('link', { name: `Agizo ${orderId}` }).click();
    await page.waitForURL(`**/order/${orderId}`);
    await page.getByRole('heading', { level: 1, name: 'Maelezo ya agizo' }).waitFor();
    await page.getByRole('heading', { name: 'Usafirishaji', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Malipo na usafirishaji' }).waitFor();
    await page.getByRole('button', { name: 'Nimepokea agizo' }).waitFor();
    const ask = page.getByRole('link', { name: 'Uliza kuhusu agizo hili' });
    assert.match(decodeURIComponent((await ask.getAttribute('href')) ?? ''), /Habari Mitumba, nina swali kuhusu agizo langu/);
    assert.equal(await page.title().then((title) => title.startsWith(`Agizo ${orderId}`)), true, 'the page title is in Kiswahili');
    await assertNoSeriousA11yViolations(page, 'the order page in Kiswahili');
    await screenshot(page, phone, 'kiswahili-order-page');
  });

  it('reads the profile in Kiswahili', step, async () => {
    const { page } = session;
    await openScreen(page, '/profile');
    await page.getByRole('heading', { level: 1, name: 'Wasifu Wangu' }).waitFor();
    await page.getByRole('heading', { name: 'Taarifa binafsi' }).waitFor();
    await page.getByRole('button', { name: 'Badilisha nenosiri' }).waitFor();
    await page.getByRole('button', { name: 'Toka' }).waitFor();
    await assertNoSeriousA11yViolations(page, '/profile in Kiswahili');
    await screenshot(page, phone, 'kiswahili-profile');
  });

  it('looks right on a desktop too', step, async () => {
    const { page } = session;
    await page.setViewportSize({ width: desktop.width, height: desktop.height });
    for (const [path, name] of [['/orders', 'kiswahili-orders'], [`/order/${orderId}`, 'kiswahili-order-page'], ['/profile', 'kiswahili-profile']] as const) {
      await openScreen(page, path);
      await page.waitForLoadState('networkidle');
      await screenshot(page, desktop, name);
    }
    await switchLanguage(page, 'en');
    await customer.reset();
  });
});
