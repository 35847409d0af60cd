import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import type { PlaceOrderResponse } from '@mitumba/contracts';
import { clearBrowserStorage, logInThroughForm, logInWithToken } from '../support/accounts.ts';
import { assertNoSeriousA11yViolations, openBrowser, screenshot, viewports, type BrowserSession } from '../support/browser.ts';
import { startTestServer, type RunningServer } from '../support/server.ts';
import { customerApi, demoCustomer, type CustomerApi } from '../support/shopping.ts';
import { catalogApi, eventually, openScreen, waitForText } from '../support/storefront.ts';
import { freeNairobiPickup } from '../support/delivery.ts';

const cashier = { email: 'cashier@mitumba.test', password: 'Mitumba#2024' };
const phone = viewports.find((viewport) => viewport.width === 390) ?? viewports[0]!;
const desktop = viewports.find((viewport) => viewport.width === 1280) ?? viewports[1]!;
let server: RunningServer;
let browser: BrowserSession;
let customer: CustomerApi;

before(async () => {
  server = await startTestServer();
  browser = await openBrowser(phone, server.baseUrl);
  customer = await customerApi(server.baseUrl, demoCustomer);
}, { timeout: 120_000 });

after(async () => {
  await browser?.close();
  await server?.stop();
});

async function validateAsCustomer(code: string): Promise<{ valid: boolean; message: string }> {
  const response = await fetch(`${server.baseUrl}/api/security-codes/validate`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
    body: JSON.stringify({ email: demoCustomer.email, code }),
  });
  return (await response.json()) as { valid: boolean; message: string };
}

/** The demo customer buys one item in stock with `method` (cash: with the code the cashier shows; COD: none), through the API. */
async function placeWithCode(method: 'cash' | 'cod', securityCode?: string): Promise<PlaceOrderResponse['order']> {
  await customer.reset();
  const { products } = await catalogApi(server.baseUrl).list({ limit: '60' });
  const product = products.find((candidate) => candidate.banner !== 'clearance' && Object.values(candidate.stock).some((count) => count > 1))!;
  await customer.addToCart(product, product.weights.find((weight) => (product.stock[weight.toLowerCase()] ?? 0) > 1)!);
  const cart = await customer.cart();
  const response = await fetch(`${server.baseUrl}/api/order/place`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
    body: JSON.stringify({
      orderId: `ORD-${Date.now()}-${Math.random().toString(16).slice(2, 10)}`, amount: cart.summary.total, paymentMethod: method, securityCode,
      email: demoCustomer.email, deliveryOptionId: await freeNairobiPickup(server.baseUrl),
      address: { firstName: 'Wanjiku', lastName: 'Kamau', street: 'Moi Avenue 12', city: 'Nairobi', state: 'Starehe', phone: '0712345678' },
    }),
  });
  const body = (await response.json()) as PlaceOrderResponse & { message: string };
  assert.equal(response.status, 200, body.message);
  return body.order;
}

const shownCode = async (page: Page) => (await page.getByTestId('security-code').innerText()).trim();

