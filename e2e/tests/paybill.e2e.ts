import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { PlaceOrderResponse } from '@mitumba/contracts';
import type { Page } from 'playwright-core';
import { clearBrowserStorage, logInWithToken } from '../support/accounts.ts';
import { openBrowser, viewports, type BrowserSession, type Viewport } from '../support/browser.ts';
import { agreeAndConfirm, checkout, customerBrowser, fillCart, shoot } from '../support/checkout.ts';
import { ordersApi, type OrdersApi } from '../support/orders.ts';
import { startTestServer, type RunningServer } from '../support/server.ts';
import { customerApi, demoCustomer, type CustomerApi } from '../support/shopping.ts';
import { eventually, openScreen } from '../support/storefront.ts';
import { freeNairobiPickup } from '../support/delivery.ts';

/**
 * Paying from the customer's own M-Pesa menu (decision 0038): a cash-on-delivery order shows "Pay with M-Pesa" with the
 * shop's paybill and the order's reference; the customer pays it on the sandbox phone's Pay Bill, typing the reference
 * carelessly, and the order turns paid by itself. A payment to an account no order has waits in the owner's Payments to
 * check until the owner attaches it to the order it was meant for, or sends it back to whoever paid it.
 */

const phone = viewports.find((viewport) => viewport.width === 390)!;
const desktop = viewports.find((viewport) => viewport.width === 1280)!;
const admin = { name: 'Admin', phone: '', email: 'admin@mitumba.test', password: 'Mitumba#2024' };
/** The order pages read the order again every 30 s (and on focus). */
const TURNS_PAID_MS = 45_000;

let server: RunningServer;
/** The demo customer, through the API: the cart before each order, and the order as the server has it after. */
let customer: { api: CustomerApi; orders: OrdersApi };

before(async () => {
  server = await startTestServer();
  const api = await customerApi(server.baseUrl, demoCustomer);
  customer = { api, orders: ordersApi(server.baseUrl, api) };
}, { timeout: 120_000 });
after(() => server?.stop());

/** Pays on the sandbox phone's "Lipa na M-Pesa · Pay Bill" as a customer would; answers the receipt it shows. */
async function payOnSandboxPhone(browser: BrowserSession, input: { paybill: string; account: string; amount: number }): Promise<string> {
  const handset = await browser.context.newPage();
  try {
    await handset.goto('/sandbox/phone?msisdn=254712345678');
    const form = handset.locator('form.phone').filter({ has: handset.getByLabel('Account number') });
    await form.getByLabel('Business number').fill(input.paybill);
    await form.getByLabel('Account number').fill(input.account);
    await form.getByLabel('Amount (Ksh)').fill(String(input.amount));
    await form.getByRole('button', { name: 'Pay' }).click();
    const confirmed = handset.getByRole('status').filter({ hasText: 'Confirmed' });
    await confirmed.waitFor();
    const receipt = (await confirmed.innerText()).split(' ')[0] ?? '';
    assert.match(receipt, /^[A-Z0-9]{10}$/);
    return receipt;
  } finally {
    await handset.close();
  }
}

/** What a "Pay with M-Pesa" block says on a line ('Paybill', 'Account', 'Amount'). */
const lineOf = async (block: ReturnType<Page['getByTestId']>, label: string) =>
  (await block.locator('div').filter({ has: block.page().getByText(label, { exact: true }) }).locator('dd').innerText()).trim();

/** The screen at `first`'s width, then at the other one's, then back: both widths from one browser. */
async function atBothWidths(page: Page, name: string, where: string, first: Viewport) {
  const other = first === phone ? desktop : phone;
  for (const viewport of [first, other]) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await shoot(page, viewport, name, where);
  }
  await page.setViewportSize({ width: first.width, height: first.height });
}

let paybill = '';

