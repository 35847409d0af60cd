import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { logInWithToken } from '../support/accounts.ts';
import { openBrowser, viewports, type BrowserSession } from '../support/browser.ts';
import { startTestServer, type RunningServer } from '../support/server.ts';
import { demoCustomer } from '../support/shopping.ts';
import { catalogApi, openScreen } from '../support/storefront.ts';

const step = { timeout: 60_000 };
const phone = viewports.find((viewport) => viewport.name === 'phone') ?? viewports[0]!;

let server: RunningServer;
let session: BrowserSession;
let productId: string;
let productName: string;

before(async () => {
  server = await startTestServer();
  session = await openBrowser(phone, server.baseUrl);
  const [product] = (await catalogApi(server.baseUrl).list({ limit: '1' })).products;
  assert.ok(product, 'the demo shop has a product');
  productId = product._id;
  productName = product.name;
}, { timeout: 120_000 });

after(async () => {
  await session?.close();
  await server?.stop();
});

async function servedHtml(path: string): Promise<string> {
  const response = await fetch(`${server.baseUrl}${path}`);
  assert.equal(response.status, 200, `${path} answers 200`);
  return response.text();
}

const rootMarkup = (html: string) => /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="server-state">/.exec(html)?.[1] ?? '';

/** Console errors and warnings, and the catalogue calls the page makes, from now on. */
function watch(page: Page) {
  const problems: string[] = [];
  const catalogueCalls: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  };
  const onError = (error: Error) => problems.push(`page error: ${error.message}`);
  const onRequest = (request: { url(): string }) => {
    if (/\/api\/product\/(list|facets|[0-9a-f-]{36})/.test(request.url())) catalogueCalls.push(request.url());
  };
  page.on('console', onConsole);
  page.on('pageerror', onError);
  page.on('request', onRequest);
  return {
    problems,
    catalogueCalls,
    stop() {
      page.off('console', onConsole);
      page.off('pageerror', onError);
      page.off('request', onRequest);
    },
  };
}

/** The layout shifts the page has had so far (PerformanceObserver's buffered entries), summed like CLS's window. */
const layoutShift = (page: Page) => page.evaluate(() => new Promise<number>((resolve) => {
  new PerformanceObserver((list) => {
    const shifts = list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
    resolve(shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0));
  }).observe({ type: 'layout-shift', buffered: true });
  setTimeout(() => resolve(0), 500); // No entry at all: no shift.
}));

describe('the public pages come rendered from the server', () => {
  it('/ carries its hero, the poster preloaded at high priority, and product cards in the HTML', step, async () => {
    const html = await servedHtml('/');
    const root = rootMarkup(html);
    assert.match(root, /Curated Fashion Finds/);
    assert.match(root, /<img[^>]*fetchpriority="high"[^>]*>/i, 'the poster is a real high-priority image');
    assert.match(html, /<link rel="preload" as="image" href="\/video\/hero-poster\.webp" imagesrcset="[^"]*480w[^"]*"[^>]*fetchpriority="high">/);
    assert.doesNotMatch(html, /woff2|as="font"/, 'no font file before the first screen: the phone\'s own face');
    assert.ok((root.match(/href="\/product\//g) ?? []).length >= 4, 'the product sections are in the HTML');
  });

  it('/collection and a product page carry their products, and the product page its title and Open Graph tags', step, async () => {
    assert.ok((rootMarkup(await servedHtml('/collection?sort=low-high')).match(/href="\/product\//g) ?? []).length >= 12);
    const html = await servedHtml(`/product/${productId}`);
    assert.ok(rootMarkup(html).includes(productName.replace(/'/g, '&#39;')) || rootMarkup(html).includes(productName));
    assert.match(html, /<meta property="og:title"/);
    assert.match(html, /<link rel="preload" as="image" href="\/media\//, 'the first product photo is preloaded');
  });

  it('a shopper without JavaScript still reads the home page and the collection', step, async () => {
    const context = session.context;
    const page = await context.newPage();
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/collection');
    assert.ok(await page.locator('a[href^="/product/"]').count() >= 12, 'the cards are there without any script');
    await page.close();
  });

  it('hydrates without a warning, without fetching the catalogue again, and without moving the layout', step, async () => {
    const { page } = session;
    for (const path of ['/', '/collection', `/product/${productId}`, '/about']) {
      const seen = watch(page);
      await openScreen(page, path);
      await page.waitForLoadState('networkidle');
      seen.stop();
      assert.deepEqual(seen.problems, [], `${path}: no console error or warning`);
      assert.deepEqual(seen.catalogueCalls, [], `${path}: the client's cache started with the server's data`);
      assert.equal(await layoutShift(page), 0, `${path}: no layout shift`);
    }
    // The hydrated page is live: SHOP NOW navigates in the app, without a new document.
    await openScreen(page, '/');
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.getByRole('link', { name: 'SHOP NOW' }).click();
    await page.waitForURL('**/collection');
    assert.equal(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument), true);
  });

  it('a customer\'s banners fill in after hydration in the box the server drew', step, async () => {
    const { page } = session;
    await openScreen(page, '/about');
    await logInWithToken(page, server.baseUrl, demoCustomer);
    await openScreen(page, '/');
    await page.getByRole('region', { name: 'Featured collections' }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.equal(await layoutShift(page), 0, 'the banners took the video\'s box');
    // Autoplay changes the slide with no input: its dots must keep their boxes, or a slow phone counts a shift.
    const dots = page.getByRole('button', { name: /^Show banner \d+ of \d+$/ }).locator('span');
    const boxesBefore = await dots.evaluateAll((spans) => spans.map((span) => span.getBoundingClientRect().toJSON()));
    await page.getByRole('button', { name: /^Show banner 3 of \d+$/ }).click();
    await page.waitForTimeout(600); // Past the dots' transition.
    const boxesAfter = await dots.evaluateAll((spans) => spans.map((span) => span.getBoundingClientRect().toJSON()));
    assert.ok(boxesBefore.length > 1, 'the carousel has dots');
    assert.deepEqual(boxesAfter, boxesBefore, 'a slide change moves no dot');
    await page.evaluate(() => localStorage.clear());
  });
});
