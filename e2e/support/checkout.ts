import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import type { CartResponse, Product } from '@mitumba/contracts';
import type { Page } from 'playwright-core';
import { clearBrowserStorage, logInWithToken } from './accounts.ts';
import { assertNoSeriousA11yViolations, openBrowser, screenshot, type BrowserSession, type Viewport } from './browser.ts';
import { customerApi, demoCustomer, type CustomerApi } from './shopping.ts';
import { catalogApi, openScreen } from './storefront.ts';

/**
 * The checkout and payment journeys' shared steps: a cart to pay for, the /place-order form, the sandbox phone, the
 * cashier's code, and the screenshot with its accessibility check.
 */

/** The demo customer's M-Pesa number as the sandbox phone lists it (the form's 0712345678). */
export const DEMO_MSISDN = '254712345678';

/** A product with stock in some weight, put in the cart through the API: the journeys start at the cart. */
export async function fillCart(baseUrl: string, api: CustomerApi): Promise<{ product: Product; cart: CartResponse }> {
  await api.reset();
  const { products } = await catalogApi(baseUrl).list({ limit: '60' });
  const product = products.find((candidate) => candidate.banner !== 'clearance' && Object.values(candidate.stock).some((count) => count > 1));
  assert.ok(product, 'the demo shop has a product in stock');
  const weight = product.weights.find((candidate) => (product.stock[candidate.toLowerCase()] ?? 0) > 1) ?? product.weights[0]!;
  await api.addToCart(product, weight);
  return { product, cart: await api.cart() };
}

/** From the cart to /place-order, the delivery details filled in as the demo customer and `method` chosen. */
export async function checkout(page: Page, method: RegExp): Promise<void> {
  await openScreen(page, '/cart');
  await page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).first().click();
  await page.waitForURL('**/place-order');
  await fillCheckoutForm(page, method);
}

/**
 * On /place-order: the delivery details as the demo customer (a free Nairobi pickup point), and `method` chosen (its
 * phone defaults to 0712345678).
 */
export async function fillCheckoutForm(page: Page, method: RegExp): Promise<void> {
  const form = page.getByRole('form', { name: 'Checkout' });
  await form.getByLabel('First name', { exact: true }).fill('Wanjiku');
  await form.getByLabel('Last name', { exact: true }).fill('Kamau');
  await form.getByLabel('Email', { exact: true }).fill(demoCustomer.email);
  await form.getByLabel('Street address', { exact: true }).fill('Moi Avenue 12');
  await form.getByLabel('Sub-County', { exact: true }).fill('Starehe');
  await form.getByLabel('Phone', { exact: true }).fill('0712345678');
  await chooseDelivery(page, 'Nairobi', /CBD agent/);
  await choosePaymentMethod(page, method);
}

/** Chooses the county, then one of its delivery options (the demo shop's: a free CBD pickup point in Nairobi). */
export async function chooseDelivery(page: Page, county: string, option: RegExp): Promise<void> {
  const form = page.getByRole('form', { name: 'Checkout' });
  await form.getByLabel('County', { exact: true }).selectOption(county);
  await form.getByRole('radio', { name: option }).check();
}

/** Chooses `method`, opening "More ways to pay" when it waits there (the checkout shows six methods at once). */
export async function choosePaymentMethod(page: Page, method: RegExp): Promise<void> {
  const radio = page.getByRole('radio', { name: method });
  if (!(await radio.isVisible())) await page.getByText(/^More ways to pay/).click();
  await radio.check();
}

/** The checkout's final button: it says the amount and the method ('Pay KES 2,450 with M-Pesa', 'Place order · pay …'). */
export const finalButton = (page: Page) => page.getByRole('button', { name: /^(Pay |Place order)/ });

export async function agreeAndConfirm(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('checkbox', { name: /privacy policy/ }).check();
  await finalButton(page).click();
}

/**
 * Answers the newest prompt for `msisdn` on the sandbox phone page, as the customer would. Every provider's prompt
 * shows there (one shared STK engine), and a phone holds one prompt at a time.
 */
export async function answerOnSandboxPhone(browser: BrowserSession, answer: 'Enter PIN' | 'Cancel', msisdn = DEMO_MSISDN): Promise<void> {
  const phone = await browser.context.newPage();
  try {
    await phone.goto(`/sandbox/phone?msisdn=${msisdn}`);
    const prompt = phone.locator('form.prompt').last();
    await prompt.waitFor();
    if (answer === 'Enter PIN') await prompt.getByLabel('M-Pesa PIN').fill('1234');
    await prompt.getByRole('button', { name: answer }).click();
    await phone.waitForURL(/done=/);
  } finally {
    await phone.close();
  }
}

/** The security code the cashier's screen shows right now (cash at the counter and a hybrid's cash part). */
export async function cashierCode(baseUrl: string): Promise<string> {
  const cashier = await customerApi(baseUrl, { email: 'cashier@mitumba.test', password: demoCustomer.password });
  const response = await fetch(`${baseUrl}/api/security-codes/current`, { headers: { authorization: `Bearer ${cashier.token}` } });
  return ((await response.json()) as { code: string }).code;
}

/** Saves a screenshot of the screen and fails on its serious accessibility problems. */
export async function shoot(page: Page, viewport: Viewport, name: string, where: string): Promise<void> {
  await screenshot(page, viewport, name);
  await assertNoSeriousA11yViolations(page, `${where} (${viewport.width})`);
}

/**
 * One browser at `viewport` for the journeys of the enclosing describe, logged in as the demo customer; the getter is
 * called inside the tests (the server's address is only known once the file's `before` has run).
 */
export function customerBrowser(viewport: Viewport, baseUrl: () => string): () => BrowserSession {
  let browser: BrowserSession | undefined;
  before(async () => {
    browser = await openBrowser(viewport, baseUrl());
    await clearBrowserStorage(browser.page);
    await logInWithToken(browser.page, baseUrl(), demoCustomer);
  }, { timeout: 60_000 });
  after(async () => browser?.close());
  return () => {
    assert.ok(browser, 'the browser is open');
    return browser;
  };
}

/** The trimmed text of the element with this test id. */
export const textOf = async (page: Page, testId: string) => (await page.getByTestId(testId).innerText()).trim();
