import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { optionMessages, type Product } from '@mitumba/contracts';
import type { Page, Response } from 'playwright-core';
import { clearBrowserStorage, logInThroughForm, logInWithToken } from '../support/accounts.ts';
import { assertNoSeriousA11yViolations, openBrowser, screenshot, viewports, type BrowserSession } from '../support/browser.ts';
import { startTestServer, type RunningServer } from '../support/server.ts';
import {
  cartAmount, cartBadge, customerApi, demoCustomer, stockOf, weightButton, type CustomerApi,
} from '../support/shopping.ts';
import { cardIds, cardPrice, catalogApi, eventually, openScreen, totalStock, waitForText } from '../support/storefront.ts';

const step = { timeout: 120_000 };
const CAP = 'You can only add a product to the cart up to 3 times.';

let server: RunningServer;
let customer: CustomerApi;
let products: Product[];

before(async () => {
  server = await startTestServer();
  customer = await customerApi(server.baseUrl, demoCustomer);
  products = await catalogApi(server.baseUrl).all({});
}, { timeout: 120_000 });

after(async () => {
  await server?.stop();
});

const isClearance = (product: Product) => /clearance/i.test(product.banner);
const weightsWithStock = (product: Product, atLeast: number) => product.weights.filter((weight) => stockOf(product, weight) >= atLeast);
const find = (what: string, test: (product: Product) => boolean, from = products) => {
  const found = from.find(test);
  assert.ok(found, `the demo shop has ${what}`);
  return found;
};

/** Clicks and waits for the server's answer to the call it makes. */
async function clickAndAnswer(page: Page, click: () => Promise<void>, path: string): Promise<Response> {
  const [response] = await Promise.all([page.waitForResponse((answer) => new URL(answer.url()).pathname === path), click()]);
  return response;
}

/** The totals on /cart read the same as the server's `POST /api/cart/get`. */
async function expectTotalsOfServer(page: Page) {
  await eventually(async () => {
    const { summary } = await customer.cart();
    assert.equal(await page.getByTestId('cart-subtotal').innerText(), cartAmount(summary.subtotal));
    assert.equal(await page.getByTestId('cart-shipping').innerText(), 'Free');
    // The bulk discount row shows only when there is a discount (decision 0037).
    if (summary.discount > 0) assert.equal((await page.getByTestId('cart-discount').innerText()).replace(/^[−-]\s*/, ''), cartAmount(summary.discount));
    else assert.equal(await page.getByTestId('cart-discount').count(), 0, 'no "Bulk discount ksh 0.00"');
    assert.equal(await page.getByTestId('cart-total').innerText(), cartAmount(summary.total));
    assert.equal(await cartBadge(page), summary.itemCount);
  });
}

