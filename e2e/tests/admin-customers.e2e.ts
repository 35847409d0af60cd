import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { clearBrowserStorage, logInThroughForm, logInWithToken } from '../support/accounts.ts';
import { assertNoSeriousA11yViolations, openBrowser, screenshot, viewports, type BrowserSession } from '../support/browser.ts';
import { startTestServer, type RunningServer } from '../support/server.ts';
import { ordersApi } from '../support/orders.ts';
import { customerApi, demoCustomer } from '../support/shopping.ts';
import { eventually, openScreen } from '../support/storefront.ts';

const admin = { name: 'Mitumba Admin', phone: '', email: 'admin@mitumba.test', password: 'Mitumba#2024' };
const phone = viewports.find((viewport) => viewport.width === 390) ?? viewports[0]!;
const desktop = viewports.find((viewport) => viewport.width === 1280) ?? viewports[1]!;
let server: RunningServer;
/** The admin at a desktop. */
let office: BrowserSession;
/** Wanjiku's own phone, signed in the whole time. */
let shopper: BrowserSession;

before(async () => {
  server = await startTestServer();
  office = await openBrowser(desktop, server.baseUrl);
  shopper = await openBrowser(phone, server.baseUrl);
  // Wanjiku has placed an order: the list's Orders column counts it.
  await ordersApi(server.baseUrl, await customerApi(server.baseUrl, demoCustomer)).placeSidian();
  await clearBrowserStorage(shopper.page);
  await logInWithToken(shopper.page, server.baseUrl, demoCustomer);
  await openScreen(shopper.page, '/');
}, { timeout: 120_000 });

after(async () => {
  await shopper?.close();
  await office?.close();
  await server?.stop();
});

describe('the back office: customers and the audit log (1280 px, then 390 px)', () => {
  it('the admin finds a customer by part of the name, sees the orders they placed, and suspends them', { timeout: 120_000 }, async () => {
    const { page } = office;
    await clearBrowserStorage(page);
    await openScreen(page, '/login');
    await logInThroughForm(page, admin);
    await page.waitForURL((url) => url.pathname === '/admin');
    await openScreen(page, '/admin/customers');
    await page.getByLabel('Search customers').fill('anjik');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await eventually(async () => assert.equal(await page.getByTestId('customer-row').count(), 1), 15_000, 200);
    assert.match(await page.getByTestId('customer-row').innerText(), /wanjiku@mitumba\.test/);
    assert.equal(await page.getByTestId('customer-orders').innerText(), '1');
    await screenshot(page, desktop, 'admin-customers');
    await assertNoSeriousA11yViolations(page, 'Admin customers (1280)');

    await page.getByRole('link', { name: 'Wanjiku Kamau' }).click();
    await page.getByRole('heading', { name: 'Wanjiku Kamau' }).waitFor();
    await page.getByRole('button', { name: 'Suspend account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Suspend account' });
    await dialog.getByLabel('Reason').fill('Three chargebacks this month');
    await assertNoSeriousA11yViolations(page, 'Admin suspend dialog (1280)');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await eventually(async () => assert.equal(await page.getByTestId('customer-status').innerText(), 'Suspended'), 15_000, 200);
    assert.equal(await page.getByTestId('active-sessions').innerText(), '0 devices');
  });

  it("the customer's open session is sent to the suspension page on the next navigation", { timeout: 60_000 }, async () => {
    const { page } = shopper;
    await openScreen(page, '/profile');
    await page.waitForURL('**/account-suspended');
    await page.getByText('Dear Wanjiku Kamau, your account has been suspended.').waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);
    await screenshot(page, phone, 'admin-customers-suspended-shopper');
  });

  it('the admin reinstates them, then makes them a cashier', { timeout: 60_000 }, async () => {
    const { page } = office;
    await page.getByRole('button', { name: 'Reinstate account' }).click();
    const reinstate = page.getByRole('dialog', { name: 'Reinstate account' });
    await reinstate.getByLabel('Reason').fill('Bank cleared the disputes');
    await reinstate.getByRole('button', { name: 'Confirm' }).click();
    await reinstate.waitFor({ state: 'hidden' });
    await eventually(async () => assert.equal(await page.getByTestId('customer-status').innerText(), 'Active'), 15_000, 200);

    await page.getByLabel('Role').selectOption('cashier');
    await page.getByRole('button', { name: 'Change role' }).click();
    const role = page.getByRole('dialog', { name: 'Make Wanjiku Kamau cashier' });
    await role.getByLabel('Reason').fill('Hired for the Saturday stall');
    await role.getByRole('button', { name: 'Confirm' }).click();
    await role.waitFor({ state: 'hidden' });
    await eventually(async () => assert.equal(await page.getByTestId('customer-role').innerText(), 'Cashier'), 15_000, 200);
    await screenshot(page, desktop, 'admin-customer');
    await assertNoSeriousA11yViolations(page, 'Admin customer (1280)');
  });

  it('the audit log filtered to users shows the three changes, before → after', { timeout: 60_000 }, async () => {
    const { page } = office;
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit log' }).click();
    await page.getByLabel('Entity', { exact: true }).selectOption('user');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.waitForURL('**/admin/audit?entity=user');
    const entries = page.getByTestId('audit-entry');
    await eventually(async () => assert.equal(await entries.count(), 3), 15_000, 200);
    const texts = await entries.allInnerTexts();
    assert.match(texts[0]!, /user\.role[\s\S]*Hired for the Saturday stall[\s\S]*Role\s*customer\s*→\s*changed to\s*cashier/);
    assert.match(texts[1]!, /user\.reinstate[\s\S]*Status\s*suspended\s*→\s*changed to\s*active/);
    assert.match(texts[2]!, /user\.suspend[\s\S]*Mitumba Admin[\s\S]*Status\s*active\s*→\s*changed to\s*suspended/);
    assert.doesNotMatch(texts.join('\n'), /\{"/);
    await screenshot(page, desktop, 'admin-audit-users');
    await assertNoSeriousA11yViolations(page, 'Admin audit log by entity (1280)');
  });

  it('works on a phone', { timeout: 120_000 }, async () => {
    const { page } = shopper;
    await clearBrowserStorage(page);
    await logInWithToken(page, server.baseUrl, admin);
    await openScreen(page, '/admin/customers?role=cashier');
    await eventually(async () => assert.equal(await page.getByTestId('customer-row').count(), 2), 15_000, 200);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `the customers page scrolls sideways by ${overflow}px at 390 px`);
    // A cashier now, her own order still counts.
    const wanjiku = page.getByTestId('customer-row').filter({ hasText: 'Wanjiku Kamau' });
    assert.equal((await wanjiku.getByTestId('customer-orders').innerText()).replace(/\s+/g, ' ').trim(), 'Orders: 1');
    await screenshot(page, phone, 'admin-customers');
    await assertNoSeriousA11yViolations(page, 'Admin customers (390)');
    await page.getByRole('link', { name: 'Wanjiku Kamau' }).click();
    await page.getByRole('heading', { name: 'Wanjiku Kamau' }).waitFor();
    await screenshot(page, phone, 'admin-customer');
    await assertNoSeriousA11yViolations(page, 'Admin customer (390)');
    await openScreen(page, '/admin/audit?entity=user');
    await eventually(async () => assert.equal(await page.getByTestId('audit-entry').count(), 3), 15_000, 200);
    await screenshot(page, phone, 'admin-audit-users');
    await assertNoSeriousA11yViolations(page, 'Admin audit log (390)');
  });
});
