import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { clearBrowserStorage, logInWithToken } from '../support/accounts.ts';
import { assertNoSeriousA11yViolations, openBrowser, screenshot, viewports, type BrowserSession, type Viewport } from '../support/browser.ts';
import { ordersApi } from '../support/orders.ts';
import { startTestServer, type RunningServer } from '../support/server.ts';
import { customerApi, demoCustomer } from '../support/shopping.ts';
import { openScreen } from '../support/storefront.ts';

/**
 * The owner reconciles today: two Paystack payments made through the checkout's API and paid on the emulator, then
 * Paystack's statement changed through its test controls (one amount altered, one moved to yesterday) and a payment
 * the shop never saw planted. The screen lists exactly those three differences first, each order one tap away.
 */
const admin = { name: 'Admin', phone: '', email: 'admin@mitumba.test', password: 'Mitumba#2024' };
const phone = viewports.find((viewport) => viewport.width === 390)!;
const desktop = viewports.find((viewport) => viewport.width === 1280)!;
const nairobiDay = (offsetDays = 0) => new Date(Date.now() + 3 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

let server: RunningServer;
let browser: BrowserSession;
let differing: { orderId: string; reference: string };
let absent: { orderId: string; reference: string };

async function statementControl(path: string, body: object) {
  const response = await fetch(`${server.baseUrl}/sandbox/paystack/__emulator/statement${path}`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  assert.equal(response.status, 200, await response.text());
}

before(async () => {
  server = await startTestServer({ env: { PAYMENTS_RECONCILE: 'false' } });
  browser = await openBrowser(desktop, server.baseUrl);
  const customer = await customerApi(server.baseUrl, demoCustomer);
  const orders = ordersApi(server.baseUrl, customer);
  differing = await orders.payWithPaystack();
  absent = await orders.payWithPaystack();
  await customer.reset();
  await statementControl(`/${differing.reference}`, { amount: 123_400 });
  await statementControl(`/${absent.reference}`, { at: new Date(Date.now() - 2 * 86_400_000).toISOString() });
  await statementControl('', { amount: 77_700, reference: 'T-NEVER-SEEN-BY-SHOP' });
}, { timeout: 120_000 });

after(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the back office: reconciliation', () => {
  it("shows today's three planted differences first, each linking to its order", { timeout: 90_000 }, async () => {
    const { page } = browser;
    await clearBrowserStorage(page);
    await logInWithToken(page, server.baseUrl, admin);
    await openScreen(page, '/admin');
    await page.getByRole('link', { name: 'Reconciliation' }).click();
    await page.getByRole('heading', { name: 'Reconciliation', level: 1 }).waitFor();
    assert.match(page.url(), /\/admin\/reconciliation$/);
    // Yesterday first; the next day is today.
    await page.getByRole('link', { name: 'Next day' }).click();
    await page.waitForURL(`**/admin/reconciliation?date=${nairobiDay()}`);
    const differences = page.getByRole('region', { name: /differences?$/ });
    await differences.waitFor();
    assert.equal(await differences.getByRole('heading').innerText(), '3 differences');
    const items = differences.getByRole('listitem');
    assert.equal(await items.count(), 3);
    const text = await differences.innerText();
    assert.match(text, /Amounts differ/);
    assert.match(text, /Paid here but absent there/);
    assert.match(text, /There but not here/);
    assert.match(text, /T-NEVER-SEEN-BY-SHOP/);
    assert.match(await items.filter({ hasText: 'Amounts differ' }).innerText(), /Ksh 1,234\.00/);
    assert.equal(await page.getByRole('link', { name: 'Next day' }).count(), 0, 'no day after today');

    await screenshot(page, desktop, 'admin-reconciliation');
    await assertNoSeriousA11yViolations(page, 'Reconciliation (1280)');
    await page.setViewportSize({ width: phone.width, height: phone.height });
    await screenshot(page, phone as Viewport, 'admin-reconciliation');
    await assertNoSeriousA11yViolations(page, 'Reconciliation (390)');
    await page.setViewportSize({ width: desktop.width, height: desktop.height });

    await items.filter({ hasText: 'Paid here but absent there' }).getByRole('link', { name: absent.orderId }).click();
    await page.waitForURL(`**/admin/orders/${absent.orderId}`);
    await page.getByText(absent.orderId).first().waitFor();
  });
});
