import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { clearBrowserStorage, logInWithToken } from '../support/accounts.ts';
import { openBrowser, viewports, type BrowserSession } from '../support/browser.ts';
import { customerBrowser, DEMO_MSISDN, shoot, textOf } from '../support/checkout.ts';
import { dispatchInBackOffice } from '../support/dispatch.ts';
import { ordersApi, type OrdersApi } from '../support/orders.ts';
import { startTestServer, type RunningServer } from '../support/server.ts';
import { customerApi, demoCustomer } from '../support/shopping.ts';
import { catalogApi, eventually, openScreen } from '../support/storefront.ts';
import type { Page } from 'playwright-core';
import type { Viewport } from '../support/browser.ts';

/**
 * Couriers and collection (decision 0045): two orders paid on the sandbox phone (through the API); the owner (1280 px)
 * dispatches one with G4S and a tracking number and marks the other ready for collection; the customer (390 px) sees
 * the courier and the tracking link on the order page, the text in the sandbox phone's SMS inbox, and "Ready for
 * collection" with the place on the other order.
 */
const phone = viewports.find((viewport) => viewport.width === 390)!;
const desktop = viewports.find((viewport) => viewport.width === 1280)!;
const admin = { name: 'Admin', phone: '', email: 'admin@mitumba.test', password: 'Mitumba#2024' };
const TRACKING = 'G4S-4471';
const PLACE = 'Gikomba Market, stall 14';

let server: RunningServer;
let orders: OrdersApi;
let sent = '';
let collected = '';
let owner: BrowserSession;

/** A Nairobi day `days` from now (YYYY-MM-DD). */
const nairobiDayIn = (days: number) => new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

before(async () => {
  server = await startTestServer({ env: { SANDBOX_AT_REPORT_DELAY_MS: '300' } });
  orders = ordersApi(server.baseUrl, await customerApi(server.baseUrl, demoCustomer));
  sent = await orders.payWithMpesa();
  collected = await orders.payWithMpesa();
  owner = await openBrowser(desktop, server.baseUrl);
  await clearBrowserStorage(owner.page);
  await logInWithToken(owner.page, server.baseUrl, admin);
}, { timeout: 120_000 });

after(async () => {
  await owner?.close();
  await server?.stop();
});

/** A product's page offers sharing it on WhatsApp and asking the shop about it, each in a new tab. */
async function productWhatsApp(page: Page, viewport: Viewport): Promise<void> {
  const [product] = (await catalogApi(server.baseUrl).list({ limit: '1' })).products;
  assert.ok(product, 'the demo shop has a product');
  await openScreen(page, `/product/${product._id}`);
  const ask = page.getByRole('link', { name: 'Ask about this item' });
  const share = page.getByRole('link', { name: 'Share on WhatsApp' });
  const asked = (await ask.getAttribute('href')) ?? '';
  assert.ok(/^https:\/\/wa\.me\/254\d{9}\?text=/.test(asked) && asked.includes(encodeURIComponent(product.name)), asked);
  assert.match((await share.getAttribute('href')) ?? '', /^https:\/\/wa\.me\/\?text=/);
  assert.equal(await ask.getAttribute('rel'), 'noopener noreferrer');
  // A full-page shot from the top: the sticky header then stays above the page, not over the buttons.
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, viewport, 'product-whatsapp', 'Product WhatsApp buttons');
}