describe('cashier security code and the counter (390 px, then 1280 px)', () => {
  it('a cashier logs in straight to the security code, finds it again from the account menu, and the code is valid for a customer', { timeout: 120_000 }, async () => {
    const { page } = browser;
    await clearBrowserStorage(page);
    await openScreen(page, '/login');
    await logInThroughForm(page, cashier);
    // Staff land on their desk, not on the shopper's welcome page (docs/decisions/0032).
    await page.waitForURL((url) => url.pathname === '/cashier');
    await page.getByTestId('security-code').waitFor();
    await openScreen(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menuLink = page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Security code' });
    await menuLink.waitFor();
    await screenshot(page, phone, 'account-menu-cashier');
    await assertNoSeriousA11yViolations(page, 'Menu of the cashier (390)');
    await menuLink.click();
    await page.waitForURL((url) => url.pathname === '/cashier');
    await page.getByTestId('security-code').waitFor();
    const code = await shownCode(page);
    assert.match(code, /^\d{5}$/);
    assert.match(await page.getByRole('timer').innerText(), /A new code in \d+:\d{2}/);
    await assertNoSeriousA11yViolations(page, 'Cashier security code (390)');

    assert.deepEqual(await validateAsCustomer(code), { success: true, valid: true, message: 'Security code accepted' });
    const wrong = String((Number(code) + 1) % 100_000).padStart(5, '0');
    assert.equal((await validateAsCustomer(wrong)).message, 'Invalid security code');
  });

  it('shows the next code at once after a customer used it, and the sale in today’s cash orders', { timeout: 120_000 }, async () => {
    const { page } = browser;
    const used = await shownCode(page);
    const order = await placeWithCode('cash', used);
    // The screen asks again every few seconds while it is visible: the spent code is replaced without a reload.
    await eventually(async () => assert.notEqual(await shownCode(page), used), 20_000, 250);
    assert.equal((await validateAsCustomer(used)).valid, false);
    const list = page.getByTestId('todays-orders');
    await eventually(async () => assert.match(await list.innerText(), new RegExp(order.orderId)), 30_000, 250);
    assert.match(await list.innerText(), /Wanjiku Kamau/);
    assert.match(await page.getByTestId('todays-total').innerText(), /Total paid \(1 order\)/);
  });

  it('picks a cash-on-delivery order from the list of those waiting for cash, by its reference, and confirms its cash', { timeout: 120_000 }, async () => {
    const { page } = browser;
    // Cash on delivery needs no code when it is placed: the cash is confirmed here when it is paid.
    const order = await placeWithCode('cod');
    assert.match(order.reference, /^[2-9A-HJKMNP-Z]{6}$/);
    const list = page.getByRole('list', { name: 'Orders waiting for cash' });
    await page.getByLabel('Find by reference, name or phone').fill(order.reference.slice(0, 4).toLowerCase());
    await list.getByText(order.reference, { exact: true }).waitFor();
    await list.getByRole('button', { name: new RegExp(order.reference) }).click();
    const card = page.getByTestId('cod-order');
    await card.getByText('Wanjiku Kamau · 0712345678').waitFor();
    assert.match(await card.innerText(), new RegExp(`ksh ${order.amount.toLocaleString('en-KE')}\\.00`));
    await screenshot(page, phone, 'cashier');
    await card.getByRole('button', { name: 'Confirm cash received' }).click();
    await waitForText(page, 'Cash confirmed: the order is paid');
    assert.equal(await card.getByRole('status').innerText(), 'Paid');
    await eventually(async () => assert.match(await page.getByTestId('todays-total').innerText(), /Total paid \(2 orders\)/), 20_000, 250);
    const { orders } = await (await fetch(`${server.baseUrl}/api/order/userorders`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` }, body: '{}',
    })).json() as { orders: { orderId: string; paymentStatus: string }[] };
    assert.equal(orders.find((candidate) => candidate.orderId === order.orderId)?.paymentStatus, 'paid');
    await assertNoSeriousA11yViolations(page, 'Cashier counter (390)');
  });

  it('records a walk-in sale from the counter, which then shows in today’s cash orders; /admin stays closed', { timeout: 120_000 }, async () => {
    const { page } = browser;
    // The items go in the cashier's own cart first (from the shop; here through the API to keep the journey short).
    const counter = await customerApi(server.baseUrl, cashier);
    await counter.reset();
    const { products } = await catalogApi(server.baseUrl).list({ limit: '60' });
    const product = products.find((candidate) => candidate.banner !== 'clearance' && Object.values(candidate.stock).some((count) => count > 1))!;
    await counter.addToCart(product, product.weights.find((weight) => (product.stock[weight.toLowerCase()] ?? 0) > 1)!);

    await page.getByRole('link', { name: 'Record a walk-in sale' }).click();
    await page.waitForURL('**/place-order-admin');
    const form = page.getByRole('form', { name: 'Cash order' });
    await form.getByLabel('Customer name').fill('Baraka Mwangi');
    await form.getByLabel('Contact').fill('0733111222');
    await assertNoSeriousA11yViolations(page, 'Walk-in sale (390)');
    await form.getByRole('button', { name: 'Confirm Order' }).click();
    await page.waitForURL('**/ordersuccess');

    await openScreen(page, '/cashier');
    const list = page.getByTestId('todays-orders');
    await eventually(async () => assert.match(await list.innerText(), /Baraka Mwangi/), 20_000, 250);
    await eventually(async () => assert.match(await page.getByTestId('todays-total').innerText(), /Total paid \(3 orders\)/), 20_000, 250);
    await screenshot(page, phone, 'cashier-walk-in');

    await openScreen(page, '/admin');
    await page.getByRole('heading', { name: 'You do not have access' }).waitFor();
  });

  it('lays the counter out side by side on a wide screen', { timeout: 60_000 }, async () => {
    const wide = await openBrowser(desktop, server.baseUrl);
    try {
      await clearBrowserStorage(wide.page);
      await logInWithToken(wide.page, server.baseUrl, { ...demoCustomer, name: 'Cashier', ...cashier });
      await openScreen(wide.page, '/cashier');
      await wide.page.getByTestId('security-code').waitFor();
      await wide.page.getByTestId('todays-orders').waitFor();
      await screenshot(wide.page, desktop, 'cashier');
      await assertNoSeriousA11yViolations(wide.page, 'Cashier counter (1280)');
    } finally {
      await wide.close();
    }
  });

  it('tells a customer that only cashiers see the code', { timeout: 60_000 }, async () => {
    const { page } = browser;
    await clearBrowserStorage(page);
    await openScreen(page, '/login');
    await logInThroughForm(page, demoCustomer);
    await page.waitForURL('**/loginsuccess');
    await openScreen(page, '/cashier');
    await waitForText(page, 'Only cashiers can see the security code.');
  });
});
