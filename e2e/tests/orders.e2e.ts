import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { clearBrowserStorage, logInWithToken, type Account } from '../support/accounts.ts';
import { assertNoSeriousA11yViolations, openBrowser, screenshot, viewports, type BrowserSession, type Viewport } from '../support/browser.ts';
import { newCustomer, ordersApi, type OrdersApi } from '../support/orders.ts';
import { startTestServer, type RunningServer } from '../support/server.ts';
import { customerApi, demoCustomer } from '../support/shopping.ts';
import { eventually, openScreen, waitForText } from '../support/storefront.ts';

/** After the sale: the order history, the order page with its timeline, delivery, and the Sidian paybill details. */
let server: RunningServer;
let orders: OrdersApi;
let newcomer: Account;

before(async () => {
  server = await startTestServer();
  orders = ordersApi(server.baseUrl, await customerApi(server.baseUrl, demoCustomer));
  newcomer = await newCustomer(server.baseUrl, 'orders');
}, { timeout: 120_000 });

after(async () => {
  await server?.stop();
});

async function shoot(page: Page, viewport: Viewport, name: string, where: string): Promise<void> {
  await screenshot(page, viewport, name);
  await assertNoSeriousA11yViolations(page, `${where} (${viewport.width})`);
}

const cardOf = (page: Page, orderId: string) => page.getByTestId('order-card').filter({ hasText: orderId });

for (const viewport of viewports) {
  describe(`orders after the sale (${viewport.width} px)`, () => {
    let browser: BrowserSession;
    before(async () => {
      browser = await openBrowser(viewport, server.baseUrl);
    }, { timeout: 60_000 });
    after(async () => browser?.close());

    it("shows a new customer 'No Orders Yet' with the way back to the shop", { timeout: 60_000 }, async () => {
      const { page } = browser;
      await clearBrowserStorage(page);
      await logInWithToken(page, server.baseUrl, newcomer);
      await openScreen(page, '/orders');
      await waitForText(page, 'No Orders Yet');
      await waitForText(page, "You haven't placed any orders. Start shopping now!");
      assert.equal(await page.getByRole('link', { name: 'Browse Products' }).getAttribute('href'), '/');
      await shoot(page, viewport, 'orders-empty', 'Orders, empty');
    });

    it('sees an M-Pesa order paid on /orders, opens its page with the timeline and marks it delivered', { timeout: 120_000 }, async () => {
      const { page } = browser;
      const orderId = await orders.payWithMpesa();
      await clearBrowserStorage(page);
      await logInWithToken(page, server.baseUrl, demoCustomer);
      await openScreen(page, '/orders');
      const card = cardOf(page, orderId);
      await card.waitFor();
      assert.equal(await card.getByTestId('payment-status').innerText(), 'Paid');
      assert.equal(await card.getByTestId('delivery-status').innerText(), 'Pending delivery');
      assert.ok(Number(await page.getByTestId('total-orders').innerText()) >= 1);
      await shoot(page, viewport, 'orders', 'Orders');

      await card.getByRole('link', { name: `Order ${orderId}` }).click();
      await page.waitForURL(`**/order/${orderId}`);
      const timeline = page.getByTestId('timeline');
      await timeline.getByText('Order placed').waitFor();
      await timeline.getByText(/^M-Pesa payment request for ksh [\d,]+ sent to \+254712345678$/).waitFor();
      await timeline.getByText(/^Paid ksh [\d,]+ with M-Pesa, receipt [A-Z0-9]{10}$/).waitFor();
      await shoot(page, viewport, 'order-page', 'Order page');

      await page.getByRole('button', { name: 'Mark as delivered' }).click();
      await waitForText(page, 'Order marked as delivered!');
      await eventually(async () => assert.equal(await page.getByTestId('delivery-status').innerText(), 'Delivered'));
      await timeline.getByText('Marked as delivered').waitFor();
      assert.equal(await page.getByRole('button', { name: 'Mark as delivered' }).count(), 0);
      await page.getByRole('link', { name: 'Request Cancellation' }).waitFor();
      await page.getByRole('link', { name: 'Submit Feedback' }).waitFor();
      assert.equal((await orders.order(orderId)).order.status, 'Delivered');
      await shoot(page, viewport, 'order-page-delivered', 'Order page, delivered');
    });

    it('shows a pending Sidian order the paybill details to pay it by hand', { timeout: 120_000 }, async () => {
      const { page } = browser;
      const orderId = await orders.placeSidian();
      try {
        await openScreen(page, '/orders');
        const card = cardOf(page, orderId);
        await card.waitFor();
        assert.equal(await card.getByTestId('payment-status').innerText(), 'Payment pending');
        await card.getByText('111999').waitFor();
        // The account to type in M-Pesa is the order's short reference (decision 0035).
        const { reference } = (await orders.order(orderId)).order;
        await card.getByText(reference, { exact: true }).waitFor();
        await card.getByRole('button', { name: 'Copy account' }).waitFor();
        assert.equal(await card.getByTestId('delivery-status').count(), 0, 'delivery shows once paid');
        await card.scrollIntoViewIfNeeded();
        await shoot(page, viewport, 'orders-sidian', 'Orders, Sidian pending');
      } finally {
        // One unpaid paybill order at a time: the shop confirms it so the next journey may order again.
        await orders.confirmPayment(orderId);
      }
    });
  });
}
