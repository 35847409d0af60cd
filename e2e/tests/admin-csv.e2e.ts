import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Product } from '@mitumba/contracts';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import sharp from 'sharp';
import { clearBrowserStorage, logInThroughForm } from '../support/accounts.ts';
import { assertNoSeriousA11yViolations, openBrowser, screenshot, viewports, type BrowserSession } from '../support/browser.ts';
import { dispatchInBackOffice } from '../support/dispatch.ts';
import { ordersApi } from '../support/orders.ts';
import { makeTempDir, startTestServer, type RunningServer } from '../support/server.ts';
import { customerApi, demoCustomer } from '../support/shopping.ts';
import { catalogApi, eventually, openScreen } from '../support/storefront.ts';

const admin = { email: 'admin@mitumba.test', password: 'Mitumba#2024' };
const phone = viewports.find((viewport) => viewport.width === 390) ?? viewports[0]!;
const desktop = viewports.find((viewport) => viewport.width === 1280) ?? viewports[1]!;
type Row = Record<string, string>;
let server: RunningServer;
let browser: BrowserSession;
let workDir: string;
let product: Product;
let paidOrder: string;

before(async () => {
  server = await startTestServer();
  browser = await openBrowser(desktop, server.baseUrl);
  workDir = await makeTempDir('mitumba-csv-e2e-');
  const { products } = await catalogApi(server.baseUrl).list({ limit: '20' });
  product = products[0]!;
  // A paid order for the dispatch step: placed to the paybill, its transfer confirmed through the admin API.
  const orders = ordersApi(server.baseUrl, await customerApi(server.baseUrl, demoCustomer));
  paidOrder = await orders.placeSidian();
  const { token } = await customerApi(server.baseUrl, admin);
  const confirmed = await fetch(`${server.baseUrl}/api/admin/orders/${paidOrder}/confirm-payment`, {
    method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ reference: 'SKL4M2N7PQ', reason: 'Seen on the Sidian statement' }),
  });
  assert.equal(confirmed.status, 200);
}, { timeout: 120_000 });

after(async () => {
  await browser?.close();
  await server?.stop();
});

async function uploadCsv(rows: Row[], name: string) {
  const { page } = browser;
  const file = path.join(workDir, name);
  await writeFile(file, stringify(rows, { header: true, columns: Object.keys(rows[0]!) }));
  await page.getByLabel(/Choose a CSV file|\.csv/).setInputFiles(file);
  await page.getByRole('button', { name: 'Import CSV' }).click();
}

