import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { clearBrowserStorage, logInThroughForm, logInWithToken } from '../support/accounts.ts';
import { assertNoSeriousA11yViolations, openBrowser, screenshot, viewports, type BrowserSession } from '../support/browser.ts';
import { ordersApi } from '../support/orders.ts';
import { startTestServer, type RunningServer } from '../support/server.ts';
import { customerApi, demoCustomer } from '../support/shopping.ts';
import { eventually, openScreen } from '../support/storefront.ts';

const admin = { name: 'Admin', phone: '', email: 'admin@mitumba.test', password: 'Mitumba#2024' };
const phone = viewports.find((viewport) => viewport.width === 390) ?? viewports[0]!;
const desktop = viewports.find((viewport) => viewport.width === 1280) ?? viewports[1]!;
let server: RunningServer;
let browser: BrowserSession;
let sidianOrder: string;

before(async () => {
  server = await startTestServer();
  browser = await openBrowser(desktop, server.baseUrl);
  sidianOrder = await ordersApi(server.baseUrl, await customerApi(server.baseUrl, demoCustomer)).placeSidian();
}, { timeout: 120_000 });

after(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the back office: orders and payments (1280 px, then 390 px)', () => {
  it('the demo admin logs in to the back office, finds it again from the account menu, and finds the unpaid Sidian order with the filters', { timeout: 120_000 }, async () => {
    const { page } = browser;
    await clearBrowserStorage(page);
    await openScreen(page, '/login');
    await logInThroughForm(page, admin);
    // Staff land on their desk, not on the shopper's welcome page (docs/decisions/0032).
    await page.waitForURL((url) => url.pathname === '/admin');
    await openScreen(page, '/');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('link', { name: 'Back office' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await openScreen(page, '/admin/orders');
    await page.getByLabel('Method').selectOption('sidian');
    await page.getByLabel('Payment').selectOption('pending');
    await page.getByLabel('Search orders').fill(sidianOrder);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await eventually(async () => assert.equal(await page.getByTestId('admin-order-row').count(), 1), 15_000, 200);
    const row = page.getByTestId('admin-order-row');
    assert.match(await row.innerText(), /Sidian/);
    assert.equal(await row.getByTestId('payment-badge').innerText(), 'Pending');
    assert.match(page.url(), /method=sidian/);
    await screenshot(page, desktop, 'admin-orders');
    await assertNoSeriousA11yViolations(page, 'Admin orders (1280)');
  });

  it('confirms the payment with its reference (a note optional, no reason asked), and the order shows paid', { timeout: 120_000 }, async () => {
    const { page } = browser;
    await page.getByRole('link', { name: sidianOrder }).click();
    await page.getByRole('heading', { name: sidianOrder }).waitFor();
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm payment' });
    await dialog.getByLabel('Payment reference').fill('SKL4M2N7PQ');
    assert.equal(await dialog.getByLabel('Reason', { exact: true }).count(), 0);
    await dialog.getByLabel('Note (optional)').fill('Transfer seen on the Sidian statement');
    await screenshot(page, desktop, 'admin-confirm-dialog');
    await assertNoSeriousA11yViolations(page, 'Admin confirm payment dialog (1280)');
    await dialog.getByRole('button', { name: 'Confirm payment' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await eventually(async () => assert.equal(await page.getByTestId('payment-badge').innerText(), 'Paid'), 15_000, 200);
    await page.getByRole('button', { name: 'Mark delivered' }).waitFor();
    await screenshot(page, desktop, 'admin-order');
    await assertNoSeriousA11yViolations(page, 'Admin order (1280)');
  });

  it('the audit log shows the confirmation', { timeout: 60_000 }, async () => {
    const { page } = browser;
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit log' }).click();
    await page.getByLabel('Entity id').fill(sidianOrder);
    await page.getByRole('button', { name: 'Filter' }).click();
    const entry = page.getByTestId('audit-entry').first();
    await eventually(async () => assert.match(await entry.innerText(), new RegExp(sidianOrder)), 15_000, 200);
    assert.match(await entry.innerText(), /Transfer seen on the Sidian statement/);
    await screenshot(page, desktop, 'admin-audit');
    await assertNoSeriousA11yViolations(page, 'Admin audit log (1280)');
  });

  it("works on a phone; the customer's /orders shows the payment confirmed and /admin refuses them", { timeout: 60_000 }, async () => {
    const small = await openBrowser(phone, server.baseUrl);
    try {
      await clearBrowserStorage(small.page);
      await logInWithToken(small.page, server.baseUrl, admin);
      await openScreen(small.page, `/admin/orders/${sidianOrder}`);
      await small.page.getByRole('heading', { name: sidianOrder }).waitFor();
      await screenshot(small.page, phone, 'admin-order');
      await assertNoSeriousA11yViolations(small.page, 'Admin order (390)');
      await openScreen(small.page, '/admin/orders');
      await small.page.getByTestId('admin-order-row').first().waitFor();
      await screenshot(small.page, phone, 'admin-orders');
      await assertNoSeriousA11yViolations(small.page, 'Admin orders (390)');

      // The customer who paid to the paybill sees the confirmed payment on their own orders page.
      await clearBrowserStorage(small.page);
      await logInWithToken(small.page, server.baseUrl, { ...demoCustomer });
      await openScreen(small.page, '/orders');
      const card = small.page.getByTestId('order-card').filter({ hasText: sidianOrder });
      await card.waitFor();
      assert.equal(await card.getByTestId('payment-status').innerText(), 'Paid');
      await openScreen(small.page, '/admin/orders');
      await small.page.getByRole('heading', { name: 'You do not have access' }).waitFor();
      await assertNoSeriousA11yViolations(small.page, 'Admin refused (390)');
    } finally {
      await small.close();
    }
  });
});
