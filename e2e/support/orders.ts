import assert from 'node:assert/strict';
import { newOrderId, type MpesaInitiateResponse, type MpesaStatusResponse, type OrderDetailResponse, type PaystackInitiateResponse, type PlaceOrderResponse, type Product } from '@mitumba/contracts';
import { newAccount, type Account } from './accounts.ts';
import { freeNairobiPickup } from './delivery.ts';
import { customerApi, type CustomerApi } from './shopping.ts';
import { catalogApi, eventually } from './storefront.ts';

/**
 * Orders set up through the API for the after-sale journeys (history, order page, delivery, cancellation,
 * feedback): the screens under test are what comes after the sale, checkout has its own journey.
 */
const address = {
  firstName: 'Wanjiku', lastName: 'Kamau', email: 'wanjiku@mitumba.test', street: 'Moi Avenue 12', city: 'Nairobi', state: 'Starehe',
  country: 'Kenya', pickupLocation: '', phone: '0712345678',
};

async function call<T>(baseUrl: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method, headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as T & { message?: string };
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${json.message}`);
  return json;
}

export function ordersApi(baseUrl: string, api: CustomerApi) {
  /** An empty cart with one unit of a product in stock (not a clearance item), as the order's only line. */
  async function cartWithOneItem(): Promise<Product> {
    await api.reset();
    const { products } = await catalogApi(baseUrl).list({ limit: '60' });
    const product = products.find((candidate) => candidate.banner !== 'clearance' && Object.values(candidate.stock).some((count) => count > 1));
    assert.ok(product, 'the demo shop has a product in stock');
    await api.addToCart(product, product.weights.find((weight) => (product.stock[weight.toLowerCase()] ?? 0) > 1)!);
    return product;
  }

  async function payload() {
    const cart = await api.cart();
    return {
      orderId: newOrderId(), address, amount: cart.summary.total, discount: cart.summary.discount, deliveryOptionId: await freeNairobiPickup(baseUrl),
      items: cart.items.map((item) => ({ _id: item.productId, name: item.name, price: item.unitPrice, quantity: item.quantity, weight: item.weight })),
    };
  }

  return {
    /** Buys one item with M-Pesa (the sandbox approves the demo phone's prompt by itself) and waits until it is paid. */
    async payWithMpesa(): Promise<string> {
      await cartWithOneItem();
      const started = await call<MpesaInitiateResponse>(baseUrl, api.token, 'POST', '/api/order/mpesa/initiate', { ...(await payload()), phone: '0712345678' });
      await eventually(async () => {
        const status = await call<MpesaStatusResponse>(baseUrl, api.token, 'GET', `/api/order/mpesa/status/${started.mpesaRequestId}`);
        assert.equal(status.paymentStatus, 'paid');
      }, 30_000, 300);
      return started.orderId;
    },

    /** Buys one item through Paystack, paid on its emulator as the hosted page would, and waits until it is paid. */
    async payWithPaystack(): Promise<{ orderId: string; reference: string }> {
      await cartWithOneItem();
      const started = await call<PaystackInitiateResponse>(baseUrl, api.token, 'POST', '/api/order/paystack/initiate', await payload());
      const paid = await fetch(`${baseUrl}/sandbox/paystack/__emulator/transactions/${started.reference}/pay`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      assert.equal(paid.status, 200, await paid.text());
      await eventually(async () => {
        const { order } = await call<OrderDetailResponse>(baseUrl, api.token, 'GET', `/api/order/${started.orderId}`);
        assert.equal(order.paymentStatus, 'paid');
      }, 30_000, 300);
      return { orderId: started.orderId, reference: started.reference };
    },

    /** Places one item to be paid to the Sidian paybill: it waits, unpaid. */
    async placeSidian(): Promise<string> {
      await cartWithOneItem();
      return (await call<PlaceOrderResponse>(baseUrl, api.token, 'POST', '/api/order/sidian', await payload())).order.orderId;
    },

    /** The admin confirms the money of an offline order (a paybill transfer, cash on delivery), as the back office does. */
    async confirmPayment(orderId: string): Promise<void> {
      const admin = await customerApi(baseUrl, { email: 'admin@mitumba.test', password: 'Mitumba#2024' });
      await call(baseUrl, admin.token, 'POST', `/api/cashier/orders/${orderId}/confirm-cash`, {});
    },

    markDelivered: (orderId: string) => call(baseUrl, api.token, 'PATCH', `/api/order/${orderId}/deliver`, {}),
    order: (orderId: string) => call<OrderDetailResponse>(baseUrl, api.token, 'GET', `/api/order/${orderId}`),
  };
}
export type OrdersApi = ReturnType<typeof ordersApi>;

/** A customer who has just signed up (the code read from the demo's local outbox at /dev/mail). */
export async function newCustomer(baseUrl: string, tag: string): Promise<Account> {
  const account = newAccount(tag);
  const register = await fetch(`${baseUrl}/api/user/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
  assert.ok(register.ok, await register.text());
  const code = await eventually(async () => {
    const outbox = await (await fetch(`${baseUrl}/dev/mail`)).text();
    const mail = outbox.split('<article>').find((item) => item.includes(account.email));
    const match = mail?.match(/verification code: (\d{6})/);
    assert.ok(match, 'the sign-up code is in the outbox');
    return match[1]!;
  });
  const verify = await fetch(`${baseUrl}/api/user/verify-otp`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: account.email, otp: code }),
  });
  assert.ok(verify.ok, await verify.text());
  return account;
}
