import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { clearBrowserStorage, logInWithToken } from '../support/accounts.ts';
import { openBrowser, viewports, type BrowserSession } from '../support/browser.ts';
import { agreeAndConfirm, answerOnSandboxPhone, cashierCode, checkout, fillCart, fillCheckoutForm, finalButton, shoot } from '../support/checkout.ts';
import { startTestServer, type RunningServer } from '../support/server.ts';
import { customerApi, demoCustomer, type CustomerApi } from '../support/shopping.ts';
import { catalogApi, eventually, openScreen, waitForText } from '../support/storefront.ts';

let server: RunningServer;
let api: CustomerApi;

before(async () => {
  // Prompts wait for a person on the sandbox phone, as in a demo (tests otherwise approve them by themselves).
  server = await startTestServer({ env: { SANDBOX_MPESA_AUTO_APPROVE: 'false', SANDBOX_MPESA_TIMEOUT_MS: '120000' } });
  api = await customerApi(server.baseUrl, demoCustomer);
}, { timeout: 120_000 });

after(async () => {
  await server?.stop();
});

/** The admin confirms the demo customer's newest unpaid Sidian order, as the back office does once the transfer is in. */
async function confirmNewestSidianOrder(): Promise<void> {
  const { orders } = await (await fetch(`${server.baseUrl}/api/order/userorders`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${api.token}` }, body: '{}',
  })).json() as { orders: { orderId: string; paymentMethodId: string; paymentStatus: string }[] };
  const unpaid = orders.find((order) => order.paymentMethodId === 'sidian' && order.paymentStatus === 'pending');
  assert.ok(unpaid, 'the Sidian order waits for its transfer');
  const admin = await customerApi(server.baseUrl, { email: 'admin@mitumba.test', password: demoCustomer.password });
  const response = await fetch(`${server.baseUrl}/api/cashier/orders/${unpaid.orderId}/confirm-cash`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` }, body: '{}',
  });
  assert.equal(response.status, 200);
}

