import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { clearBrowserStorage, logInWithToken } from '../support/accounts.ts';
import { openBrowser, viewports, type BrowserSession } from '../support/browser.ts';
import { agreeAndConfirm, fillCart, fillCheckoutForm, finalButton, shoot } from '../support/checkout.ts';
import { startTestServer, type RunningServer } from '../support/server.ts';
import { customerApi, demoCustomer, type CustomerApi } from '../support/shopping.ts';
import { cardLinks, eventually, openScreen, waitForText } from '../support/storefront.ts';

const phone = viewports.find((viewport) => viewport.name === 'phone')!;
const OFFLINE_BAR = 'You are offline — prices and stock may have changed.';
const NEEDS_CONNECTION = 'Checkout needs a connection. Your cart is kept.';
const step = { timeout: 60_000 };

let server: RunningServer;
let api: CustomerApi;
let browser: BrowserSession;
let cartProductName: string;

before(async () => {
  server = await startTestServer();
  api = await customerApi(server.baseUrl, demoCustomer);
  cartProductName = (await fillCart(server.baseUrl, api)).product.name;
  browser = await openBrowser(phone, server.baseUrl);
  await clearBrowserStorage(browser.page);
  await logInWithToken(browser.page, server.baseUrl, demoCustomer);
}, { timeout: 120_000 });

after(async () => {
  await browser?.close();
  await server?.stop();
});

const offlineBar = () => browser.page.getByRole('status').filter({ hasText: OFFLINE_BAR });

describe(`the shop installs and keeps working on a bad connection (${phone.width} px)`, () => {
  it('serves a web app manifest with icons that load, linked from the page', step, async () => {
    const { page } = browser;
    await openScreen(page, '/');
    assert.equal(await page.locator('link[rel="manifest"]').getAttribute('href'), '/manifest.webmanifest');
    assert.ok(await page.locator('link[rel="apple-touch-icon"]').count() === 1);
    const response = await page.request.get('/manifest.webmanifest');
    assert.equal(response.status(), 200);
    assert.match(response.headers()['content-type'] ?? '', /^application\/manifest\+json/);
    const manifest = await response.json() as { name: string; short_name: string; display: string; start_url: string; scope: string; theme_color: string; icons: { src: string; sizes: string; purpose?: string }[] };
    assert.deepEqual([manifest.name, manifest.display, manifest.start_url, manifest.scope], ['Mitumba', 'standalone', '/', '/']);
    assert.ok(manifest.short_name);
    assert.match(manifest.theme_color, /^#[0-9a-f]{6}$/i);
    assert.deepEqual(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort(), ['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const image = await page.request.get(icon.src);
      assert.equal(image.status(), 200, icon.src);
      assert.equal(image.headers()['content-type'], 'image/png', icon.src);
    }
  });

  it('a service worker takes control of the page once it is idle', step, async () => {
    const { page } = browser;
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    assert.equal(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL.endsWith('/sw.js')), true);
  });

  let productPath = '';
  it('offline, the collection and a product seen before still show, with a quiet offline bar', { timeout: 120_000 }, async () => {
    const { page, context } = browser;
    await openScreen(page, '/collection');
    const card = cardLinks(page).first();
    productPath = (await card.getAttribute('href')) ?? '';
    await card.click();
    await page.waitForURL(`**${productPath}`);
    const productName = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    assert.ok(productName);
    // Opened once more with a full load, as a shopper coming back from a shared link would: the page itself is kept.
    await openScreen(page, productPath);
    await page.waitForLoadState('networkidle');
    assert.equal(await offlineBar().count(), 0, 'no offline bar while online');

    await context.setOffline(true);
    await openScreen(page, productPath);
    await page.getByRole('heading', { level: 1, name: productName }).waitFor();
    await offlineBar().waitFor();
    await page.locator('img[src*="/media/"]').first().evaluate((image: HTMLImageElement) => image.decode());
    await shoot(page, phone, 'offline-product', 'Offline product page');
    await openScreen(page, '/collection');
    await offlineBar().waitFor();
    assert.ok(await cardLinks(page).count() >= 4, 'the collection seen before shows its products');
    // The first page of the visit was loaded before the service worker arrived: it was kept when the worker did.
    await openScreen(page, '/');
    await page.getByText('Curated Fashion Finds').first().waitFor();
    await offlineBar().waitFor();
  });

  it('offline, the cart shows the last cart the customer saw, and checkout says it needs a connection', step, async () => {
    const { page } = browser;
    await openScreen(page, '/cart');
    await page.getByText(cartProductName).first().waitFor();
    await offlineBar().waitFor();
    await openScreen(page, '/place-order');
    await page.getByText(NEEDS_CONNECTION).first().waitFor();
    assert.equal(await finalButton(page).count(), 0, 'nothing to place while offline');
    await shoot(page, phone, 'offline-checkout', 'Checkout offline');
  });

  it('back online, the checkout fills in by itself, the bar goes, and a dropped connection disables placing the order', step, async () => {
    const { page, context } = browser;
    await context.setOffline(false);
    await offlineBar().waitFor({ state: 'detached' });
    await page.getByRole('form', { name: 'Checkout' }).waitFor();
    assert.equal(await page.getByText(NEEDS_CONNECTION).count(), 0);
    await fillCheckoutForm(page, /^(COD|Cash on delivery)/i);
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await page.getByRole('checkbox', { name: /privacy policy/ }).check();
    await eventually(async () => assert.equal(await finalButton(page).isDisabled(), false));

    await context.setOffline(true);
    await page.getByText(NEEDS_CONNECTION).first().waitFor();
    await eventually(async () => assert.equal(await finalButton(page).isDisabled(), true, 'placing the order waits for a connection'));
    await context.setOffline(false);
    await eventually(async () => assert.equal(await finalButton(page).isDisabled(), false));
    await agreeAndConfirm(page);
    await page.waitForURL('**/ordersuccess');
    await waitForText(page, 'Order placed — waiting for your payment');
    await eventually(async () => assert.equal((await api.cart()).items.length, 0));
  });

  it('after the purchase, offers once to install the shop; dismissed, it never comes back', step, async () => {
    const { page } = browser;
    const banner = page.getByRole('complementary', { name: 'Install the app' });
    await banner.getByText('Install Mitumba on your phone', { exact: false }).waitFor({ timeout: 20_000 });
    await shoot(page, phone, 'install-banner', 'Install banner after a purchase');
    await banner.getByRole('button', { name: 'No thanks' }).click();
    await banner.waitFor({ state: 'detached' });
    await openScreen(page, '/');
    await page.waitForLoadState('networkidle');
    assert.equal(await banner.count(), 0);
    assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem('installPrompt') ?? '{}').settled), true);
  });
});
