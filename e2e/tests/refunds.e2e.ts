import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { clearBrowserStorage, logInWithToken } from '../support/accounts.ts';
import { assertNoSeriousA11yViolations, openBrowser, screenshot, viewports, type BrowserSession, type Viewport } from '../support/browser.ts';
import { ordersApi } from '../support/orders.ts';
import { startTestServer, type RunningServer } from '../support/server.ts';
import { customerApi, demoCustomer } from '../support/shopping.ts';
import { openScreen } from '../support/storefront.ts';

const admin = { name: 'Admin', phone: '', email: 'admin@mitumba.test', password: 'Mitumba#2024' };
let server: RunningServer;

before(async () => {
  server = await startTestServer();
}, { timeout: 120_000 });

after(async () => {
  await server?.stop();
});

async function call(token: string, method: string, path: string, body?: unknown): Promise<void> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method, headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  assert.ok(response.ok, `${method} ${path} answered ${response.status}: ${await response.text()}`);
}

/** The owner approves the return on the order's back-office page; the refund appears there and on the Refunds screen. */
async function ownerApproves(page: Page, viewport: Viewport, orderRef: string): Promise<void> {
  await logInWithToken(page, server.baseUrl, admin);
  await openScreen(page, `/admin/orders/${orderRef}`);
  await page.getByRole('button', { name: 'Approve cancellation' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason').fill('Returned unopened, tags on');
  await dialog.getByRole('button', { name: 'Approve cancellation' }).click();
  await dialog.waitFor({ state: 'detached' });
  const refunds = page.getByRole('list', { name: 'Refunds of this order' });
  await refunds.getByText('Given back').waitFor({ timeout: 30_000 });
  await assertNoSeriousA11yViolations(page, `Order with its refund, back office (${viewport.width})`);
  await screenshot(page, viewport, 'admin-order-refunds');
  await openScreen(page, '/admin/refunds?state=succeeded');
  await page.getByRole('list', { name: 'Refunds' }).getByRole('link', { name: orderRef }).waitFor({ timeout: 15_000 });
  await assertNoSeriousA11yViolations(page, `Refunds (${viewport.width})`);
  await screenshot(page, viewport, 'admin-refunds');
}

async function journey(viewport: Viewport): Promise<void> {
  const browser: BrowserSession = await openBrowser(viewport, server.baseUrl);
  try {
    const { page } = browser;
    const customer = await customerApi(server.baseUrl, demoCustomer);
    const orderRef = await ordersApi(server.baseUrl, customer).payWithMpesa();
    await call(customer.token, 'PATCH', `/api/order/${orderRef}/deliver`);
    await call(customer.token, 'POST', '/api/order/request-cancellation', { orderId: orderRef, reason: 'wrongSize' });

    await clearBrowserStorage(page);
    await openScreen(page, '/');
    await ownerApproves(page, viewport, orderRef);

    await clearBrowserStorage(page);
    await openScreen(page, '/');
    await logInWithToken(page, server.baseUrl, { ...demoCustomer });
    await openScreen(page, `/order/${orderRef}`);
    const line = page.getByRole('region', { name: 'Refunds' }).getByRole('listitem').first();
    await line.getByText(/: sent \(receipt [A-Z0-9]{10}\)$/).waitFor({ timeout: 30_000 });
    assert.match(await line.innerText(), /^Refund of Ksh [\d,]+\.\d{2} to M-Pesa 0712 345 678: sent \(receipt [A-Z0-9]{10}\)$/);
    await assertNoSeriousA11yViolations(page, `Order with its refund (${viewport.width})`);
    await screenshot(page, viewport, 'order-refund-sent');
  } finally {
    await browser.close();
  }
}

describe('refunds: the owner approves a return of an M-Pesa order and the customer sees the money sent back (390 px, then 1280 px)', () => {
  for (const viewport of viewports) {
    it(`an approved return is reversed to the customer's M-Pesa (${viewport.width} px)`, { timeout: 180_000 }, () => journey(viewport));
  }
});
