import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { optionMessages, type Product } from '@mitumba/contracts';
import type { Page } from 'playwright-core';
import { assertNoSeriousA11yViolations, openBrowser, screenshot, viewports, type BrowserSession } from '../support/browser.ts';
import { startTestServer, type RunningServer } from '../support/server.ts';
import {
  cardIds, cardPrice, cardPrices, catalogApi, eventually, openScreen, sectionWithCards, setChecked, totalStock,
  waitForText,
  type CatalogApi,
} from '../support/storefront.ts';

const PAGE_SIZE = 24;
const step = { timeout: 90_000 };

let server: RunningServer;
let api: CatalogApi;

before(async () => {
  server = await startTestServer();
  api = catalogApi(server.baseUrl);
}, { timeout: 120_000 });

after(async () => {
  await server?.stop();
});

/** The label with the most Ladies products, and the ids the API says match Ladies + that label. */
async function ladiesWithCommonLabel(): Promise<{ label: string; expected: Set<string> }> {
  const ladies = await api.all({ category: 'Ladies' });
  const counts = new Map<string, number>();
  for (const product of ladies) counts.set(product.label, (counts.get(product.label) ?? 0) + 1);
  const [label] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  assert.ok(label, 'the demo shop has Ladies products');
  const matching = await api.all({ category: 'Ladies', labels: label });
  return { label, expected: new Set(matching.map((product) => product._id)) };
}

/** A product from the cards shown with several photos, 2+ weights all in stock and at least one related product. */
async function pickProduct(ids: string[]): Promise<Product> {
  for (const id of ids) {
    const product = await api.product(id);
    const allInStock = product.weights.length > 1
      && product.weights.every((weight) => (product.stock[weight.toLowerCase()] ?? 0) > 0);
    if (!allInStock || product.image.length < 2) continue;
    const related = await api.list({ category: product.category, subCategory: product.subCategory, exclude: id, limit: '1' });
    if ((related.total ?? 0) > 0) return product;
  }
  throw new Error('No collection card is a product with 2+ photos, 2+ weights all in stock and related products');
}

/** A phone's filters: the "Filters" button opens them in a dialog, focus inside it. */
async function openFilterDrawer(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^filters/i }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await drawer.waitFor();
  await eventually(async () => assert.ok(await drawer.evaluate((element) => element.contains(document.activeElement)), 'focus is in the drawer'));
  for (let press = 0; press < 25; press += 1) await page.keyboard.press('Tab');
  assert.ok(await drawer.evaluate((element) => element.contains(document.activeElement)), 'Tab keeps focus in the drawer');
}

const weightOption = (page: Page, weight: string) =>
  page.getByRole('button', { name: weight, exact: true }).or(page.getByRole('radio', { name: weight, exact: true })).first();