describe(`the owner hands orders over (${desktop.width} px)`, () => {
  it('keeps the couriers, with G4S among them', { timeout: 60_000 }, async () => {
    await openScreen(owner.page, '/admin/couriers');
    await owner.page.getByTestId('admin-courier').filter({ hasText: 'G4S' }).waitFor();
    await shoot(owner.page, desktop, 'admin-couriers', 'Admin couriers');
  });

  it('dispatches an order with G4S and a tracking number', { timeout: 60_000 }, async () => {
    await openScreen(owner.page, `/admin/orders/${sent}`);
    await owner.page.getByRole('button', { name: 'Mark dispatched' }).click();
    const dialog = owner.page.getByRole('dialog', { name: `Mark ${sent} as dispatched?` });
    await dialog.getByLabel('Courier').locator('option', { hasText: 'G4S' }).waitFor({ state: 'attached' });
    await shoot(owner.page, desktop, 'admin-dispatch-form', 'Admin dispatch form');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dispatchInBackOffice(owner.page, sent, { courier: 'G4S', trackingNumber: TRACKING, note: 'Rider: Otieno' });
    await eventually(async () => assert.equal(await textOf(owner.page, 'order-courier'), `G4S, ${TRACKING}`));
    assert.equal(await textOf(owner.page, 'order-status'), 'Dispatched');
    await shoot(owner.page, desktop, 'admin-dispatched-with-courier', 'Admin order dispatched with a courier');
  });

  it('marks the other order ready for collection', { timeout: 60_000 }, async () => {
    await openScreen(owner.page, `/admin/orders/${collected}`);
    await owner.page.getByRole('button', { name: 'Ready for collection' }).click();
    const dialog = owner.page.getByRole('dialog', { name: `Mark ${collected} as ready for collection?` });
    await dialog.getByLabel('Where').fill(PLACE);
    await dialog.getByLabel('Collect by').fill(nairobiDayIn(3));
    await shoot(owner.page, desktop, 'admin-collection-form', 'Admin ready-for-collection form');
    await dialog.getByRole('button', { name: 'Mark ready for collection' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await eventually(async () => assert.equal(await textOf(owner.page, 'order-status'), 'Ready for collection'));
  });

  it('sees the WhatsApp buttons on a product page', { timeout: 60_000 }, async () => productWhatsApp(owner.page, desktop));
});

describe(`the customer follows them (${phone.width} px)`, () => {
  const session = customerBrowser(phone, () => server.baseUrl);

  it('sees the courier and the tracking link on the order page, and the text on the sandbox phone', { timeout: 90_000 }, async () => {
    const browser = session();
    const { page } = browser;
    await openScreen(page, `/order/${sent}`);
    await eventually(async () => assert.equal(await textOf(page, 'delivery-status'), 'On its way'));
    const link = page.getByTestId('tracking-link');
    assert.equal(await link.getAttribute('href'), `https://courier.g4s.co.ke/track?waybill=${TRACKING}`);
    assert.equal(await link.getAttribute('target'), '_blank');
    assert.match((await link.getAttribute('rel')) ?? '', /noopener/);
    assert.match(await page.getByTestId('step-dispatched').innerText(), /With G4S, tracking number G4S-4471/);
    const ask = page.getByRole('link', { name: 'Ask about this order' });
    assert.match((await ask.getAttribute('href')) ?? '', /^https:\/\/wa\.me\/254\d{9}\?text=/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, phone, 'order-on-its-way', 'Order on its way');

    const { reference } = (await orders.order(sent)).order;
    const inbox = await browser.context.newPage();
    try {
      await inbox.goto(`/sandbox/phone?msisdn=${DEMO_MSISDN}`);
      await inbox.getByRole('link', { name: 'SMS inbox' }).click();
      await inbox.waitForURL(/\/sandbox\/africastalking\/inbox/);
      await eventually(async () => {
        await inbox.reload();
        const shown = await inbox.getByRole('list', { name: 'Messages' }).locator('li p').allInnerTexts();
        assert.ok(shown.some((text) => text.includes(`order ${reference} is on its way with G4S, tracking no. ${TRACKING}`)), 'dispatched with G4S');
      }, 30_000, 500);
      await shoot(inbox, phone, 'sms-inbox-dispatched', 'SMS inbox, dispatched');
    } finally {
      await inbox.close();
    }
  });

  it('sees "Ready for collection" with the place on the other order, and in the history', { timeout: 60_000 }, async () => {
    const { page } = session();
    await openScreen(page, `/order/${collected}`);
    await eventually(async () => assert.equal(await textOf(page, 'delivery-status'), 'Ready for collection'));
    assert.match(await page.getByTestId('step-ready-for-collection').innerText(), new RegExp(`At ${PLACE}, until`));
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, phone, 'order-ready-for-collection', 'Order ready for collection');
    await openScreen(page, '/orders');
    const badges = await page.getByTestId('delivery-status').allInnerTexts();
    assert.ok(badges.includes('On its way') && badges.includes('Ready for collection'), `history badges: ${badges.join(', ')}`);
  });

  it('shares a product on WhatsApp or asks the shop about it', { timeout: 60_000 }, async () => productWhatsApp(session().page, phone));
});

describe(`the order pages at ${desktop.width} px`, () => {
  const session = customerBrowser(desktop, () => server.baseUrl);

  it('shows the same steps and badges on a wide screen', { timeout: 60_000 }, async () => {
    const { page } = session();
    for (const [orderId, stage, name] of [[sent, 'On its way', 'order-on-its-way'], [collected, 'Ready for collection', 'order-ready-for-collection']] as const) {
      await openScreen(page, `/order/${orderId}`);
      await eventually(async () => assert.equal(await textOf(page, 'delivery-status'), stage));
      await shoot(page, desktop, name, stage);
    }
  });
});
