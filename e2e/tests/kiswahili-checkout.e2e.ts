import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { viewports } from '../support/browser.ts';
import { answerOnSandboxPhone, customerBrowser, fillCart, shoot, textOf } from '../support/checkout.ts';
import { htmlLang, switchLanguage } from '../support/language.ts';
import { openScreen } from '../support/storefront.ts';
import { startTestServer, type RunningServer } from '../support/server.ts';
import { customerApi, demoCustomer, weightButton, type CustomerApi } from '../support/shopping.ts';

/**
 * Checkout and payment in Kiswahili on a phone (decision 0046): the shopper switches to SW, adds a product, checks out
 * with a Mombasa door delivery, pays with M-Pesa on the sandbox phone and reads the progress and the receipt in
 * Kiswahili. Provider and place names stay as they are.
 */
let server: RunningServer;
let api: CustomerApi;
const phone = viewports.find((viewport) => viewport.width === 390)!;
const desktop = viewports.find((viewport) => viewport.width === 1280)!;
const MOMBASA_DOOR_FEE = 350;

before(async () => {
  // The prompt waits for a person on the sandbox phone, as in a demo.
  server = await startTestServer({ env: { SANDBOX_MPESA_AUTO_APPROVE: 'false', SANDBOX_MPESA_TIMEOUT_MS: '120000' } });
  api = await customerApi(server.baseUrl, demoCustomer);
}, { timeout: 120_000 });

after(async () => {
  await server?.stop();
});


/** The delivery details in Kiswahili's labels, and a county with its delivery option. */
async function fillDelivery(page: Page, county: string, option: RegExp) {
  const form = page.getByRole('form', { name: 'Malipo' });
  await form.getByLabel('Jina la kwanza', { exact: true }).fill('Wanjiku');
  await form.getByLabel('Jina la mwisho', { exact: true }).fill('Kamau');
  await form.getByLabel('Barua pepe', { exact: true }).fill(demoCustomer.email);
  await form.getByLabel('Anwani ya mtaa', { exact: true }).fill('Moi Avenue 12');
  await form.getByLabel('Kaunti ndogo', { exact: true }).fill('Mvita');
  await form.getByLabel('Simu', { exact: true }).fill('0712345678');
  await form.getByLabel('Kaunti', { exact: true }).selectOption(county);
  await form.getByRole('radio', { name: option }).check();
}

describe(`checkout and M-Pesa in Kiswahili (${phone.width} px)`, () => {
  const browser = customerBrowser(phone, () => server.baseUrl);

  it('switches to SW, adds to the cart, checks out with door delivery and pays with M-Pesa, all in Kiswahili', { timeout: 180_000 }, async () => {
    const { page } = browser();
    const { product, cart } = await fillCart(server.baseUrl, api);
    await api.reset();

    await openScreen(page, '/');
    await switchLanguage(page, 'sw');
    assert.equal(await htmlLang(page), 'sw');

    const weight = cart.items[0]!.weight;
    await openScreen(page, `/product/${product._id}`);
    await weightButton(page, weight).click();
    await page.getByRole('button', { name: 'Weka kwenye kapu' }).click();
    await page.getByRole('link', { name: /^Kapu, bidhaa 1$/ }).first().waitFor();

    await openScreen(page, '/cart');
    await page.getByRole('button', { name: 'ENDELEA KULIPA' }).first().click();
    await page.waitForURL('**/place-order');
    await page.getByRole('heading', { level: 1, name: 'Malipo' }).waitFor();
    await page.getByRole('form', { name: 'Malipo' }).getByLabel('Kaunti', { exact: true }).selectOption('Mombasa');
    await page.getByText('Kuletewa mlangoni · Inafika', { exact: false }).first().waitFor();
    await fillDelivery(page, 'Mombasa', /Door delivery to Mombasa/);
    await page.getByRole('radio', { name: /^M-Pesa/ }).check();
    await page.getByLabel('Namba ya simu ya M-Pesa', { exact: true }).waitFor();

    const total = (await api.cart()).summary.total + MOMBASA_DOOR_FEE;
    const pay = page.getByRole('button', { name: /^Lipa KES/ });
    assert.equal((await pay.innerText()).trim(), `Lipa KES ${total.toLocaleString('en-KE')} kwa M-Pesa`);
    await page.getByRole('checkbox', { name: /vigezo na masharti/ }).check();
    await page.getByRole('checkbox', { name: /sera ya faragha/ }).check();
    await page.getByRole('group', { name: 'Njia ya kufikisha mzigo' }).scrollIntoViewIfNeeded();
    await shoot(page, phone, 'kiswahili-checkout', 'Checkout in Kiswahili');

    await pay.click();
    await page.waitForURL('**/mpesa-processing');
    await page.getByRole('heading', { level: 1, name: 'Kamilisha malipo yako ya M-Pesa' }).waitFor();
    await page.getByText('Usifunge ukurasa huu', { exact: false }).waitFor();
    assert.equal(await htmlLang(page), 'sw');
    await page.getByRole('button', { name: 'Nakili namba ya simu' }).waitFor();
    await shoot(page, phone, 'kiswahili-mpesa-processing', 'M-Pesa progress in Kiswahili');

    await answerOnSandboxPhone(browser(), 'Enter PIN');
    await page.waitForURL('**/mpesa-success', { timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: 'Malipo Yamefaulu!' }).waitFor();
    await page.getByText('Asante! Tumepokea malipo yako ya M-Pesa na agizo lako limethibitishwa.').waitFor();
    await page.getByText('Risiti ya M-Pesa').waitFor();
    assert.match(await textOf(page, 'mpesa-receipt'), /\w{6,}/);
    await page.getByRole('link', { name: 'Tazama Maagizo Yangu' }).waitFor();
    await shoot(page, phone, 'kiswahili-mpesa-success', 'M-Pesa success in Kiswahili');

    await page.setViewportSize({ width: desktop.width, height: desktop.height });
    await shoot(page, desktop, 'kiswahili-mpesa-success', 'M-Pesa success in Kiswahili');
    await fillCart(server.baseUrl, api);
    await openScreen(page, '/place-order');
    await fillDelivery(page, 'Mombasa', /Door delivery to Mombasa/);
    await page.getByRole('radio', { name: /^M-Pesa/ }).check();
    await shoot(page, desktop, 'kiswahili-checkout', 'Checkout in Kiswahili');
    await page.setViewportSize({ width: phone.width, height: phone.height });
  });
});
