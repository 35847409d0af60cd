import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Product } from '@mitumba/contracts/plain';
import { logInWithToken } from '../support/accounts.ts';
import { assertNoSeriousA11yViolations, openBrowser, screenshot, viewports, type BrowserSession } from '../support/browser.ts';
import { consoleProblems, htmlLang, switchLanguage } from '../support/language.ts';
import { startTestServer, type RunningServer } from '../support/server.ts';
import { customerApi, demoCustomer, stockOf, weightButton, type CustomerApi } from '../support/shopping.ts';
import { catalogApi, eventually, openScreen } from '../support/storefront.ts';

const step = { timeout: 90_000 };
const phone = viewports.find((viewport) => viewport.name === 'phone') ?? viewports[0]!;
const desktop = viewports.find((viewport) => viewport.name === 'desktop') ?? viewports[1]!;

let server: RunningServer;
let session: BrowserSession;
let customer: CustomerApi;
let product: Product;
let weight: string;
let problems: string[] = [];

before(async () => {
  server = await startTestServer();
  session = await openBrowser(phone, server.baseUrl);
  customer = await customerApi(server.baseUrl, demoCustomer);
  await customer.reset();
  const { products } = await catalogApi(server.baseUrl).list({ limit: '40' });
  const inStock = products.flatMap((candidate) => candidate.weights.filter((option) => stockOf(candidate, option) > 0).map((option) => [candidate, option] as const));
  assert.ok(inStock[0], 'the demo shop has a product in stock');
  [product, weight] = inStock[0];
  problems = consoleProblems(session.page);
}, { timeout: 120_000 });

after(async () => {
  await session?.close();
  await server?.stop();
});


describe('Kiswahili, on a phone', () => {
  it('switches from the header: the page, <html lang>, the cookie and the account all say sw', step, async () => {
    const { page, context } = session;
    await openScreen(page, '/');
    await logInWithToken(page, server.baseUrl, demoCustomer);
    await openScreen(page, '/');
    assert.equal(await htmlLang(page), 'en-KE');
    await switchLanguage(page, 'sw');
    assert.equal(await htmlLang(page), 'sw');
    await page.getByRole('link', { name: 'NUNUA SASA' }).waitFor();
    const cookie = (await context.cookies()).find((entry) => entry.name === 'lang');
    assert.equal(cookie?.value, 'sw');
    assert.equal(cookie?.sameSite, 'Lax');
    assert.ok(cookie.expires * 1000 > Date.now() + 360 * 24 * 3600 * 1000, 'the choice is kept for a year');
    // Saved on the account in the background (the switch does not wait for it).
    await eventually(async () => {
      const profile = await fetch(`${server.baseUrl}/api/user/profile`, { headers: { authorization: `Bearer ${customer.token}` } });
      assert.equal(((await profile.json()) as { user: { language: string } }).user.language, 'sw', 'the account remembers it');
    }, 5_000);
    await assertNoSeriousA11yViolations(page, '/ in Kiswahili');
    await screenshot(page, phone, 'kiswahili-home');
  });

  it('browses the collection and a product, adds it to the cart and reads the cart in Kiswahili', step, async () => {
    const { page } = session;
    await page.getByRole('navigation', { name: 'Viungo vya haraka' }).getByRole('link', { name: 'Bidhaa', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: /Bidhaa\s+Zote/i }).waitFor();
    await page.getByRole('combobox', { name: 'Panga bidhaa' }).waitFor();
    await assertNoSeriousA11yViolations(page, '/collection in Kiswahili');

    await openScreen(page, `/product/${product._id}`);
    assert.equal(await htmlLang(page), 'sw', 'a full load keeps the language');
    await weightButton(page, weight).click();
    await page.getByRole('button', { name: 'Weka kwenye kapu' }).click();
    await page.getByRole('link', { name: /^Kapu, bidhaa 1$/ }).first().waitFor();
    // The add's toast comes just after the badge: checked once it is there (not while it fades in).
    await page.locator('[data-sonner-toast]').first().waitFor();
    await assertNoSeriousA11yViolations(page, 'the product page in Kiswahili');
    await screenshot(page, phone, 'kiswahili-product');

    await page.getByRole('navigation', { name: 'Viungo vya haraka' }).getByRole('link', { name: /^Kapu/ }).click();
    await page.getByRole('heading', { level: 1, name: /Kapu lako/ }).waitFor();
    await page.getByRole('button', { name: 'ENDELEA KULIPA' }).waitFor();
    await page.getByText('Jumla ya kapu').waitFor();
    await assertNoSeriousA11yViolations(page, '/cart in Kiswahili');
    await screenshot(page, phone, 'kiswahili-cart');
  });

  it('a reload comes from the server in Kiswahili and hydrates without a warning', step, async () => {
    const { page } = session;
    problems.length = 0;
    await openScreen(page, '/collection');
    assert.equal(await htmlLang(page), 'sw');
    await page.getByRole('heading', { level: 1, name: /Bidhaa\s+Zote/i }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.deepEqual(problems, [], 'no console error or warning: the server and the browser said the same words');

    const served = await fetch(`${server.baseUrl}/collection`, { headers: { cookie: 'lang=sw' } });
    const html = await served.text();
    assert.match(html, /<html lang="sw"/);
    assert.match(html, /Bidhaa <span[^>]*>Zote<\/span>/, 'the server rendered the collection in Kiswahili');
    const fresh = await (await fetch(`${server.baseUrl}/`, { headers: { 'accept-language': 'sw-KE,sw;q=0.9' } })).text();
    assert.match(fresh, /<html lang="sw"/, 'a Kiswahili browser without a choice gets Kiswahili');
    assert.match(fresh, /NUNUA SASA/);
  });

  it('looks right on a desktop too', step, async () => {
    const { page } = session;
    await page.setViewportSize({ width: desktop.width, height: desktop.height });
    for (const [path, name] of [['/', 'kiswahili-home'], [`/product/${product._id}`, 'kiswahili-product'], ['/cart', 'kiswahili-cart']] as const) {
      await openScreen(page, path);
      await page.waitForLoadState('networkidle');
      await screenshot(page, desktop, name);
    }
    // Back to English from the header, for whatever runs next in this browser.
    await switchLanguage(page, 'en');
    assert.equal(await htmlLang(page), 'en-KE');
    await customer.reset();
  });
});