for (const viewport of viewports) {
  describe(`shopping on a ${viewport.name} (${viewport.width}×${viewport.height})`, () => {
    let session: BrowserSession;
    let page: Page;
    /** The cart journey runs at both widths; the others at the phone width the shop is designed for. */
    const onPhone = (name: string, journey: () => Promise<void>) => {
      if (viewport.name === 'phone') it(name, step, journey);
    };

    before(async () => {
      session = await openBrowser(viewport, server.baseUrl);
      page = session.page;
    });
    after(async () => {
      await session?.close();
    });
    const shoot = async (name: string) => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, viewport, name);
    };
    const quantityOf = (product: Product, weight: string) =>
      page.getByRole('spinbutton', { name: `Quantity of ${product.name} (${weight})` });
    const setQuantity = async (product: Product, weight: string, quantity: string) => {
      await quantityOf(product, weight).fill(quantity);
      return clickAndAnswer(page, () => quantityOf(product, weight).press('Enter'), '/api/cart/update');
    };

    it('logs in on the form, adds two weights, hits the cap, and changes quantities on /cart with the server totals', step, async () => {
      await customer.reset();
      await clearBrowserStorage(page);
      const product = find('a product with two weights of 3+ in stock', (item) => !isClearance(item) && weightsWithStock(item, 3).length >= 2);
      const [first, second] = weightsWithStock(product, 3) as [string, string];
      const low = find('a weight with 1 or 2 in stock', (item) => item._id !== product._id && weightsWithStock(item, 1).some((weight) => stockOf(item, weight) < 3));
      const lowWeight = low.weights.find((weight) => stockOf(low, weight) > 0 && stockOf(low, weight) < 3)!;

      await openScreen(page, '/cart');
      await waitForText(page, 'Please Login to add items to the cart.');
      await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      await logInThroughForm(page, demoCustomer);
      await page.waitForURL((url) => url.pathname === '/loginsuccess');

      await openScreen(page, `/product/${product._id}`);
      const add = page.getByRole('button', { name: 'Add to cart' });
      await add.click();
      await waitForText(page, optionMessages(product.weights).chooseToAdd);
      await weightButton(page, first).click();
      const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/cart/add');
      await add.click();
      await page.locator('body > img[aria-hidden="true"]').waitFor({ state: 'attached', timeout: 700 });
      assert.equal((await answer).status(), 200);
      await waitForText(page, 'Product added to cart successfully');
      await eventually(async () => assert.equal(await cartBadge(page), 1));

      await weightButton(page, second).click();
      await clickAndAnswer(page, () => add.click(), '/api/cart/add');
      await weightButton(page, first).click();
      for (let unit = 2; unit <= 3; unit += 1) await clickAndAnswer(page, () => add.click(), '/api/cart/add');
      await eventually(async () => assert.equal(await cartBadge(page), 4));
      await add.click();
      await waitForText(page, CAP);
      assert.equal(await cartBadge(page), 4, 'the refused unit is not counted');
      const cartData = await page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? '{}'));
      assert.deepEqual(cartData[product._id], { [first.toLowerCase()]: 3, [second.toLowerCase()]: 1 }, 'localStorage.cartItems follows the cart');

      // A full cart (over 15 items) for the bulk discount, and a line with little stock.
      await customer.addToCart(low, lowWeight);
      for (const filler of products.filter((item) => item._id !== product._id && item._id !== low._id && weightsWithStock(item, 3).length > 0)) {
        if ((await customer.cart()).summary.itemCount >= 16) break;
        for (let unit = 0; unit < 2; unit += 1) await customer.addToCart(filler, weightsWithStock(filler, 3)[0]!);
      }

      await page.getByRole('link', { name: /^Cart, \d+ items$/ }).filter({ visible: true }).first().click();
      await page.waitForURL((url) => url.pathname === '/cart');
      await quantityOf(product, second).waitFor();
      await expectTotalsOfServer(page);
      await setQuantity(product, second, '2');
      await eventually(async () => assert.equal(await quantityOf(product, second).inputValue(), '2'));
      await expectTotalsOfServer(page);
      assert.ok((await customer.cart()).summary.discount > 0, 'the bulk discount applies');

      await setQuantity(product, first, '4');
      await waitForText(page, CAP);
      await setQuantity(low, lowWeight, '3');
      await waitForText(page, `Only ${stockOf(low, lowWeight)} units available for ${low.name} (${lowWeight})`);
      await page.getByText(`Only ${stockOf(low, lowWeight)} left`, { exact: true }).first().waitFor();
      await eventually(async () => assert.equal(await quantityOf(low, lowWeight).inputValue(), '1'));
      await shoot('cart');
      await assertNoSeriousA11yViolations(page, `Cart (${viewport.name})`);

      await clickAndAnswer(page, () => page.getByRole('button', { name: `Remove ${product.name} (${second}) from the cart` }).click(), '/api/cart/update');
      await quantityOf(product, second).waitFor({ state: 'detached' });
      await expectTotalsOfServer(page);

      const { discount } = (await customer.cart()).summary;
      await page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();
      await page.waitForURL((url) => url.pathname === '/place-order');
      assert.deepEqual(await page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr), { discount });
    });

    onPhone('favourites three items and adds the available ones to the cart', async () => {
      await customer.reset();
      await clearBrowserStorage(page);
      await logInWithToken(page, server.baseUrl, demoCustomer);
      const inStock = products.filter((item) => totalStock(item) > 0).slice(0, 2);
      const soldOut = find('a sold-out product', (item) => totalStock(item) === 0);
      for (const product of [...inStock, soldOut]) {
        await openScreen(page, `/product/${product._id}`);
        const heart = page.getByRole('button', { name: `Add ${product.name} to favourites` });
        await clickAndAnswer(page, () => heart.click(), '/api/favorites/add');
        await page.getByRole('button', { name: `Remove ${product.name} from favourites` }).waitFor();
      }

      await openScreen(page, '/favorites');
      await page.getByRole('heading', { name: 'Your Favorite Items' }).waitFor();
      await eventually(async () => assert.deepEqual(new Set(await cardIds(page.getByRole('main'))), new Set([...inStock, soldOut].map((item) => item._id))));
      await page.getByText('Out of Stock', { exact: true }).first().waitFor();
      await shoot('favorites');
      await assertNoSeriousA11yViolations(page, `Favourites (${viewport.name})`);

      await page.getByRole('button', { name: 'Add Available Items to Cart' }).click();
      await waitForText(page, 'Added 2 items to cart successfully!');
      const { cartData } = await customer.cart();
      for (const product of inStock) {
        const weight = product.weights.find((candidate) => stockOf(product, candidate) > 0)!;
        assert.deepEqual(cartData[product._id], { [weight.toLowerCase()]: 1 }, `${product.name} went in, in its first weight in stock`);
      }
      await eventually(async () => assert.equal(await cartBadge(page), 2));
    });

    onPhone('joins the waitlist of a sold-out weight and sees ON WAITLIST, then leaves it on /profile', async () => {
      await customer.reset();
      await clearBrowserStorage(page);
      await logInWithToken(page, server.baseUrl, demoCustomer);
      const product = find('a product with a sold-out weight', (item) => totalStock(item) > 0 && item.weights.some((weight) => stockOf(item, weight) === 0));
      const weight = product.weights.find((candidate) => stockOf(product, candidate) === 0)!;

      await openScreen(page, `/product/${product._id}`);
      await weightButton(page, weight, true).click();
      await clickAndAnswer(page, () => page.getByRole('button', { name: 'Join waitlist' }).click(), '/api/order/waitlist');
      assert.equal(await page.getByRole('button', { name: 'ON WAITLIST' }).isDisabled(), true);
      const [entry] = await customer.waitlist();
      assert.equal(entry?.product._id, product._id);

      await openScreen(page, `/product/${product._id}`);
      await weightButton(page, weight, true).click();
      assert.equal(await page.getByRole('button', { name: 'ON WAITLIST' }).isDisabled(), true, 'still on the waitlist after a reload');

      await openScreen(page, '/profile');
      await page.getByRole('heading', { name: 'Waitlist' }).waitFor();
      await page.getByRole('link', { name: product.name }).waitFor();
      await shoot('profile-waitlist');
      await assertNoSeriousA11yViolations(page, `Profile with a waitlist (${viewport.name})`);
      await page.getByRole('button', { name: `Remove ${product.name} (${weight}) from waitlist` }).click();
      await waitForText(page, 'Removed from waitlist');
      assert.deepEqual(await customer.waitlist(), []);
    });

    onPhone('offers a price on a clearance item, and sees an approved offer lower the price', async () => {
      await clearBrowserStorage(page);
      await logInWithToken(page, server.baseUrl, demoCustomer);
      const clearance = products.filter(isClearance).sort((a, b) => a.code.localeCompare(b.code));
      let fresh: Product | undefined;
      for (const item of clearance) {
        if (item.price >= 500 && weightsWithStock(item, 1).length > 0 && (await customer.offers(item._id)).length === 0) {
          fresh = item;
          break;
        }
      }
      assert.ok(fresh, 'a clearance item in stock without an offer');

      await openScreen(page, `/product/${fresh._id}`);
      await weightButton(page, weightsWithStock(fresh, 1)[0]!).click();
      await page.getByRole('button', { name: 'Make an offer' }).click();
      const input = page.getByRole('spinbutton', { name: 'Your offer in Ksh' });
      await input.fill(String(fresh.price + 100));
      await page.getByRole('button', { name: 'Submit offer' }).click();
      await page.getByText(new RegExp(`^Please enter a price between \\d+ and ${fresh.price}$`)).first().waitFor();
      await input.fill(String(fresh.price - 100));
      await clickAndAnswer(page, () => page.getByRole('button', { name: 'Submit offer' }).click(), '/api/order/price-suggestion');
      await waitForText(page, 'Offer Pending Review');
      assert.equal(await page.getByRole('form', { name: 'Price offer' }).count(), 0, 'the form is hidden while the offer is pending');
      const [latest] = await customer.offers(fresh._id);
      assert.equal(latest?.status, 'pending');
      assert.equal(latest?.suggestedPrice, fresh.price - 100);

      const [accepted, rejected] = clearance as [Product, Product];
      const price = await customer.offerPrice(accepted._id);
      assert.ok(price.offerApplied && price.price < price.listPrice, 'the demo customer has an accepted offer on the first clearance item');
      await openScreen(page, `/product/${accepted._id}`);
      await waitForText(page, 'Offer Approved!');
      // An offer is for one weight: its price shows once that weight is chosen.
      const [approved] = await customer.offers(accepted._id);
      const approvedWeight = accepted.weights.find((weight) => weight.toLowerCase() === approved?.weight);
      assert.ok(approvedWeight, 'the approved offer names one of the product weights');
      await weightButton(page, approvedWeight).click();
      const shown = page.getByTestId('offer-price');
      await shown.getByText(cardPrice(price.price), { exact: true }).waitFor();
      assert.equal(await shown.locator('s').innerText(), cardPrice(price.listPrice), 'the list price is struck through');
      await shoot('product-offer');
      await assertNoSeriousA11yViolations(page, `Product with an approved offer (${viewport.name})`);

      await openScreen(page, `/product/${rejected._id}`);
      await waitForText(page, 'Offer Rejected');
      await page.getByRole('form', { name: 'Price offer' }).waitFor();
    });

    onPhone("a visitor's Add to cart, waitlist and offer are kept across the login: back on the product, done or ready", async () => {
      const backOnProduct = async (product: Product) => {
        await page.waitForURL((url) => url.pathname === '/login');
        await logInThroughForm(page, demoCustomer);
        await page.waitForURL((url) => url.pathname === `/product/${product._id}`);
      };
      const logOut = () => clearBrowserStorage(page);

      // Add to cart: the second weight, chosen before the login, is added after it and said so.
      await customer.reset();
      await logOut();
      const product = find('a product with two weights in stock', (item) => !isClearance(item) && weightsWithStock(item, 1).length >= 2);
      const weight = weightsWithStock(product, 1)[1]!;
      await openScreen(page, `/product/${product._id}`);
      await weightButton(page, weight).click();
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await waitForText(page, 'Please Login to add items to the cart.');
      await backOnProduct(product);
      await waitForText(page, 'Added to your cart');
      // The toast does not cover the cart badge it talks about.
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Added to your cart' });
      const headerCart = page.getByRole('banner').getByRole('link', { name: /^Cart, \d+ items$/ });
      await eventually(async () => {
        const [toastBox, cartBox] = [await toast.boundingBox(), await headerCart.boundingBox()];
        assert.ok(toastBox && cartBox, 'the toast and the header cart are shown');
        assert.ok(toastBox.y >= cartBox.y + cartBox.height, `the toast (top ${toastBox.y}) is below the cart (bottom ${cartBox.y + cartBox.height})`);
      });
      assert.equal(await weightButton(page, weight).getAttribute('aria-pressed'), 'true', 'the weight chosen before the login is chosen again');
      await eventually(async () => assert.equal(await cartBadge(page), 1));
      const [line] = (await customer.cart()).items;
      assert.deepEqual([line?.productId, line?.weight.toLowerCase(), line?.quantity], [product._id, weight.toLowerCase(), 1]);
      await shoot('added-after-login');
      await assertNoSeriousA11yViolations(page, `Product after a login that added to the cart (${viewport.name})`);
      await page.reload();
      await page.getByRole('heading', { name: product.name }).first().waitFor();
      await eventually(async () => assert.equal((await customer.cart()).summary.itemCount, 1, 'a reload adds nothing more'));

      // The waitlist of a sold-out weight is joined once logged in.
      await customer.reset();
      await logOut();
      const soldOut = find('a product with a sold-out weight', (item) => totalStock(item) > 0 && item.weights.some((option) => stockOf(item, option) === 0));
      const soldOutWeight = soldOut.weights.find((option) => stockOf(soldOut, option) === 0)!;
      await openScreen(page, `/product/${soldOut._id}`);
      await weightButton(page, soldOutWeight, true).click();
      await page.getByRole('button', { name: 'Join waitlist' }).click();
      await backOnProduct(soldOut);
      await page.getByRole('button', { name: 'ON WAITLIST' }).waitFor();
      await eventually(async () => assert.equal((await customer.waitlist())[0]?.product._id, soldOut._id));

      // An offer comes back ready in its form, with the weight and the price typed before the login.
      await logOut();
      let fresh: Product | undefined;
      for (const item of products.filter(isClearance)) {
        if (item.price >= 500 && weightsWithStock(item, 1).length > 0 && (await customer.offers(item._id)).length === 0) {
          fresh = item;
          break;
        }
      }
      assert.ok(fresh, 'a clearance item in stock without an offer');
      const offerWeight = weightsWithStock(fresh, 1)[0]!;
      await openScreen(page, `/product/${fresh._id}`);
      await weightButton(page, offerWeight).click();
      await page.getByRole('button', { name: 'Make an offer' }).click();
      await page.getByRole('spinbutton', { name: 'Your offer in Ksh' }).fill(String(fresh.price - 100));
      await page.getByRole('button', { name: 'Submit offer' }).click();
      await backOnProduct(fresh);
      assert.equal(await page.getByRole('spinbutton', { name: 'Your offer in Ksh' }).inputValue(), String(fresh.price - 100));
      assert.equal(await weightButton(page, offerWeight).getAttribute('aria-pressed'), 'true');
      await clickAndAnswer(page, () => page.getByRole('button', { name: 'Submit offer' }).click(), '/api/order/price-suggestion');
      await waitForText(page, 'Offer Pending Review');

      // A visitor's favourite is kept, and 'Add Available Items to Cart' comes back to /favorites after the login.
      await customer.reset();
      await logOut();
      const liked = find('a product in stock', (item) => !isClearance(item) && totalStock(item) > 0);
      await openScreen(page, `/product/${liked._id}`);
      await page.getByRole('button', { name: `Add ${liked.name} to favourites` }).click();
      await page.getByRole('button', { name: `Remove ${liked.name} from favourites` }).waitFor();
      await openScreen(page, '/favorites');
      await eventually(async () => assert.deepEqual(await cardIds(page.getByRole('main')), [liked._id], 'the visitor\'s favourite is listed'));
      await page.getByRole('button', { name: 'Add Available Items to Cart' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      await logInThroughForm(page, demoCustomer);
      await page.waitForURL((url) => url.pathname === '/favorites');
      await eventually(async () => assert.deepEqual(await cardIds(page.getByRole('main')), [liked._id]));
      await eventually(async () => assert.deepEqual((await customer.favourites()).favorites, [liked._id], 'merged into the account'));
      await page.getByRole('button', { name: 'Add Available Items to Cart' }).click();
      await waitForText(page, 'Added 1 items to cart successfully!');
    });
  });
}