for (const viewport of viewports) {
  describe(`checkout and payment (${viewport.width} px)`, () => {
    let browser: BrowserSession;
    before(async () => {
      browser = await openBrowser(viewport, server.baseUrl);
      await clearBrowserStorage(browser.page);
      await logInWithToken(browser.page, server.baseUrl, demoCustomer);
    }, { timeout: 60_000 });
    after(async () => browser?.close());

    it('pays with M-Pesa by entering the PIN on the sandbox phone', { timeout: 120_000 }, async () => {
      const { page } = browser;
      const { product, cart } = await fillCart(server.baseUrl, api);
      const stockBefore = (await catalogApi(server.baseUrl).product(product._id)).stock;
      await openScreen(page, '/cart');
      await page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).first().click();
      await page.waitForURL('**/place-order');
      // M-Pesa first and chosen; six methods at once, the rest under "More ways to pay"; the amount on the button.
      const methods = page.getByRole('group', { name: 'Payment method' });
      await methods.getByRole('radio').first().waitFor();
      assert.equal(await methods.getByRole('radio').first().getAttribute('value'), 'mpesa');
      assert.equal(await page.getByRole('radio', { name: /^M-Pesa/ }).isChecked(), true);
      const visible = await methods.getByRole('radio').evaluateAll((radios) => radios.filter((radio) => (radio as HTMLElement).offsetParent !== null).length);
      assert.equal(visible, 6);
      await page.getByText(/^More ways to pay \(7\)/).waitFor();
      assert.equal(await page.getByRole('radio', { name: /^TinyPesa/ }).isVisible(), false);
      const total = cart.summary.total.toLocaleString('en-KE', { maximumFractionDigits: 2 });
      assert.equal((await finalButton(page).innerText()).trim(), `Pay KES ${total} with M-Pesa`);
      await fillCheckoutForm(page, /^M-Pesa/);
      await shoot(page, viewport, 'place-order', 'Checkout');
      await page.getByText(/^More ways to pay/).click();
      await page.getByRole('radio', { name: /^TinyPesa/ }).waitFor();
      await shoot(page, viewport, 'place-order-more-ways', 'Checkout, more ways to pay');
      await agreeAndConfirm(page);
      await page.waitForURL('**/mpesa-processing');
      await page.getByTestId('amount').waitFor();
      await shoot(page, viewport, 'mpesa-processing', 'M-Pesa processing');
      await answerOnSandboxPhone(browser, 'Enter PIN');
      await page.waitForURL('**/mpesa-success', { timeout: 30_000 });
      await waitForText(page, 'Payment Successful!');
      assert.match(await page.getByTestId('mpesa-receipt').innerText(), /[A-Z0-9]{10}/);
      await shoot(page, viewport, 'mpesa-success', 'M-Pesa success');
      // The server emptied the cart and kept the stock sold.
      assert.equal((await api.cart()).items.length, 0);
      const stockAfter = (await catalogApi(server.baseUrl).product(product._id)).stock;
      const line = cart.items[0]!;
      assert.equal(stockAfter[line.weight.toLowerCase()], (stockBefore[line.weight.toLowerCase()] ?? 0) - line.quantity);
    });

    it('declines on the phone, sees why, and pays on the retry', { timeout: 120_000 }, async () => {
      const { page } = browser;
      await fillCart(server.baseUrl, api);
      await checkout(page, /^M-Pesa/);
      await agreeAndConfirm(page);
      await page.waitForURL('**/mpesa-processing');
      await answerOnSandboxPhone(browser, 'Cancel');
      await page.waitForURL('**/mpesa-fail', { timeout: 30_000 });
      await waitForText(page, 'Transaction declined by user');
      await waitForText(page, 'Error code: 1032');
      await shoot(page, viewport, 'mpesa-fail', 'M-Pesa failed');
      // Nothing was sold: the cart still holds the item for the retry.
      assert.equal((await api.cart()).items.length, 1);
      await page.getByRole('link', { name: 'Try Again' }).click();
      await page.waitForURL('**/place-order');
      await checkout(page, /^M-Pesa/);
      await agreeAndConfirm(page);
      await page.waitForURL('**/mpesa-processing');
      await answerOnSandboxPhone(browser, 'Enter PIN');
      await page.waitForURL('**/mpesa-success', { timeout: 30_000 });
      await eventually(async () => assert.equal((await api.cart()).items.length, 0));
    });

    it("pays cash at the counter with the cashier's code", { timeout: 120_000 }, async () => {
      const { page } = browser;
      await fillCart(server.baseUrl, api);
      await checkout(page, /^Cash Pay at our shop/);
      const confirm = finalButton(page);
      assert.match(await confirm.innerText(), /^Pay KES [\d,]+ in cash$/);
      await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
      await page.getByRole('checkbox', { name: /privacy policy/ }).check();
      assert.equal(await confirm.isDisabled(), true, 'Confirm Order waits for a valid security code');
      await page.getByRole('textbox', { name: 'Security code' }).fill('00000');
      await waitForText(page, 'Invalid security code');
      await page.getByRole('textbox', { name: 'Security code' }).fill(await cashierCode(server.baseUrl));
      await eventually(async () => assert.equal(await confirm.isDisabled(), false));
      await confirm.click();
      await page.waitForURL('**/ordersuccess');
      await waitForText(page, 'Order Placed Successfully!');
      assert.equal(await page.getByTestId('payment-method').innerText(), 'Cash');
      await shoot(page, viewport, 'ordersuccess-cash', 'Order success (cash)');
      assert.equal((await api.cart()).items.length, 0);
    });

    it('shows the paybill, amount and deadline before placing a Sidian order, then the order reference as the account, without a success tick', { timeout: 120_000 }, async () => {
      const { page } = browser;
      await fillCart(server.baseUrl, api);
      await checkout(page, /^Sidian/);
      const before = page.getByRole('region', { name: /Pay by M-Pesa paybill/ });
      await before.getByText('111999').waitFor();
      await before.getByText('Your order reference, given when you place the order').waitFor();
      await before.getByText('Pay within 48 hours of placing the order, or it is cancelled and its items go back on sale.').waitFor();
      await shoot(page, viewport, 'place-order-sidian', 'Checkout (Sidian paybill)');
      assert.match(await finalButton(page).innerText(), /^Place order · pay KES [\d,]+ by paybill$/);
      await agreeAndConfirm(page);
      await page.waitForURL('**/ordersuccess');
      await page.getByRole('heading', { name: 'Order placed — waiting for your payment' }).waitFor();
      assert.equal(await page.getByText('Order Placed Successfully!').count(), 0);
      const reference = (await page.getByTestId('order-reference').innerText()).trim();
      assert.match(reference, /^[2-9A-HJKMNP-Z]{6}$/);
      const card = page.getByRole('region', { name: /Pay by M-Pesa paybill/ });
      await card.getByText('111999').waitFor();
      await card.getByText(reference, { exact: true }).waitFor();
      await card.getByText(/or the order is cancelled/).waitFor();
      await shoot(page, viewport, 'ordersuccess-sidian', 'Order success (Sidian)');
      // One unpaid paybill or cash-on-delivery order at a time: the shop confirms the transfer, so the next journey may order.
      await confirmNewestSidianOrder();
    });
  });
}

describe('a walk-in cash sale at the counter (390 px)', () => {
  it("a cashier sells the cart's items for cash to a customer at the counter", { timeout: 120_000 }, async () => {
    const phone = viewports.find((viewport) => viewport.width === 390) ?? viewports[0]!;
    const browser = await openBrowser(phone, server.baseUrl);
    try {
      const { page } = browser;
      const cashierAccount = { ...demoCustomer, name: 'Cashier', email: 'cashier@mitumba.test' };
      const cashier = await customerApi(server.baseUrl, cashierAccount);
      await cashier.reset();
      const { products } = await catalogApi(server.baseUrl).list({ limit: '60' });
      const product = products.find((candidate) => Object.values(candidate.stock).some((count) => count > 0))!;
      await cashier.addToCart(product, product.weights.find((weight) => (product.stock[weight.toLowerCase()] ?? 0) > 0)!);
      await clearBrowserStorage(page);
      await logInWithToken(page, server.baseUrl, cashierAccount);
      await openScreen(page, '/place-order-admin');
      const form = page.getByRole('form', { name: 'Cash order' });
      await form.getByRole('button', { name: 'Confirm Order' }).click();
      await waitForText(page, 'Customer name is required');
      await form.getByLabel('Customer name', { exact: true }).fill('Achieng Otieno');
      await form.getByLabel('Contact', { exact: true }).fill('0722000111');
      await form.getByLabel('Order notes (optional)').fill('Paid at the stall');
      await shoot(page, phone, 'place-order-admin', 'Cash order for a walk-in customer');
      await form.getByRole('button', { name: 'Confirm Order' }).click();
      await page.waitForURL('**/ordersuccess');
      await waitForText(page, 'Order Placed Successfully!');
      assert.equal(await page.getByTestId('payment-status').innerText(), 'Paid');
      assert.equal((await cashier.cart()).items.length, 0);
    } finally {
      await browser.close();
    }
  });
});
