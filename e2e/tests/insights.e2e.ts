import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Product, PlaceOrderResponse } from '@mitumba/contracts';
import { startSmtpSink, type SmtpSink } from '../../apps/api/src/test/smtp-sink.ts';
import { clearBrowserStorage, createVerifiedAccount, logInWithToken, newAccount, type Account } from '../support/accounts.ts';
import { assertNoSeriousA11yViolations, openBrowser, screenshot, viewports, type Viewport } from '../support/browser.ts';
import { startTestServer, type RunningServer } from '../support/server.ts';
import { customerApi, demoCustomer, stockOf } from '../support/shopping.ts';
import { cardLinks, catalogApi, openScreen, waitForText } from '../support/storefront.ts';
import { freeNairobiPickup } from '../support/delivery.ts';

const cashier = { email: 'cashier@mitumba.test', password: 'Mitumba#2024' };
/** Account creation mails a code: a server started here sends it to our sink. */
let sink: SmtpSink;
let server: RunningServer;
const others: Account[] = [];

before(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({ env: { SMTP_URL: sink.url } });
  for (const tag of ['rankone', 'ranktwo']) others.push(await createVerifiedAccount(server.baseUrl, sink, newAccount(tag)));
}, { timeout: 180_000 });

after(async () => {
  await server?.stop();
  await sink?.close();
});

/** The customer buys `product` in cash with the cashier's current code and marks it delivered, all through the API. */
async function deliveredOrder(account: Pick<Account, 'email' | 'password'>, product: Product, address: Record<string, string>): Promise<void> {
  const customer = await customerApi(server.baseUrl, account);
  await customer.reset();
  await customer.addToCart(product, product.weights.find((weight) => stockOf(product, weight) > 0)!);
  const staff = await customerApi(server.baseUrl, cashier);
  const { code } = await (await fetch(`${server.baseUrl}/api/security-codes/current`, { headers: { authorization: `Bearer ${staff.token}` } })).json() as { code: string };
  const cart = await customer.cart();
  const placed = await fetch(`${server.baseUrl}/api/order/place`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
    body: JSON.stringify({
      orderId: `ORD-${Date.now()}-${Math.random().toString(16).slice(2, 10)}`, amount: cart.summary.total, paymentMethod: 'cash', securityCode: code,
      address: { street: 'Moi Avenue 12', city: 'Nairobi', state: 'Starehe', ...address }, deliveryOptionId: await freeNairobiPickup(server.baseUrl),
    }),
  });
  const body = (await placed.json()) as PlaceOrderResponse & { message: string };
  assert.equal(placed.status, 200, body.message);
  const delivered = await fetch(`${server.baseUrl}/api/order/${body.order.orderId}/deliver`, {
    method: 'PATCH', headers: { authorization: `Bearer ${customer.token}` },
  });
  assert.equal(delivered.status, 200, await delivered.text());
}

async function rankingAndTrending(viewport: Viewport): Promise<void> {
  const browser = await openBrowser(viewport, server.baseUrl);
  try {
    const { page } = browser;
    await clearBrowserStorage(page);
    await logInWithToken(page, server.baseUrl, demoCustomer);

    await openScreen(page, '/order-ranking');
    const own = page.getByRole('article', { name: /^You, position \d+$/ });
    await own.waitFor();
    assert.match(await own.innerText(), /Wanjiku Kamau/);
    assert.ok(await page.getByText('Champion').isVisible());
    const text = await page.locator('main').innerText();
    for (const other of others) {
      assert.ok(!text.includes(other.name), `${other.name} is masked`);
      assert.ok(!text.includes(other.email), `${other.email} is hidden`);
    }
    assert.match(text, /[A-Z]\*{5}/);
    await assertNoSeriousA11yViolations(page, `/order-ranking (${viewport.width})`);
    await screenshot(page, viewport, 'order-ranking');

    // Last month: none of these orders were delivered then.
    const month = page.getByLabel('Month');
    const current = Number(await month.inputValue());
    if (current > 1) {
      await month.selectOption(String(current - 1));
      await waitForText(page, 'No delivered orders in this month yet.');
      assert.equal(await own.count(), 0);
    }

    await openScreen(page, '/Trending');
    await cardLinks(page).first().waitFor();
    assert.ok((await cardLinks(page).count()) > 0);
    await assertNoSeriousA11yViolations(page, `/Trending (${viewport.width})`);
    await screenshot(page, viewport, 'trending');
  } finally {
    await browser.close();
  }
}

describe('trending and the monthly ranking', () => {
  it('a customer with delivered orders sees themselves unmasked among masked others, and trending products', { timeout: 240_000 }, async () => {
    const { products } = await catalogApi(server.baseUrl).list({ limit: '60' });
    const inStock = products.filter((product) => product.banner !== 'clearance' && product.weights.some((weight) => stockOf(product, weight) > 1));
    assert.ok(inStock.length >= 4);
    // The viewer and two other customers each have a delivered order this month.
    await deliveredOrder(demoCustomer, inStock[0]!, { firstName: 'Wanjiku', lastName: 'Kamau', email: demoCustomer.email, phone: '0712345678' });
    for (const [index, other] of others.entries()) {
      const [firstName = 'Amina', lastName = ''] = other.name.split(' ');
      await deliveredOrder(other, inStock[index + 1]!, { firstName, lastName, email: other.email, phone: other.phone });
    }
    for (const viewport of viewports.filter((candidate) => candidate.width === 390 || candidate.width === 1280)) await rankingAndTrending(viewport);
  });
});
