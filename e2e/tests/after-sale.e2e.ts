import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { OrderView, PlaceOrderResponse } from '@mitumba/contracts';
import type { Page } from 'playwright-core';
import { clearBrowserStorage, logInWithToken } from '../support/accounts.ts';
import { assertNoSeriousA11yViolations, openBrowser, screenshot, viewports, type BrowserSession, type Viewport } from '../support/browser.ts';
import { startTestServer, type RunningServer } from '../support/server.ts';
import { customerApi, demoCustomer, type CustomerApi } from '../support/shopping.ts';
import { catalogApi, eventually, openScreen, totalStock, waitForText } from '../support/storefront.ts';
import { freeNairobiPickup } from '../support/delivery.ts';

const cashier = { email: 'cashier@mitumba.test', password: 'Mitumba#2024' };
let server: RunningServer;
let customer: CustomerApi;

before(async () => {
  server = await startTestServer();
  customer = await customerApi(server.baseUrl, demoCustomer);
}, { timeout: 120_000 });

after(async () => {
  await server?.stop();
});

async function call<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method, headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as T & { message?: string };
  assert.ok(response.ok, `${method} ${path} answered ${response.status}: ${json.message}`);
  return json;
}

/** The demo customer buys one item in cash at the counter (the cashier's code; paid at once), through the API. */
async function paidOrder(): Promise<{ orderRef: string; productId: string }> {
  await customer.reset();
  // One of Home's Latest Collections (the first 10), so its card shows there.
  const { products } = await catalogApi(server.baseUrl).list({ limit: '10' });
  const product = products.find((candidate) => candidate.banner !== 'clearance' && Object.values(candidate.stock).some((count) => count > 1))!;
  await customer.addToCart(product, product.weights.find((weight) => (product.stock[weight.toLowerCase()] ?? 0) > 1)!);
  const cart = await customer.cart();
  const cashierToken = (await customerApi(server.baseUrl, cashier)).token;
  const { code } = await call<{ code: string }>(cashierToken, 'GET', '/api/security-codes/current');
  const placed = await call<PlaceOrderResponse>(customer.token, 'POST', '/api/order/place', {
    orderId: `ORD-${Date.now()}-${Math.random().toString(16).slice(2, 10)}`, amount: cart.summary.total, paymentMethod: 'cash', securityCode: code,
    deliveryOptionId: await freeNairobiPickup(server.baseUrl),
    address: { firstName: 'Wanjiku', lastName: 'Kamau', street: 'Moi Avenue 12', city: 'Nairobi', state: 'Starehe', phone: '0712345678' },
  });
  assert.equal(placed.order.paymentStatus, 'paid');
  return { orderRef: placed.order.orderId, productId: product._id };
}

/** A paid order marked delivered, as the order history's Mark as Delivered does. */
async function deliveredPaidOrder(): Promise<{ orderRef: string; productId: string }> {
  const order = await paidOrder();
  await call(customer.token, 'PATCH', `/api/order/${order.orderRef}/deliver`);
  return order;
}

/**
 * A paid order not yet dispatched is cancelled from its page (decision 0036): the dialog says what comes back where
 * (the server's count), the order becomes Cancelled and its item is back on sale.
 */
