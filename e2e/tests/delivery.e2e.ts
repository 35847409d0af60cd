import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { viewports } from '../support/browser.ts';
import { agreeAndConfirm, answerOnSandboxPhone, checkout, chooseDelivery, customerBrowser, fillCart, finalButton, shoot } from '../support/checkout.ts';
import { startTestServer, type RunningServer } from '../support/server.ts';
import { cartAmount, customerApi, demoCustomer, type CustomerApi } from '../support/shopping.ts';
import { openScreen, waitForText } from '../support/storefront.ts';

/**
 * Delivery by county (decision 0044) on a phone: a Mombasa customer chooses door delivery, sees its fee in the total,
 * pays it with M-Pesa on the sandbox phone and finds the fee and the delivery on the order; in Nairobi a pickup point
 * is free.
 */
let server: RunningServer;
let api: CustomerApi;
const phone = viewports.find((viewport) => viewport.width === 390)!;
const MOMBASA_DOOR_FEE = 350;

before(async () => {
  // The prompt waits for a person on the sandbox phone, as in a demo.
  server = await startTestServer({ env: { SANDBOX_MPESA_AUTO_APPROVE: 'false', SANDBOX_MPESA_TIMEOUT_MS: '120000' } });
  api = await customerApi(server.baseUrl, demoCustomer);
}, { timeout: 120_000 });

after(async () => {
  await server?.stop();
});

describe(`delivery options at checkout (${phone.width} px)`, () => {
  const browser = customerBrowser(phone, () => server.baseUrl);

  it('Mombasa: door delivery adds its fee to the total, M-Pesa asks for it, the order shows the fee and the delivery', { timeout: 150_000 }, async () => {
    const { page } = browser();
    const { cart } = await fillCart(server.baseUrl, api);
    await checkout(page, /^M-Pesa/);
    await chooseDelivery(page, 'Mombasa', /Door delivery to Mombasa/);
    const total = cart.summary.total + MOMBASA_DOOR_FEE;
    await waitForText(page, 'ksh 350.00');
    assert.equal((await page.getByTestId('cart-shipping').first().innerText()).trim(), cartAmount(MOMBASA_DOOR_FEE));
    assert.equal((await page.getByTestId('cart-total').first().innerText()).trim(), cartAmount(total));
    assert.equal((await finalButton(page).innerText()).trim(), `Pay KES ${total.toLocaleString('en-KE')} with M-Pesa`);
    await page.getByRole('group', { name: 'Delivery option' }).scrollIntoViewIfNeeded();
    await shoot(page, phone, 'delivery-mombasa-door', 'Checkout with door delivery');
    await agreeAndConfirm(page);
    await page.waitForURL('**/mpesa-processing');
    await answerOnSandboxPhone(browser(), 'Enter PIN');
    await page.waitForURL('**/mpesa-success', { timeout: 30_000 });
    const orderId = (await page.getByTestId('order-id').innerText()).trim();

    await openScreen(page, `/order/${orderId}`);
    const card = page.getByTestId('order-card');
    await card.getByText('Door delivery: Door delivery to Mombasa').waitFor();
    const amounts = await card.locator('dl').innerText();
    assert.match(amounts, /Delivery\s+ksh 350/);
    assert.match(amounts, new RegExp(`Total\\s+ksh ${total.toLocaleString('en-KE')}`));
    await shoot(page, phone, 'delivery-order-page', 'Order page with its delivery');
  });

  it('Nairobi: a pickup point is free and leaves the total as the cart\'s', { timeout: 90_000 }, async () => {
    const { page } = browser();
    const { cart } = await fillCart(server.baseUrl, api);
    await checkout(page, /^M-Pesa/);
    await chooseDelivery(page, 'Nairobi', /Westlands pickup/);
    const pickup = page.getByRole('radio', { name: /Westlands pickup/ });
    assert.equal(await pickup.isChecked(), true);
    assert.equal((await page.getByTestId('cart-shipping').first().innerText()).trim(), 'Free');
    assert.equal((await page.getByTestId('cart-total').first().innerText()).trim(), cartAmount(cart.summary.total));
    await page.getByRole('group', { name: 'Delivery option' }).scrollIntoViewIfNeeded();
    await shoot(page, phone, 'delivery-nairobi-pickup', 'Checkout with a free pickup point');
  });
});