for (const viewport of viewports) {
  describe(`visitor journey on a ${viewport.name} (${viewport.width}×${viewport.height})`, () => {
    let session: BrowserSession;
    let page: Page;
    let product: Product | undefined;

    before(async () => {
      session = await openBrowser(viewport, server.baseUrl);
      page = session.page;
    });
    after(async () => {
      await session?.close();
    });

    it('Home shows the hero, 10 Latest Collections, 5 Best Sellers and our visitor video', step, async () => {
      await openScreen(page, '/');
      await page.getByText(/Dear .+, welcome to our store/).first().waitFor();
      await page.getByText('EXCLUSIVE COLLECTION', { exact: true }).first().waitFor();
      await page.getByText('Curated Fashion Finds', { exact: true }).first().waitFor();
      await page.getByRole('link', { name: 'SHOP NOW' }).first().waitFor();

      const latest = (await api.list({ limit: '10' })).products.map((item) => item._id);
      const bestsellers = (await api.list({ bestseller: 'true', limit: '5' })).products.map((item) => item._id);
      assert.equal(bestsellers.length, 5, 'the demo shop has at least 5 best sellers');
      await eventually(async () => {
        assert.deepEqual((await cardIds(sectionWithCards(page, 'Latest Collections'))).sort(), [...latest].sort());
      });
      await eventually(async () => {
        assert.deepEqual((await cardIds(sectionWithCards(page, 'Best Sellers'))).sort(), [...bestsellers].sort());
      });

      const video = page.locator('video').first();
      await video.waitFor({ state: 'attached' });
      const source = await video.evaluate((element: HTMLVideoElement) =>
        element.currentSrc || element.src || element.querySelector('source')?.src || '');
      assert.ok(source, 'the <video> has a source');
      assert.equal(new URL(source, server.baseUrl).origin, new URL(server.baseUrl).origin, `video ${source} is served by us`);
      const response = await page.request.get(source, { headers: { range: 'bytes=0-1023' } });
      assert.ok([200, 206].includes(response.status()), `GET ${source} answered ${response.status()}`);
      await screenshot(page, viewport, 'home');
    });

    it('Home has no serious accessibility violations', step, async () => {
      await openScreen(page, '/');
      await page.getByRole('heading', { name: 'Latest Collections' }).first().waitFor();
      await assertNoSeriousA11yViolations(page, `Home (${viewport.name})`);
    });

    it("'SHOP NOW' opens the collection", step, async () => {
      await openScreen(page, '/');
      await page.getByRole('link', { name: 'SHOP NOW' }).first().click();
      await page.waitForURL((url) => url.pathname === '/collection');
      await eventually(async () => assert.ok((await cardIds(page)).length > 0, 'the collection shows cards'));
    });

    it('the hero asks a visitor to log in with a link, and leads to each category of the collection', step, async () => {
      await openScreen(page, '/');
      const note = page.getByText(/^Dear user, please log in\./);
      await note.waitFor();
      assert.equal(await note.getByRole('link', { name: 'log in' }).getAttribute('href'), '/login');
      const categories = page.getByRole('navigation', { name: 'Shop by category' });
      for (const category of ['Men', 'Ladies', 'Kids']) {
        assert.equal(await categories.getByRole('link', { name: `Shop ${category}` }).getAttribute('href'), `/collection?category=${category}`);
      }
      await screenshot(page, viewport, 'home-hero-visitor');
      await categories.getByRole('link', { name: 'Shop Kids' }).click();
      await page.waitForURL((url) => url.pathname === '/collection' && url.searchParams.get('category') === 'Kids');
      const kids = new Set((await api.all({ category: 'Kids' })).map((item) => item._id));
      await eventually(async () => {
        const shown = await cardIds(page);
        assert.ok(shown.length > 0 && shown.every((id) => kids.has(id)), 'only Kids products are shown');
      });
      await openScreen(page, '/');
      await note.getByRole('link', { name: 'log in' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
    });

    if (viewport.name === 'phone') {
      it('the header keeps the cart and its count on screen at 320 px', step, async () => {
        const narrow = await openBrowser({ ...viewport, width: 320, height: 640 }, server.baseUrl);
        try {
          await openScreen(narrow.page, '/');
          const banner = narrow.page.getByRole('banner');
          const cart = banner.getByRole('link', { name: /^Cart, \d+ items$/ });
          const box = await cart.boundingBox();
          assert.ok(box, 'the header has the cart link');
          assert.ok(box.x >= 0 && box.x + box.width <= 320, `the cart icon is on screen (x ${box.x}…${box.x + box.width})`);
          assert.equal(await narrow.page.evaluate(() => document.documentElement.scrollWidth), 320, 'nothing overflows sideways');
          for (const name of ['Open menu', 'Search products']) {
            const control = await banner.getByRole('button', { name }).boundingBox();
            assert.ok(control && control.x >= 0 && control.x + control.width <= 320, `${name} is on screen`);
          }
          await screenshot(narrow.page, { ...viewport, width: 320 }, 'home-header');
          await assertNoSeriousA11yViolations(narrow.page, 'Home at 320 px');
        } finally {
          await narrow.close();
        }
      });
    }

    it('Collection filters by category and label (in a drawer on a phone, with the server\'s count), sorts Low to High, and clears', step, async () => {
      const { label, expected } = await ladiesWithCommonLabel();
      await openScreen(page, '/collection');
      await eventually(async () => assert.equal((await cardIds(page)).length, PAGE_SIZE));
      const drawer = page.getByRole('dialog', { name: 'Filters' });
      if (viewport.isMobile) await openFilterDrawer(page);
      const ladies = page.getByRole('checkbox', { name: 'Ladies', exact: true });
      const brand = page.getByRole('checkbox', { name: label, exact: true });
      await setChecked(ladies, true);
      await setChecked(brand, true);
      if (viewport.isMobile) {
        const show = drawer.getByRole('button', { name: `Show ${expected.size} ${expected.size === 1 ? 'result' : 'results'}` });
        await show.waitFor();
        await assertNoSeriousA11yViolations(page, `Filter drawer (${viewport.name})`);
        await screenshot(page, viewport, 'collection-filter-drawer');
        await show.click();
        await drawer.waitFor({ state: 'hidden' });
      }

      const expectFiltered = async () => {
        const ids = await cardIds(page);
        assert.equal(ids.length, Math.min(expected.size, PAGE_SIZE), 'one page of the matching products');
        for (const id of ids) assert.ok(expected.has(id), `card ${id} is a Ladies product labelled ${label}`);
      };
      await eventually(expectFiltered);

      const sort = page.locator('select', { has: page.locator('option', { hasText: 'Low to High' }) }).first();
      const lowToHigh = await sort.locator('option', { hasText: 'Low to High' }).first().getAttribute('value');
      await sort.selectOption(lowToHigh ?? { label: 'Low to High' });
      await eventually(async () => {
        await expectFiltered();
        const prices = await cardPrices(page);
        assert.deepEqual(prices, [...prices].sort((a, b) => a - b), 'card prices ascend');
      });
      await screenshot(page, viewport, 'collection');

      if (viewport.isMobile) await openFilterDrawer(page);
      await setChecked(ladies, false);
      await setChecked(brand, false);
      if (viewport.isMobile) {
        await page.keyboard.press('Escape');
        await drawer.waitFor({ state: 'hidden' });
        // The drawer's focus return runs in its unmount effect, just after the drawer leaves the page.
        await eventually(async () =>
          assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), 'Filters', 'focus is back on the Filters button'),
        );
      }
      const unfilteredTotal = (await api.list({ limit: '1' })).total ?? 0;
      await eventually(async () => {
        const ids = await cardIds(page);
        assert.equal(ids.length, Math.min(unfilteredTotal, PAGE_SIZE), 'clearing the filters shows a full page');
        assert.ok(ids.some((id) => !expected.has(id)), 'products outside the old filter are back');
      });
    });

    it('Collection search forgives a typo, lives in the address (rendered by the server) and suggests while typing', step, async () => {
      const similar = await api.list({ search: 'jaens', sort: 'relevant' });
      assert.equal(similar.match, 'similar', 'no name contains "jaens"');
      assert.match(similar.products[0]?.name ?? '', /jeans/i, 'the closest product is a pair of jeans');
      const html = await (await page.request.get('/collection?search=jaens')).text();
      assert.match(html, /Results for/, 'the server renders the search from the address');
      assert.match(html, /name="search"[^>]*value="jaens"|value="jaens"[^>]*name="search"/, 'and its search box, which searches without JavaScript too');

      await openScreen(page, '/collection?search=jaens');
      await page.getByRole('heading', { level: 1, name: 'Results for “jaens”' }).waitFor();
      await page.getByText(/showing results for similar words/).waitFor();
      await eventually(async () => assert.equal((await cardIds(page))[0], similar.products[0]?._id, 'the closest product comes first'));
      const box = page.getByRole('combobox', { name: 'Search products' });
      assert.equal(await box.inputValue(), 'jaens');

      const entries = await page.evaluate(() => history.length);
      await box.fill('');
      await box.pressSequentially('jeans', { delay: 40 });
      await page.waitForURL((url) => url.searchParams.get('search') === 'jeans');
      await page.getByRole('heading', { level: 1, name: 'Results for “jeans”' }).waitFor();
      assert.equal(await page.evaluate(() => history.length), entries, 'typing replaced the entry: Back is not a step per letter');
      const contains = await api.list({ search: 'jeans' });
      await page.getByText(`${contains.total} products`, { exact: true }).waitFor();

      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Results for “jeans”' }).waitFor();
      await eventually(async () => assert.equal(await box.inputValue(), 'jeans'));

      await box.fill('');
      await box.pressSequentially('slim fi', { delay: 40 });
      const list = page.getByRole('listbox', { name: 'Suggestions' });
      await list.waitFor();
      const options = list.getByRole('option');
      await eventually(async () => assert.match(await options.first().innerText(), /slim fit/i));
      assert.ok((await options.count()) <= 6, 'at most 6 suggestions');
      await assertNoSeriousA11yViolations(page, `Search suggestions (${viewport.name})`);
      await screenshot(page, viewport, 'collection-search-suggestions');
      await page.keyboard.press('Escape');
      await list.waitFor({ state: 'hidden' });
      await page.keyboard.press('ArrowDown');
      const first = (await options.first().locator('span').first().innerText()).trim();
      assert.equal(await box.getAttribute('aria-activedescendant'), await options.first().getAttribute('id'));
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname.startsWith('/product/'));
      await page.getByRole('heading', { name: first }).first().waitFor();
    });

    it('Collection loads more cards when scrolled to the bottom', step, async () => {
      assert.ok(((await api.list({ limit: '1' })).total ?? 0) > PAGE_SIZE, `the demo shop has more than ${PAGE_SIZE} products`);
      await openScreen(page, '/collection');
      await eventually(async () => assert.equal((await cardIds(page)).length, PAGE_SIZE));
      await eventually(async () => {
        const distance = await page.evaluate(() => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          return document.documentElement.scrollHeight - window.scrollY - window.innerHeight;
        });
        const count = (await cardIds(page)).length;
        assert.ok(count > PAGE_SIZE, `more than ${PAGE_SIZE} cards ${distance} px from the page bottom (saw ${count})`);
      }, 15_000, 250);
    });

    it('Collection has no serious accessibility violations', step, async () => {
      await openScreen(page, '/collection');
      await eventually(async () => assert.ok((await cardIds(page)).length > 0));
      await assertNoSeriousA11yViolations(page, `Collection (${viewport.name})`);
    });

    it('a product page shows its gallery, weight picker, price and related products', step, async () => {
      await openScreen(page, '/collection');
      const ids = await eventually(async () => {
        const shown = await cardIds(page);
        assert.ok(shown.length > 0);
        return shown;
      });
      product = await pickProduct(ids);
      const chosen = product;
      await page.locator(`a[href="/product/${encodeURIComponent(chosen._id)}"]`).first().click();
      await page.waitForURL((url) => url.pathname === `/product/${chosen._id}`);
      await page.getByRole('heading', { name: chosen.name }).first().waitFor();

      await eventually(async () => {
        const sources = await page.locator('img').evaluateAll((images) =>
          images.map((image) => `${(image as HTMLImageElement).currentSrc} ${image.getAttribute('src') ?? ''}`));
        const gallery = sources.filter((source) => chosen.image.some((picture) => source.includes(picture.url)));
        assert.ok(gallery.length >= chosen.image.length + 1, `main image and ${chosen.image.length} thumbnail(s) (saw ${gallery.length})`);
      });
      for (const weight of chosen.weights) await weightOption(page, weight).waitFor();
      await page.getByText(cardPrice(chosen.price), { exact: true }).first().waitFor();

      const related = await eventually(async () => {
        const shown = (await cardIds(sectionWithCards(page, /related/i))).filter((id) => id !== chosen._id);
        assert.ok(shown.length >= 1 && shown.length <= 5, `1 to 5 related cards (saw ${shown.length})`);
        return shown;
      });
      for (const id of related) {
        const other = await api.product(id);
        assert.equal(other.category, chosen.category, `related ${id} has category ${chosen.category}`);
        assert.equal(other.subCategory, chosen.subCategory, `related ${id} has subCategory ${chosen.subCategory}`);
      }
      await screenshot(page, viewport, 'product');
    });

    it('the shop invents no ratings: no stars or review counts while no customer has rated anything', step, async () => {
      assert.ok(product, 'the product test chose a product');
      await openScreen(page, '/collection');
      await eventually(async () => assert.ok((await cardIds(page)).length > 0));
      assert.equal(await page.getByRole('img', { name: /^Rated/ }).count(), 0, 'no card shows stars');
      await openScreen(page, `/product/${product._id}`);
      await page.getByRole('heading', { name: product.name }).first().waitFor();
      assert.equal(await page.getByRole('img', { name: /^Rated/ }).count(), 0, 'the product page shows no stars');
      assert.doesNotMatch(await page.locator('main').innerText(), /reviews\)|Customer reviews|\d ratings?/);
    });

    it('options are named by what they are (sizes, a bale\'s weight), and a single option is chosen already', step, async () => {
      const products = await api.all({});
      const sized = products.find((candidate) => candidate.weights.length > 1 && optionMessages(candidate.weights).legend === 'Select Size'
        && totalStock(candidate) > 0);
      const bale = products.find((candidate) => candidate.weights.length === 1 && /kg$/i.test(candidate.weights[0] ?? '') && totalStock(candidate) > 0);
      assert.ok(sized && bale, 'the demo shop has sized clothes and a bale in stock');

      await openScreen(page, `/product/${sized._id}`);
      await page.getByRole('group', { name: 'Select Size' }).waitFor();
      assert.equal(await page.getByText('Select Weight').count(), 0);
      await page.getByRole('button', { name: /add to cart/i }).first().click();
      await waitForText(page, 'Select Product Size');
      await screenshot(page, viewport, 'product-sizes');

      await openScreen(page, `/product/${bale._id}`);
      const weights = page.getByRole('group', { name: 'Select Weight' });
      await weights.waitFor();
      assert.equal(await weights.getByRole('button', { name: bale.weights[0] }).getAttribute('aria-pressed'), 'true', 'the one weight is chosen');
      await page.getByRole('button', { name: /add to cart/i }).first().click();
      await waitForText(page, 'Please Login to add items to the cart.');
      await page.waitForURL((url) => url.pathname === '/login');
    });

    it('Add to cart asks for a weight, then sends a visitor to log in', step, async () => {
      assert.ok(product, 'the product test chose a product');
      await openScreen(page, `/product/${product._id}`);
      assert.ok(totalStock(product) > 0);
      const addToCart = page.getByRole('button', { name: /add to cart/i }).first();
      await addToCart.click();
      await waitForText(page, optionMessages(product.weights).chooseToAdd);
      await weightOption(page, product.weights[0] ?? '').click();
      await addToCart.click();
      await waitForText(page, 'Please Login to add items to the cart.');
      await page.waitForURL((url) => url.pathname === '/login');
    });

    it('the product page has no serious accessibility violations', step, async () => {
      assert.ok(product, 'the product test chose a product');
      await openScreen(page, `/product/${product._id}`);
      await page.getByRole('heading', { name: product.name }).first().waitFor();
      await assertNoSeriousA11yViolations(page, `Product (${viewport.name})`);
    });
  });
}