async function cancelBeforeDispatch(page: Page, viewport: Viewport): Promise<void> {
  const { orderRef, productId } = await paidOrder();
  const stockBefore = totalStock(await catalogApi(server.baseUrl).product(productId));
  await openScreen(page, `/order/${orderRef}`);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order ${orderRef}?` });
  await dialog.getByText('to cash, handed back at the shop').waitFor();
  const total = (await orderOf(orderRef)).amount.toLocaleString('en-KE', { minimumFractionDigits: 2 });
  await assertNoSeriousA11yViolations(page, `Cancel before dispatch (${viewport.width})`);
  await screenshot(page, viewport, 'cancel-before-dispatch');
  await dialog.getByRole('button', { name: new RegExp(`^Cancel and refund Ksh ${total.replace('.', '\\.')}$`) }).click();
  await waitForText(page, `Order cancelled. Ksh ${total} will be refunded.`);
  await dialog.waitFor({ state: 'detached' });
  assert.equal((await orderOf(orderRef)).status, 'Cancelled');
  await page.getByRole('button', { name: 'Cancel order' }).waitFor({ state: 'detached' });
  await eventually(async () => assert.equal(totalStock(await catalogApi(server.baseUrl).product(productId)), stockBefore + 1));
  await assertNoSeriousA11yViolations(page, `Cancelled order (${viewport.width})`);
  await screenshot(page, viewport, 'cancelled-before-dispatch');
}

/**
 * A client-rendered page (the order history) is ready long before the start screen's 2 s ring ends: the ring is a
 * small card in a corner, and the page's heading is what sits at its own centre, not a screen over it.
 */
async function startScreenLeavesPageVisible(page: Page, viewport: Viewport): Promise<void> {
  await page.goto('/orders');
  const ring = page.getByRole('progressbar', { name: /loading/i });
  const heading = page.getByRole('heading', { name: 'My Orders', level: 1 });
  await heading.waitFor();
  assert.ok(await ring.isVisible(), 'the start ring is still ticking when the page is ready');
  const box = (await ring.locator('xpath=..').boundingBox())!;
  assert.ok(box.width * box.height < viewport.width * viewport.height * 0.1, `the ring is a corner card (${Math.round(box.width)}×${Math.round(box.height)})`);
  const headingOnTop = await heading.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const top = document.elementFromPoint(rect.left + 8, rect.top + rect.height / 2);
    return top !== null && element.contains(top);
  });
  assert.ok(headingOnTop, 'nothing covers the ready page');
  await screenshot(page, viewport, 'orders-start-screen');
  await ring.waitFor({ state: 'hidden', timeout: 10_000 });
}

/** The customer's words and rating on the product's page (rendered on the server) and its card on Home. */
async function feedbackShownOnProduct(page: Page, viewport: Viewport, productId: string): Promise<void> {
  const served = await (await fetch(`${server.baseUrl}/product/${productId}`)).text();
  assert.match(served, /Customer reviews/, 'the server renders the reviews');
  assert.match(served, /Lovely quality, delivered on time/);
  await openScreen(page, `/product/${productId}`);
  const reviews = page.getByRole('region', { name: 'Customer reviews' });
  await reviews.getByText('Lovely quality, delivered on time').first().waitFor();
  await reviews.getByText(/Wanjiku K\./).first().waitFor();
  await page.getByRole('img', { name: /^Rated \d\.\d out of 5 by customers, \d+ ratings?$/ }).first().waitFor();
  assert.doesNotMatch(await reviews.innerText(), /wanjiku@example\.test|Kamau/, 'no contact, no surname');
  assert.doesNotMatch(await page.locator('main').innerText(), /\(\d+ reviews\)/, 'no invented count');
  await assertNoSeriousA11yViolations(page, `Product with reviews (${viewport.width})`);
  await screenshot(page, viewport, 'product-reviews');

  await openScreen(page, '/');
  const card = page.locator(`article:has(a[href="/product/${productId}"])`).first();
  await card.getByRole('img', { name: /^Rated \d\.\d out of 5 by customers/ }).waitFor();
}

async function orderOf(orderRef: string): Promise<OrderView> {
  const { orders } = await call<{ orders: OrderView[] }>(customer.token, 'POST', '/api/order/userorders', {});
  const order = orders.find((candidate) => candidate.orderId === orderRef);
  assert.ok(order, `${orderRef} is in the history`);
  return order;
}

async function journey(viewport: Viewport): Promise<void> {
  const browser: BrowserSession = await openBrowser(viewport, server.baseUrl);
  try {
    const { page } = browser;
    const { orderRef, productId } = await deliveredPaidOrder();
    await clearBrowserStorage(page);
    await openScreen(page, '/');
    await logInWithToken(page, server.baseUrl, { ...demoCustomer });
    await startScreenLeavesPageVisible(page, viewport);

    // Feedback: four star ratings with their hover labels, a few words, an e-mail.
    await openScreen(page, `/feedback/${orderRef}`);
    const form = page.getByRole('form', { name: 'Feedback' });
    await form.getByRole('button', { name: 'Submit Feedback' }).click();
    await waitForText(page, 'Please rate all categories.');
    for (const [category, stars] of [['Quality', 5], ['Price', 4], ['Logistics', 4], ['Customer Service', 5]] as const) {
      await form.getByRole('radio', { name: new RegExp(`^${category}: ${stars} of 5`) }).check({ force: true });
    }
    if (!viewport.hasTouch) {
      await form.locator('label[title="Fair"]').first().hover();
      assert.equal(await form.getByTestId('rating-label').first().innerText(), 'Fair');
      await page.mouse.move(0, 0);
    }
    await form.getByLabel('Your feedback').fill('Lovely quality, delivered on time');
    await form.getByLabel('Email').fill('wanjiku@example.test');
    await assertNoSeriousA11yViolations(page, `Feedback (${viewport.width})`);
    await screenshot(page, viewport, 'feedback');
    await form.getByRole('button', { name: 'Submit Feedback' }).click();
    await page.waitForURL('**/orders');
    assert.equal((await orderOf(orderRef)).feedbackSubmitted, true);
    await feedbackShownOnProduct(page, viewport, productId);

    // Cancellation: the order id comes from the path; submit waits for a reason.
    await openScreen(page, `/cancel/${orderRef}`);
    const request = page.getByRole('form', { name: 'Cancellation request' });
    assert.equal(await request.getByLabel('Order ID').inputValue(), orderRef);
    assert.equal(await request.getByRole('button', { name: 'Submit Request' }).isDisabled(), true);
    await request.getByLabel('Reason').selectOption({ label: 'Wrong size' });
    await request.getByLabel('Details (optional)').fill('Runs one size small');
    await assertNoSeriousA11yViolations(page, `Cancel or return (${viewport.width})`);
    await screenshot(page, viewport, 'cancel');
    await request.getByRole('button', { name: 'Submit Request' }).click();
    await page.waitForURL('**/orders');
    await waitForText(page, 'Cancellation request submitted');
    assert.equal((await orderOf(orderRef)).cancellationStatus, 'pending');
    await waitForText(page, 'Cancellation Requested', 15_000);
    await screenshot(page, viewport, 'orders-cancellation-requested');

    // A second request for the same order is refused with the server's words.
    await openScreen(page, `/cancel/${orderRef}`);
    await request.getByLabel('Reason').selectOption('other');
    await request.getByRole('button', { name: 'Submit Request' }).click();
    await waitForText(page, 'Error: A cancellation has already been requested for this order.');

    await cancelBeforeDispatch(page, viewport);

    await openScreen(page, '/feedback-success');
    await waitForText(page, 'Feedback Submitted Successfully');
    await assertNoSeriousA11yViolations(page, `Feedback submitted (${viewport.width})`);
    await screenshot(page, viewport, 'feedback-success');
    await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  } finally {
    await browser.close();
  }
}

describe('after the sale: feedback (shown on the product), a cancellation request, cancelling before dispatch, and the start screen (390 px, then 1280 px)', () => {
  for (const viewport of viewports) {
    it(`a customer with a delivered order leaves feedback and asks to cancel it (${viewport.width} px)`, { timeout: 180_000 }, () => journey(viewport));
  }
});
