import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertNoCspViolations, assertNoSeriousA11yViolations, openBrowser, screenshot, viewports, type BrowserSession } from '../support/browser.ts';
import { logInWithToken } from '../support/accounts.ts';
import { demoCustomer } from '../support/shopping.ts';
import { startTestServer, type RunningServer } from '../support/server.ts';
import { catalogApi, openScreen, waitForText } from '../support/storefront.ts';

const step = { timeout: 60_000 };
const desktop = viewports.find((viewport) => viewport.name === 'desktop') ?? viewports[0]!;
const phone = viewports.find((viewport) => viewport.name === 'phone') ?? viewports[0]!;

/** Static pages of spec 1 §2 and the texts the spec names on them (it does not fix the headings' wording). */
const staticPages: { path: string; texts?: string[] }[] = [
  { path: '/about', texts: ['Quality Assurance', 'Convenience', 'Exceptional Customer Service'] },
  { path: '/contact', texts: ['Explore Jobs'] },
  { path: '/return-policy' },
  { path: '/terms' },
  { path: '/termsandcondition' },
  { path: '/privacy' },
  { path: '/Privacy-policy' },
];

const unescapeHtml = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

let server: RunningServer;
let session: BrowserSession;

before(async () => {
  server = await startTestServer();
  session = await openBrowser(desktop, server.baseUrl);
}, { timeout: 120_000 });

after(async () => {
  await session?.close();
  await server?.stop();
});

describe('static pages', () => {
  for (const { path, texts = [] } of staticPages) {
    it(`${path} renders its heading`, step, async () => {
      const response = await openScreen(session.page, path);
      assert.equal(response?.status(), 200);
      const heading = session.page.getByRole('heading', { level: 1 }).first();
      await heading.waitFor();
      const title = (await heading.innerText()).trim();
      assert.ok(title.length > 0 && !/not found|404/i.test(title), `${path} has its own page heading (saw "${title}")`);
      for (const text of texts) await session.page.getByText(text, { exact: true }).first().waitFor();
    });
  }
});

describe('support and the footer', () => {
  it("the footer's copyright runs from 2024 to this year, in the served HTML and on the page", step, async () => {
    const years = `2024–${new Date().getFullYear()}`;
    const html = await (await fetch(`${server.baseUrl}/about`)).text();
    assert.ok(html.includes(`© ${years} Mitumba`), `the server-rendered footer says © ${years}`);
    await openScreen(session.page, '/');
    assert.equal(await session.page.getByTestId('copyright').innerText(), `© ${years} Mitumba. All rights reserved.`);
  });

  // One step a width: the two took 59.6 s of a 60 s step on CI's machine.
  for (const viewport of [phone, desktop]) {
    it(`/support is a page with the phone (copied), WhatsApp, e-mail, the chat, hours and the return basics (${viewport.width} px)`, { timeout: 90_000 }, async () => {
      const browser = viewport === desktop ? session : await openBrowser(viewport, server.baseUrl);
      const { page } = browser;
      try {
        await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });
        await page.goto('/favicon.svg');
        await page.evaluate(() => localStorage.clear());
        const response = await openScreen(page, '/support');
        assert.equal(response?.status(), 200, '/support is a page, not "Page not found"');
        await page.getByRole('heading', { level: 1, name: 'How can we help?' }).waitFor();
        const main = page.getByRole('main');
        assert.match((await main.getByRole('link', { name: /^\+254/ }).getAttribute('href')) ?? '', /^tel:\+254\d{9}$/);
        assert.match((await main.getByRole('link', { name: 'Message us on WhatsApp' }).getAttribute('href')) ?? '', /^https:\/\/wa\.me\/254\d{9}$/);
        assert.match((await main.getByRole('link', { name: /@/ }).getAttribute('href')) ?? '', /^mailto:/);
        assert.equal(await main.getByRole('link', { name: 'Log in' }).getAttribute('href'), '/login', 'a visitor is asked to log in to chat');
        await main.getByText('24/7, every day of the year').waitFor();
        await main.getByRole('heading', { name: 'Returns and cancellations' }).waitFor();
        await main.getByText(/ask for a return from your orders within 7 days/).waitFor();
        await main.getByRole('button', { name: 'Copy phone' }).click();
        await waitForText(page, 'Phone copied!');
        assert.match(await page.evaluate(() => navigator.clipboard.readText()), /^\+254\d{9}$/);
        await screenshot(page, viewport, 'support');
        await assertNoSeriousA11yViolations(page, `Support (${viewport.name})`);

        await logInWithToken(page, server.baseUrl, demoCustomer);
        await openScreen(page, '/support');
        await main.getByRole('link', { name: 'Open the chat' }).waitFor();
        assert.equal(await main.getByRole('link', { name: 'Open the chat' }).getAttribute('href'), '/user-chat');
      } finally {
        if (browser !== session) await browser.close();
        else await page.evaluate(() => localStorage.clear());
      }
    });
  }
});

describe('unknown routes and shared links', () => {
  it('an unknown route answers 404 and shows the not-found view', step, async () => {
    const response = await openScreen(session.page, '/no-such-page-e2e');
    assert.equal(response?.status(), 404);
    await session.page.getByRole('heading', { name: /not found|404/i }).first().waitFor();
  });

  it('a direct /product/<id> load carries og:title in the served HTML', step, async () => {
    const [product] = (await catalogApi(server.baseUrl).list({ limit: '1' })).products;
    assert.ok(product, 'the demo shop has a product');
    const response = await fetch(`${server.baseUrl}/product/${product._id}`);
    assert.equal(response.status, 200);
    const html = await response.text();
    const ogTitle = /<meta\s+property="og:title"\s+content="([^"]*)"/i.exec(html)?.[1];
    assert.ok(ogTitle !== undefined, 'the HTML has an og:title meta tag');
    assert.ok(unescapeHtml(ogTitle).includes(product.name), `og:title "${ogTitle}" names "${product.name}"`);
  });

  it('a direct /product/<id> load shows the product', step, async () => {
    const [product] = (await catalogApi(server.baseUrl).list({ limit: '1', sort: 'high-low' })).products;
    assert.ok(product);
    await openScreen(session.page, `/product/${product._id}`);
    await session.page.getByRole('heading', { name: product.name }).first().waitFor();
  });
});

describe('the Content-Security-Policy in the browser', () => {
  it('pages carry it, and the static pages broke none of it', step, async () => {
    const response = await openScreen(session.page, '/about');
    const csp = (await response?.allHeaders())?.['content-security-policy'] ?? '';
    assert.match(csp, /script-src 'self';/);
    assert.match(csp, /frame-ancestors 'none'/);
    assertNoCspViolations(session.page, 'the static pages');
  });

  it('the API docs still render under it', step, async () => {
    await session.page.goto('/api/docs');
    await session.page.getByText('Mitumba API').first().waitFor();
    await session.page.locator('.opblock').first().waitFor();
    assertNoCspViolations(session.page, '/api/docs');
  });

  it('the sandbox phone still works under it: its refresher is a file, not inline', step, async () => {
    const response = await session.page.goto('/sandbox/phone');
    assert.equal(response?.status(), 200);
    await session.page.getByRole('heading', { name: 'Sandbox phone · M-Pesa' }).waitFor();
    const refresher = await session.page.evaluate(async () => (await fetch('/sandbox/mpesa/phone/refresh.js')).status);
    assert.equal(refresher, 200);
    assertNoCspViolations(session.page, '/sandbox/phone');
  });
});
