import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { clearBrowserStorage, logInThroughForm, logInWithToken } from '../support/accounts.ts';
import { assertNoSeriousA11yViolations, openBrowser, screenshot, viewports, type BrowserSession } from '../support/browser.ts';
import { ordersApi } from '../support/orders.ts';
import { startTestServer, type RunningServer } from '../support/server.ts';
import { customerApi, demoCustomer, type CustomerApi } from '../support/shopping.ts';
import { eventually, openScreen } from '../support/storefront.ts';

const admin = { name: 'Admin', phone: '', email: 'admin@mitumba.test', password: 'Mitumba#2024' };
const phone = viewports.find((viewport) => viewport.width === 390) ?? viewports[0]!;
const desktop = viewports.find((viewport) => viewport.width === 1280) ?? viewports[1]!;
let server: RunningServer;
let browser: BrowserSession;
let sidianOrder: string;
let customer: CustomerApi;

/** The demo customer's side, through the API: a chat message to the shop, a cancellation request. */
async function asCustomer(path: string, body: object): Promise<void> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` }, body: JSON.stringify(body),
  });
  assert.equal(response.status, 200, await response.text());
}

before(async () => {
  server = await startTestServer();
  browser = await openBrowser(desktop, server.baseUrl);
  customer = await customerApi(server.baseUrl, demoCustomer);
  sidianOrder = await ordersApi(server.baseUrl, customer).placeSidian();
  // The customer writes to the shop about it: nobody has read it yet.
  await asCustomer('/api/messages', { content: `Did my paybill transfer for ${sidianOrder} arrive?` });
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
    await page.getByRole('link', { name: 'Back office' }).waitFor();
    await screenshot(page, desktop, 'account-menu-admin');
    await assertNoSeriousA11yViolations(page, 'Account menu of the admin (1280)');
    await page.getByRole('link', { name: 'Back office' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    // The dashboard counts the unread message, with the way to the inbox.
    const unread = page.getByRole('region', { name: 'Unread messages' });
    await eventually(async () => assert.ok(Number(await unread.getByTestId('unread-messages').innerText()) >= 1), 15_000, 200);
    assert.equal(await unread.getByRole('link', { name: 'Reply in the inbox' }).getAttribute('href'), '/admin/inbox');
    await page.getByRole('region', { name: 'Cancellation requests' }).waitFor();
    await screenshot(page, desktop, 'admin-dashboard');
    await assertNoSeriousA11yViolations(page, 'Admin dashboard (1280)');
    await openScreen(page, '/admin/orders');
    await page.getByLabel('Method').selectOption('sidian');
    await page.getByLabel('Payment').selectOption('pending');
    await page.getByLabel('Search orders').fill(sidianOrder);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await eventually(async () => assert.equal(await page.getByTestId('admin-order-row').count(), 1), 15_000, 200);
    const row = page.getByTestId('admin-order-row');
    assert.match(await row.innerText(), /Sidian/);
    assert.equal(await row.getByTestId('payment-badge').innerText(), 'Pending');
    // Its customer's unread message is flagged on the row, linking to the conversation.
    assert.equal(await row.getByTestId('flag-unread').innerText(), '1 unread message');
    assert.equal(await row.getByRole('link', { name: '1 unread message' }).getAttribute('href'), `/admin/inbox/${customer.userId}`);
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
    // The payment history speaks the owner's language, not the payment core's codes.
    const history = page.getByTestId('payment-attempt');
    await eventually(async () => assert.match(await history.innerText(), /Payment confirmed by staff — reference SKL4M2N7PQ/), 15_000, 200);
    const said = await history.innerText();
    assert.match(said, /Sidian paybill · KES [\d,]+/);
    assert.match(said, /Waiting for the Sidian paybill transfer of KES [\d,]+/);
    assert.doesNotMatch(said, /initiate|manual:|noted|apply|sidian ·|ksh/);
    await page.getByRole('button', { name: 'Mark delivered' }).waitFor();
    await screenshot(page, desktop, 'admin-order');
    await assertNoSeriousA11yViolations(page, 'Admin order (1280)');
  });

  it('asks before marking the order delivered, naming it and the return window that starts; Close changes nothing', { timeout: 60_000 }, async () => {
    const { page } = browser;
    await page.getByRole('button', { name: 'Mark delivered' }).click();
    const dialog = page.getByRole('dialog', { name: `Mark ${sidianOrder} as delivered?` });
    await dialog.waitFor();
    assert.match(await dialog.innerText(), /7-day return window starts now/);
    await screenshot(page, desktop, 'admin-deliver-dialog');
    await assertNoSeriousA11yViolations(page, 'Admin deliver dialog (1280)');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.reload();
    await page.getByRole('button', { name: 'Mark delivered' }).waitFor();
    assert.notEqual(await page.getByTestId('order-status').innerText(), 'Delivered');
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

  it('works on a phone: the order, delivery asked first, and the dashboard leading to a cancellation request', { timeout: 120_000 }, async () => {
    const small = await openBrowser(phone, server.baseUrl);
    try {
      await clearBrowserStorage(small.page);
      await logInWithToken(small.page, server.baseUrl, admin);
      await openScreen(small.page, `/admin/orders/${sidianOrder}`);
      await small.page.getByRole('heading', { name: sidianOrder }).waitFor();
      await screenshot(small.page, phone, 'admin-order');
      await assertNoSeriousA11yViolations(small.page, 'Admin order (390)');

      // On a phone too, delivery is asked first; confirming it ends the order.
      await small.page.getByRole('button', { name: 'Mark delivered' }).click();
      const deliver = small.page.getByRole('dialog', { name: `Mark ${sidianOrder} as delivered?` });
      assert.match(await deliver.innerText(), /return window starts now/);
      await screenshot(small.page, phone, 'admin-deliver-dialog');
      await assertNoSeriousA11yViolations(small.page, 'Admin deliver dialog (390)');
      await deliver.getByRole('button', { name: 'Mark delivered' }).click();
      await deliver.waitFor({ state: 'hidden' });
      await eventually(async () => assert.equal(await small.page.getByTestId('order-status').innerText(), 'Delivered'), 15_000, 200);

      // The customer asks to cancel it: the dashboard counts the request and leads to the flagged order.
      await asCustomer('/api/order/request-cancellation', { orderId: sidianOrder, reason: 'damaged', details: 'Torn sleeve' });
      await openScreen(small.page, '/admin');
      const requests = small.page.getByRole('region', { name: 'Cancellation requests' });
      await eventually(async () => assert.equal(await requests.getByTestId('pending-cancellations').innerText(), '1'), 15_000, 200);
      await screenshot(small.page, phone, 'admin-dashboard');
      await assertNoSeriousA11yViolations(small.page, 'Admin dashboard (390)');
      await requests.getByRole('link', { name: 'Decide them' }).click();
      await small.page.waitForURL((url) => url.searchParams.get('attention') === 'cancellation');
      const flagged = small.page.getByTestId('admin-order-row').filter({ hasText: sidianOrder });
      assert.equal(await flagged.getByTestId('flag-cancellation').innerText(), 'Cancellation requested');
      assert.equal(await small.page.getByTestId('admin-order-row').count(), 1);
      await screenshot(small.page, phone, 'admin-orders');
      await assertNoSeriousA11yViolations(small.page, 'Admin orders (390)');
    } finally {
      await small.close();
    }
  });

  it('the customer who paid to the paybill sees it confirmed on /orders, and /admin refuses them (390 px)', { timeout: 90_000 }, async () => {
    const small = await openBrowser(phone, server.baseUrl);
    try {
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
