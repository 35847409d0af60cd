import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { newOrderId, type MpesaInitiateResponse } from '@mitumba/contracts';
import type { Page } from 'playwright-core';
import { clearBrowserStorage, logInWithToken } from '../support/accounts.ts';
import { assertNoSeriousA11yViolations, openBrowser, screenshot, viewports, type BrowserSession, type Viewport } from '../support/browser.ts';
import { startTestServer, type RunningServer } from '../support/server.ts';
import { customerApi, demoCustomer } from '../support/shopping.ts';
import { cardPrice, catalogApi, eventually, openScreen } from '../support/storefront.ts';
import { freeNairobiPickup } from '../support/delivery.ts';

const admin = { name: 'Admin', phone: '', email: 'admin@mitumba.test', password: 'Mitumba#2024' };
const phone = viewports.find((viewport) => viewport.width === 390) ?? viewports[0]!;
const desktop = viewports.find((viewport) => viewport.width === 1280) ?? viewports[1]!;
/** The sandbox's number that pays but never sends the callback: only asking M-Pesa again tells the shop. */
const CALLBACK_NEVER_SENT = '0700000007';
/** The payment core counts an attempt as stuck once the job would start asking about it (queryAfterMs: 20 s). */
const PROMPT_WINDOW_MS = 21_000;
const reason = 'Customer called: she paid on her phone';

let server: RunningServer;
let browser: BrowserSession;
let payment: MpesaInitiateResponse;
let startedAt: number;

/** Both widths from the one browser: the page is resized for the phone's screenshot and checks, then back. */
async function atBothWidths(page: Page, name: string, where: string) {
  await screenshot(page, desktop, name);
  await assertNoSeriousA11yViolations(page, `${where} (1280)`);
  await page.setViewportSize({ width: phone.width, height: phone.height });
  await screenshot(page, phone as Viewport, name);
  await assertNoSeriousA11yViolations(page, `${where} (390)`);
  await page.setViewportSize({ width: desktop.width, height: desktop.height });
}

before(async () => {
  // No reconciliation job: the payment stays pending until a person asks M-Pesa about it.
  server = await startTestServer({ env: { PAYMENTS_RECONCILE: 'false' } });
  browser = await openBrowser(desktop, server.baseUrl);
  const customer = await customerApi(server.baseUrl, demoCustomer);
  await customer.reset();
  const { products } = await catalogApi(server.baseUrl).list({ limit: '60' });
  const product = products.find((candidate) => candidate.banner !== 'clearance' && Object.values(candidate.stock).some((count) => count > 1));
  assert.ok(product, 'the demo shop has a product in stock');
  await customer.addToCart(product, product.weights.find((weight) => (product.stock[weight.toLowerCase()] ?? 0) > 1)!);
  const cart = await customer.cart();
  const response = await fetch(`${server.baseUrl}/api/order/mpesa/initiate`, {
    method: 'POST', headers: { authorization: `Bearer ${customer.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      orderId: newOrderId(), amount: cart.summary.total, discount: cart.summary.discount, phone: CALLBACK_NEVER_SENT, deliveryOptionId: await freeNairobiPickup(server.baseUrl),
      address: { firstName: 'Wanjiku', lastName: 'Kamau', email: 'wanjiku@mitumba.test', street: 'Moi Avenue 12', city: 'Nairobi', state: 'Starehe', country: 'Kenya', pickupLocation: '', phone: '0712345678' },
      items: cart.items.map((item) => ({ _id: item.productId, name: item.name, price: item.unitPrice, quantity: item.quantity, weight: item.weight })),
    }),
  });
  assert.equal(response.status, 200, await response.clone().text());
  payment = (await response.json()) as MpesaInitiateResponse;
  startedAt = Date.now();
}, { timeout: 120_000 });

after(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the back office: payments needing a person, and the dashboard', () => {
  it('the admin finds the stuck M-Pesa payment, asks M-Pesa again, and it is paid', { timeout: 90_000 }, async () => {
    const { page } = browser;
    await clearBrowserStorage(page);
    await logInWithToken(page, server.baseUrl, admin);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, startedAt + PROMPT_WINDOW_MS - Date.now())));
    await openScreen(page, '/admin/payments');
    const item = page.getByTestId('payment-review-item').filter({ hasText: payment.orderId });
    await item.waitFor();
    assert.match(await item.innerText(), /Stuck/);
    assert.match(await item.getByTestId('review-state').innerText(), /pending · pending/i);
    await atBothWidths(page, 'admin-payments', 'Payments to check');

    await item.getByRole('button', { name: 'Query M-Pesa again' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ask M-Pesa again' });
    await dialog.getByLabel('Note (optional)').fill(reason);
    await screenshot(page, desktop, 'admin-payments-dialog');
    await assertNoSeriousA11yViolations(page, 'Ask M-Pesa again dialog (1280)');
    await dialog.getByRole('button', { name: 'Ask M-Pesa' }).click();
    await page.getByText('The provider says paid: the payment is now paid.').waitFor();
    await item.waitFor({ state: 'detached' });
  });

  it("the customer's orders show it paid", { timeout: 60_000 }, async () => {
    const { page } = browser;
    await clearBrowserStorage(page);
    await logInWithToken(page, server.baseUrl, demoCustomer);
    await openScreen(page, '/orders');
    const card = page.getByTestId('order-card').filter({ hasText: payment.orderId });
    await card.waitFor();
    assert.equal(await card.getByTestId('payment-status').innerText(), 'Paid');
  });

  it('the audit log shows who asked and why; the dashboard shows the sale in today', { timeout: 60_000 }, async () => {
    const { page } = browser;
    await clearBrowserStorage(page);
    await logInWithToken(page, server.baseUrl, admin);
    await openScreen(page, '/admin/audit');
    await page.getByLabel('Entity id').fill(payment.orderId);
    await page.getByRole('button', { name: 'Filter' }).click();
    const entry = page.getByTestId('audit-entry').first();
    await eventually(async () => assert.match(await entry.innerText(), new RegExp(reason)), 15_000, 200);

    await openScreen(page, '/admin');
    const today = page.getByTestId('sales-today');
    await today.waitFor();
    const total = Number((await today.locator('p').first().innerText()).replace(/[^\d]/g, ''));
    assert.ok(total >= payment.amount, `today's sales (${total}) include the ${cardPrice(payment.amount)} just paid`);
    assert.match(await today.innerText(), /M-Pesa/);
    await page.getByTestId('sales-chart').locator('canvas').first().waitFor();
    await atBothWidths(page, 'admin-dashboard', 'Dashboard');
  });
});