describe(`paying an unpaid order from the M-Pesa menu (${phone.width} px)`, () => {
  const session = customerBrowser(phone, () => server.baseUrl);

  it('a cash-on-delivery order shows Pay with M-Pesa; paid from the phone with the reference typed loosely, it turns paid by itself', { timeout: 180_000 }, async () => {
    const browser = session();
    const { page } = browser;
    const { cart } = await fillCart(server.baseUrl, customer.api);
    await checkout(page, /^Cash on Delivery/);
    await agreeAndConfirm(page);
    await page.waitForURL('**/ordersuccess');
    await page.getByRole('heading', { name: 'Order placed — waiting for your payment' }).waitFor();
    const success = page.getByTestId('mpesa-paybill');
    await success.getByText('Paybill', { exact: true }).waitFor();
    const reference = await lineOf(success, 'Account');
    assert.match(reference, /^[2-9A-HJKMNP-Z]{6}$/);
    assert.equal(await lineOf(success, 'Amount'), `KES ${cart.summary.total.toLocaleString('en-KE')}`);
    paybill = await lineOf(success, 'Paybill');
    assert.match(await success.innerText(), /M-Pesa menu → Lipa na M-Pesa → Pay Bill/);
    await shoot(page, phone, 'paybill-ordersuccess', 'Order success with Pay with M-Pesa');

    await openScreen(page, '/orders');
    const card = page.getByTestId('order-card').filter({ hasText: reference });
    const block = card.getByTestId('mpesa-paybill');
    await block.getByText(paybill).waitFor();
    assert.equal(await lineOf(block, 'Account'), reference);
    await atBothWidths(page, 'paybill-orders', 'Orders with Pay with M-Pesa', phone);
    const orderId = (await card.getByRole('heading').first().innerText()).replace(/^Order /, '');
    await openScreen(page, `/order/${orderId}`);
    await page.getByTestId('mpesa-paybill').getByText(paybill).waitFor();
    await atBothWidths(page, 'paybill-order', 'Order page with Pay with M-Pesa', phone);

    // "mt4 k7q": lower case with a space, as people type on a phone keypad.
    const typed = `${reference.slice(0, 3)} ${reference.slice(3)}`.toLowerCase();
    const receipt = await payOnSandboxPhone(browser, { paybill, account: typed, amount: cart.summary.total });
    await page.bringToFront();
    await eventually(async () => assert.equal(await page.getByTestId('payment-status').first().innerText(), 'Paid'), TURNS_PAID_MS, 500);
    assert.equal(await page.getByTestId('mpesa-paybill').count(), 0);
    const { order } = await customer.orders.order(orderId);
    assert.equal(order.paymentStatus, 'paid');
    assert.equal(order.paymentDetails.mpesaReceipt, receipt);
    await shoot(page, phone, 'paybill-order-paid', 'Order paid by paybill');
  });
});

describe(`the owner attaches a paybill payment that matched no order (${desktop.width} px)`, () => {
  let owner: BrowserSession;
  before(async () => {
    owner = await openBrowser(desktop, server.baseUrl);
  }, { timeout: 60_000 });
  after(async () => owner?.close());

  it('a payment to an unknown account waits in Payments to check; attached by reference, the order is paid; another is sent back', { timeout: 150_000 }, async () => {
    assert.ok(paybill, 'the first journey read the paybill');
    const { cart } = await fillCart(server.baseUrl, customer.api);
    const placed = await fetch(`${server.baseUrl}/api/order/place`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.api.token}` },
      body: JSON.stringify({
        orderId: `ORD-${Date.now()}-${Math.random().toString(16).slice(2, 10)}`, amount: cart.summary.total, paymentMethod: 'cod', email: demoCustomer.email,
        deliveryOptionId: await freeNairobiPickup(server.baseUrl),
        address: { firstName: 'Wanjiku', lastName: 'Kamau', street: 'Moi Avenue 12', city: 'Nairobi', state: 'Starehe', phone: '0712345678' },
      }),
    });
    const { order } = (await placed.json()) as PlaceOrderResponse;
    assert.equal(order.paymentStatus, 'pending');

    const { page } = owner;
    const receipt = await payOnSandboxPhone(owner, { paybill, account: 'WRONG 77', amount: cart.summary.total });
    await clearBrowserStorage(page);
    await logInWithToken(page, server.baseUrl, admin);
    await openScreen(page, '/admin/payments');
    const item = page.getByTestId('received-payment').filter({ hasText: receipt });
    await item.waitFor();
    assert.match(await item.innerText(), /Not matched/);
    assert.match(await item.innerText(), /No order has the reference WRONG77/);
    await atBothWidths(page, 'paybill-received', 'Received, not matched', desktop);

    await item.getByLabel('Order reference').fill(order.reference.toLowerCase());
    await item.getByRole('button', { name: 'Attach to order' }).click();
    await page.getByRole('status').filter({ hasText: `Payment ${receipt} attached to order ${order.orderId}.` }).waitFor();
    await item.waitFor({ state: 'detached' });
    await eventually(async () => assert.equal((await customer.orders.order(order.orderId)).order.paymentStatus, 'paid'), 10_000, 250);

    // A payment nobody can place goes back to whoever paid it: a reason, then M-Pesa reverses it.
    const stray = await payOnSandboxPhone(owner, { paybill, account: 'NOBODY 9', amount: 150 });
    await openScreen(page, '/admin/payments');
    const strayItem = page.getByTestId('received-payment').filter({ hasText: stray });
    await strayItem.getByRole('button', { name: 'Refund' }).click();
    const refundForm = strayItem.getByRole('form', { name: `Refund ${stray} to the payer` });
    await refundForm.getByLabel('Reason').fill('Paid to us by mistake; the customer asked for it back');
    await atBothWidths(page, 'paybill-received-refund', 'Received, not matched: Refund', desktop);
    await refundForm.getByRole('button', { name: 'Send it back' }).click();
    await page.getByRole('status').filter({ hasText: `Payment ${stray} is being sent back.` }).waitFor();
    await strayItem.waitFor({ state: 'detached' });

    await openScreen(page, '/admin/settings');
    const panel = page.getByRole('region', { name: 'M-Pesa paybill (C2B)' });
    await panel.getByTestId('c2b-status').filter({ hasText: 'Registered: OK' }).waitFor();
    assert.match(await panel.innerText(), new RegExp(paybill));
    await atBothWidths(page, 'paybill-settings', 'Payment settings, M-Pesa paybill', desktop);
  });
});