describe('the back office: catalogue CSV, banners, dispatch (1280 px, then 390 px)', () => {
  let rows: Row[];

  it('the admin downloads the products CSV, with a row per weight of a known product', { timeout: 90_000 }, async () => {
    const { page } = browser;
    await clearBrowserStorage(page);
    await openScreen(page, '/login');
    await logInThroughForm(page, admin);
    await page.waitForURL((url) => url.pathname === '/admin');
    await openScreen(page, '/admin/catalogue-csv');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download products CSV' }).click()]);
    assert.match(download.suggestedFilename(), /^mitumba-products-\d{4}-\d{2}-\d{2}\.csv$/);
    rows = parse(await readFile(await download.path(), 'utf8'), { columns: true }) as Row[];
    const mine = rows.filter((row) => row.code === product.code);
    assert.deepEqual(mine.map((row) => row.weight), product.weights);
    assert.equal(mine[0]?.name, product.name);
    assert.equal(Number(mine[0]?.price), product.price);
    await screenshot(page, desktop, 'admin-csv');
    await assertNoSeriousA11yViolations(page, 'Admin catalogue CSV (1280)');
  });

  it('an edited file with one bad line is refused with its line number; fixed, it imports and the shop shows the new price', { timeout: 90_000 }, async () => {
    const { page } = browser;
    const newPrice = product.price + 150;
    const edited = rows.map((row) => (row.code === product.code ? { ...row, price: String(newPrice) } : row));
    const fresh = { ...edited[0]!, code: 'E2E-BALE-1', name: 'E2E mixed bale', price: '0', weight: '45kg', stock: '4', archived: 'false' };
    await uploadCsv([...edited, fresh], 'bad.csv');
    const badLine = edited.length + 2;
    const errors = page.getByTestId('import-line-errors');
    await errors.waitFor();
    assert.equal(await errors.innerText(), `Line ${badLine}: price must be more than 0 shillings`);
    await screenshot(page, desktop, 'admin-csv-errors');
    await assertNoSeriousA11yViolations(page, 'Admin CSV errors (1280)');

    await uploadCsv([...edited, { ...fresh, price: '4500' }], 'fixed.csv');
    await page.getByTestId('import-created').waitFor();
    assert.equal(await page.getByTestId('import-created').innerText(), '1');
    assert.equal(await page.getByTestId('import-updated').innerText(), '1');
    await page.getByText(/add one to E2E-BALE-1 on the Products page/).waitFor();
    await screenshot(page, desktop, 'admin-csv-imported');
    await assertNoSeriousA11yViolations(page, 'Admin CSV imported (1280)');

    await openScreen(page, `/product/${product._id}`);
    await eventually(async () => assert.match(await page.locator('main').innerText(), new RegExp(`ksh ${newPrice.toLocaleString('en-KE')}`)), 15_000, 200);
  });

  it('the admin adds a banner', { timeout: 60_000 }, async () => {
    const { page } = browser;
    const image = path.join(workDir, 'banner.png');
    await sharp({ create: { width: 1500, height: 500, channels: 3, background: '#1f5f3a' } })
      .composite([{ input: Buffer.from('<svg width="1500" height="500"><text x="80" y="290" font-size="120" fill="#fff" font-family="sans-serif">Denim week</text></svg>') }])
      .png().toFile(image);
    await openScreen(page, '/admin/banners');
    await page.getByLabel('Label', { exact: true }).fill('Denim week: jackets from ksh 800');
    await page.getByLabel('Image').setInputFiles(image);
    await page.getByRole('button', { name: 'Add banner' }).click();
    await eventually(async () => {
      const labels = await page.getByTestId('admin-banner').getByRole('textbox').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
      assert.ok(labels.includes('Denim week: jackets from ksh 800'));
    }, 15_000, 200);
    await screenshot(page, desktop, 'admin-banners');
    await assertNoSeriousA11yViolations(page, 'Admin banners (1280)');
  });

  it('the admin dispatches the paid order with its courier and tracking number (no reason to type)', { timeout: 60_000 }, async () => {
    const { page } = browser;
    await openScreen(page, `/admin/orders/${paidOrder}`);
    await dispatchInBackOffice(page, paidOrder, { courier: 'Shop rider', trackingNumber: 'RIDER-7' });
    await page.getByTestId('order-dispatched').waitFor();
    assert.equal(await page.getByTestId('order-status').innerText(), 'Dispatched');
    assert.equal(await page.getByRole('button', { name: 'Mark dispatched' }).count(), 0);
    await page.getByRole('button', { name: 'Mark delivered' }).waitFor();
    await screenshot(page, desktop, 'admin-dispatched');
    await assertNoSeriousA11yViolations(page, 'Admin dispatched order (1280)');
  });

  it('the CSV and banner pages work on a phone', { timeout: 120_000 }, async () => {
    const small = await openBrowser(phone, server.baseUrl);
    try {
      const { page } = small;
      await openScreen(page, '/login');
      await logInThroughForm(page, admin);
      await page.waitForURL((url) => url.pathname === '/admin');
      await openScreen(page, '/admin/catalogue-csv');
      await page.getByRole('button', { name: 'Download products CSV' }).waitFor();
      await screenshot(page, phone, 'admin-csv');
      await assertNoSeriousA11yViolations(page, 'Admin catalogue CSV (390)');
      await openScreen(page, '/admin/banners');
      await page.getByTestId('admin-banner').first().waitFor();
      await screenshot(page, phone, 'admin-banners');
      await assertNoSeriousA11yViolations(page, 'Admin banners (390)');
    } finally {
      await small.close();
    }
  });
});
