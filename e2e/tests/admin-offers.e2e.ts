import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Product } from '@mitumba/contracts';
import { clearBrowserStorage, logInWithToken } from '../support/accounts.ts';
import { assertNoSeriousA11yViolations, openBrowser, screenshot, viewports, type BrowserSession } from '../support/browser.ts';
import { startTestServer, type RunningServer } from '../support/server.ts';
import { customerApi, demoCustomer, type CustomerApi } from '../support/shopping.ts';
import { cardPrice, catalogApi, eventually, openScreen, waitForText } from '../support/storefront.ts';

const admin = { name: 'Admin', phone: '', email: 'admin@mitumba.test', password: 'Mitumba#2024' };
const phone = viewports.find((viewport) => viewport.width === 390) ?? viewports[0]!;
const desktop = viewports.find((viewport) => viewport.width === 1280) ?? viewports[1]!;
let server: RunningServer;
let browser: BrowserSession;
let customer: CustomerApi;
let product: Product;
let weight: string;
let soldOut: Product | undefined;
const offered = () => product.price - 200;

async function as(account: typeof admin) {
  await clearBrowserStorage(browser.page);
  await logInWithToken(browser.page, server.baseUrl, account);
}

before(async () => {
  server = await startTestServer();
  browser = await openBrowser(desktop, server.baseUrl);
  customer = await customerApi(server.baseUrl, demoCustomer);
  await customer.reset();
  // A clearance item in stock on which the demo customer has made no offer yet.
  const clearance = (await catalogApi(server.baseUrl).all({})).filter((item) => item.banner.toLowerCase().includes('clearance'));
  const candidates = clearance.filter((item) => item.price >= 500 && item.weights.some((w) => (item.stock[w.toLowerCase()] ?? 0) > 0));
  for (const item of candidates) {
    if ((await customer.offers(item._id)).length === 0) {
      product = item;
      break;
    }
  }
  assert.ok(product, 'a clearance item in stock without an offer');
  weight = product.weights.find((w) => (product.stock[w.toLowerCase()] ?? 0) > 0)!;
  // The customer waits for a sold-out size, so the waitlist has someone to show.
  soldOut = (await catalogApi(server.baseUrl).all({})).find((item) => item.weights.some((w) => (item.stock[w.toLowerCase()] ?? 0) === 0));
  assert.ok(soldOut, 'a product with a sold-out size');
  const waiting = await fetch(`${server.baseUrl}/api/order/waitlist`, {
    method: 'POST', headers: { Authorization: `Bearer ${customer.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ userId: customer.userId, productDetails: { productId: soldOut._id, weight: soldOut.weights.find((w) => (soldOut!.stock[w.toLowerCase()] ?? 0) === 0), quantity: 1 } }),
  });
  assert.equal(waiting.status, 200, await waiting.clone().text());
}, { timeout: 120_000 });

after(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the back office: offers, waitlist and payment settings', () => {
  it('a customer offers a price; the admin accepts it at /admin/offers; the cart shows the offer price', { timeout: 120_000 }, async () => {
    const response = await fetch(`${server.baseUrl}/api/order/price-suggestion`, {
      method: 'POST', headers: { Authorization: `Bearer ${customer.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ userId: customer.userId, productId: product._id, weight, quantity: 1, suggestedPrice: offered() }),
    });
    assert.equal(response.status, 200, await response.clone().text());

    const { page } = browser;
    await as(admin);
    await openScreen(page, '/admin/offers');
    const row = page.getByTestId('admin-offer-row').filter({ hasText: product.name }).filter({ hasText: cardPrice(offered()) });
    await row.waitFor();
    assert.match(await row.innerText(), new RegExp(demoCustomer.name));
    await screenshot(page, desktop, 'admin-offers');
    await assertNoSeriousA11yViolations(page, 'Admin offers (1280)');
    await row.getByRole('button', { name: /^Accept offer/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Accept this offer' });
    await dialog.getByLabel('Price holds for (hours)').fill('24');
    await screenshot(page, desktop, 'admin-offer-accept');
    await assertNoSeriousA11yViolations(page, 'Admin accept offer dialog (1280)');
    await dialog.getByRole('button', { name: 'Accept offer' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await waitForText(page, 'Offer accepted');

    await customer.addToCart(product, weight);
    await as(demoCustomer);
    await openScreen(page, '/cart');
    await page.getByText('Your offer').first().waitFor();
    await page.getByText(cardPrice(offered()), { exact: true }).first().waitFor();
  });

  it('the admin switches Cash on Delivery off and puts the card higher; the checkout follows both', { timeout: 120_000 }, async () => {
    const { page } = browser;
    await as(demoCustomer);
    await openScreen(page, '/place-order');
    await page.getByRole('radio', { name: /^Cash on Delivery/ }).waitFor();

    await as(admin);
    await openScreen(page, '/admin/settings');
    const cod = page.getByRole('checkbox', { name: 'Cash on Delivery' });
    await cod.uncheck();
    // The card moves up two places, above the paybill and cash.
    await page.getByRole('button', { name: 'Move Card (Stripe) up' }).click();
    await page.getByRole('button', { name: 'Move Card (Stripe) up' }).click();
    await page.getByLabel('Note for the audit log (optional)').fill('No courier this month');
    await screenshot(page, desktop, 'admin-settings');
    await assertNoSeriousA11yViolations(page, 'Admin settings (1280)');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await waitForText(page, 'Settings saved');

    await as(demoCustomer);
    await openScreen(page, '/place-order');
    await page.getByRole('radio', { name: /^M-Pesa/ }).waitFor();
    assert.equal(await page.getByRole('radio', { name: /^Cash on Delivery/ }).count(), 0);
    const order = await page.getByRole('group', { name: 'Payment method' }).getByRole('radio').evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value));
    assert.deepEqual(order.slice(0, 5), ['mpesa', 'paystack', 'deposit', 'stripe', 'sidian']);
  });

  it('the audit log shows the offer decision and the settings change', { timeout: 60_000 }, async () => {
    const { page } = browser;
    await as(admin);
    await openScreen(page, '/admin/audit');
    await page.getByTestId('audit-entry').first().waitFor();
    await eventually(async () => {
      const entries = await page.getByTestId('audit-entry').allInnerTexts();
      assert.ok(entries.some((text) => /No courier this month/.test(text)), 'the settings change is in the log');
      assert.ok(entries.some((text) => /offer/i.test(text)), 'the offer decision is in the log');
    }, 15_000, 250);
    await screenshot(page, desktop, 'admin-audit-offers-settings');
    await openScreen(page, '/admin/waitlist');
    const group = page.getByTestId('waitlist-group').filter({ hasText: soldOut!.name });
    await group.waitFor();
    assert.match(await group.innerText(), /Sold out/);
    assert.match(await group.innerText(), new RegExp(demoCustomer.name));
    await screenshot(page, desktop, 'admin-waitlist');
    await assertNoSeriousA11yViolations(page, 'Admin waitlist (1280)');
  });

  it('works on a phone: offers, waitlist and settings', { timeout: 90_000 }, async () => {
    const small = await openBrowser(phone, server.baseUrl);
    try {
      await clearBrowserStorage(small.page);
      await logInWithToken(small.page, server.baseUrl, admin);
      await openScreen(small.page, '/admin/offers?status=accepted');
      await small.page.getByTestId('admin-offer-card').first().waitFor();
      await screenshot(small.page, phone, 'admin-offers');
      await assertNoSeriousA11yViolations(small.page, 'Admin offers (390)');
      await openScreen(small.page, '/admin/waitlist');
      await small.page.getByTestId('waitlist-group').first().waitFor();
      await screenshot(small.page, phone, 'admin-waitlist');
      await assertNoSeriousA11yViolations(small.page, 'Admin waitlist (390)');
      await openScreen(small.page, '/admin/settings');
      await small.page.getByRole('button', { name: 'Save settings' }).waitFor();
      await screenshot(small.page, phone, 'admin-settings');
      await assertNoSeriousA11yViolations(small.page, 'Admin settings (390)');
    } finally {
      await small.close();
    }
  });
});
