import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { startSmtpSink, type SmtpSink } from '../../apps/api/src/test/smtp-sink.ts';
import { clearBrowserStorage, logInThroughForm, logInWithToken, mailTo } from '../support/accounts.ts';
import { assertNoSeriousA11yViolations, openBrowser, screenshot, viewports, type BrowserSession } from '../support/browser.ts';
import { startTestServer, type RunningServer } from '../support/server.ts';
import { customerApi, demoCustomer } from '../support/shopping.ts';
import { cardIds, eventually, openScreen } from '../support/storefront.ts';

const admin = { name: 'Admin', phone: '', email: 'admin@mitumba.test', password: 'Mitumba#2024' };
const phone = viewports.find((viewport) => viewport.width === 390) ?? viewports[0]!;
const desktop = viewports.find((viewport) => viewport.width === 1280) ?? viewports[1]!;
const stamp = Date.now().toString(36);
const product = { name: `Kitenge Wrap Dress ${stamp}`, code: `KT-${stamp}`.toUpperCase(), price: '1850' };
let sink: SmtpSink;
let server: RunningServer;
let browser: BrowserSession;
let productId = '';

before(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({ env: { SMTP_URL: sink.url } });
  browser = await openBrowser(desktop, server.baseUrl);
}, { timeout: 120_000 });

after(async () => {
  await browser?.close();
  await server?.stop();
  await sink?.close();
});

/** A real photo file, made here: a PNG with a patterned dress-like shape. */
async function photo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800"><rect width="600" height="800" fill="#f5f5f4"/>
    <path d="M220 80h160l40 160-60 40 60 460H180l60-460-60-40z" fill="#c2410c"/><circle cx="300" cy="400" r="60" fill="#fbbf24"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe('the back office: catalogue and stock (1280 px, then 390 px)', () => {
  it('the admin adds a product with two weights and a photo, and shoppers find it on /collection', { timeout: 120_000 }, async () => {
    const { page } = browser;
    await clearBrowserStorage(page);
    await openScreen(page, '/login');
    await logInThroughForm(page, admin);
    await page.waitForURL((url) => url.pathname === '/admin');
    await openScreen(page, '/admin/products');
    await page.getByTestId('admin-product-row').first().waitFor();
    await screenshot(page, desktop, 'admin-products');
    await assertNoSeriousA11yViolations(page, 'Admin products (1280)');

    await page.getByRole('link', { name: 'Add product' }).click();
    await page.getByRole('heading', { name: 'Add product' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill(product.name);
    await page.getByLabel('Product code').fill(product.code);
    await page.getByLabel('Price (Ksh)').fill(product.price);
    await page.getByLabel('Category', { exact: true }).selectOption('Ladies');
    await page.getByLabel('Sub-category').fill('Dresses');
    await page.getByLabel('Label', { exact: true }).fill('Zara');
    await page.getByLabel('Weight or size 1').fill('M');
    await page.getByLabel('Stock 1').fill('3');
    await page.getByRole('button', { name: 'Add a weight or size' }).click();
    await page.getByLabel('Weight or size 2').fill('L');
    await page.getByLabel('Stock 2').fill('0');
    await page.getByRole('button', { name: 'Add product' }).click();
    await page.waitForURL(/\/admin\/products\/[0-9a-f-]{36}$/);
    productId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    await page.getByText('Hidden: no photo').waitFor();

    await page.getByLabel('Choose photos').setInputFiles({ name: 'dress.png', mimeType: 'image/png', buffer: await photo() });
    await eventually(async () => assert.equal(await page.getByTestId('product-photo').count(), 1), 20_000, 200);
    await page.getByTestId('product-status').filter({ hasText: 'In the shop' }).waitFor();
    await screenshot(page, desktop, 'admin-product-edit');
    await assertNoSeriousA11yViolations(page, 'Admin product editor (1280)');

    await openScreen(page, '/collection');
    await page.getByRole('button', { name: 'Search products' }).click();
    // A searchbox, or a combobox once it offers a signed-in customer's recent searches (an input with a list).
    await page.getByRole('search').getByLabel('Search products').fill(product.name);
    await eventually(async () => assert.deepEqual(await cardIds(page), [productId]), 15_000, 200);
  });

  it('restocking a sold-out weight in the editor e-mails the waiting customer, and the audit log shows the changes', { timeout: 120_000 }, async () => {
    const { page } = browser;
    const customer = await customerApi(server.baseUrl, demoCustomer);
    const joined = await fetch(`${server.baseUrl}/api/order/waitlist`, {
      method: 'POST', headers: { authorization: `Bearer ${customer.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ productDetails: { productId, weight: 'L', quantity: 1 } }),
    });
    assert.equal(joined.status, 200, await joined.text());

    await openScreen(page, `/admin/products/${productId}`);
    await page.getByText('1 waiting for a restock').waitFor();
    await page.getByLabel('Stock 2').fill('4');
    await page.getByRole('button', { name: 'Save changes' }).click();
    const mail = await sink.waitFor(mailTo(demoCustomer.email), 20_000);
    assert.match(`${mail.subject}\n${mail.text}`, new RegExp(product.name));
    await eventually(async () => assert.equal(await page.getByText('1 waiting for a restock').count(), 0), 10_000, 200);
    assert.equal(sink.mails.filter(mailTo(demoCustomer.email)).length, 1, 'one restock e-mail');

    await openScreen(page, `/admin/audit?entity=product&entityId=${productId}`);
    const entries = page.getByTestId('audit-entry');
    await eventually(async () => assert.equal(await entries.count(), 3), 15_000, 200);
    const texts = await entries.allInnerTexts();
    assert.match(texts[0] ?? '', /product\.update/);
    assert.match(texts[1] ?? '', /product\.image-add/);
    assert.match(texts[2] ?? '', /product\.create/);
    await screenshot(page, desktop, 'admin-product-audit');
    await assertNoSeriousA11yViolations(page, 'Admin audit of a product (1280)');
  });

  it('works on a phone', { timeout: 120_000 }, async () => {
    const small = await openBrowser(phone, server.baseUrl);
    try {
      await clearBrowserStorage(small.page);
      await logInWithToken(small.page, server.baseUrl, admin);
      await openScreen(small.page, `/admin/products?q=${encodeURIComponent(product.name)}`);
      await small.page.getByTestId('admin-product-card').first().waitFor();
      await screenshot(small.page, phone, 'admin-products');
      await assertNoSeriousA11yViolations(small.page, 'Admin products (390)');
      await openScreen(small.page, `/admin/products/${productId}`);
      await small.page.getByTestId('product-photo').first().waitFor();
      await screenshot(small.page, phone, 'admin-product-edit');
      await assertNoSeriousA11yViolations(small.page, 'Admin product editor (390)');
    } finally {
      await small.close();
    }
  });
});
