import { eq } from 'drizzle-orm';
import type { MpesaInitiateResponse, MpesaStatusResponse, PlaceOrderResponse, UserOrdersResponse, WaitlistEntry } from '@mitumba/contracts';
import { users } from '../db/schema/index.ts';
import { signedInCustomer, type SignedIn, type TestContext } from '../test/app.ts';
import { addToCart, deliveryAddress, orderPayload } from '../test/checkout.ts';
import { insertProduct } from '../test/factories.ts';

/** Products every estate uses: a regular bale, a clearance item (offers) and a sold-out weight (waitlist). */
export async function estateProducts(ctx: TestContext) {
  return {
    regular: await insertProduct(ctx.database.db, { name: 'Sweep Jeans Bale', priceShillings: 3000, stock: { M: 50 } }),
    clearance: await insertProduct(ctx.database.db, { name: 'Sweep Clearance Bale', priceShillings: 5000, banner: 'Clearance', stock: { '45KG': 5 } }),
    soldOut: await insertProduct(ctx.database.db, { name: 'Sweep Sold-out Jacket', stock: { S: 0, M: 2 } }),
  };
}
export type EstateProducts = Awaited<ReturnType<typeof estateProducts>>;

async function ok<T>(response: Promise<{ statusCode: number; body: string; json(): unknown }>, what: string): Promise<T> {
  const answer = await response;
  if (answer.statusCode >= 300) throw new Error(`${what}: ${answer.statusCode} ${answer.body}`);
  return answer.json() as T;
}

/**
 * A customer with something of everything a customer owns: an M-Pesa order paid through the sandbox (an order with
 * a payment attempt), an unpaid Sidian order, a cart line, a favourite, a waitlist entry, a price offer and a saved
 * address; names, e-mail, phone and address are distinctive, so a leak is visible in any answer.
 */
export async function customerEstate(ctx: TestContext, products: EstateProducts, tag: string) {
  const customer: SignedIn = await signedInCustomer(ctx);
  const name = `Estate ${tag} Zawadi`;
  await ctx.database.db.update(users).set({ name }).where(eq(users.id, customer.user.id));
  const headers = customer.headers;
  const inject = (method: 'GET' | 'POST', url: string, payload?: object) => ctx.app.inject({ method, url, headers, payload });
  const address = { ...deliveryAddress, firstName: `First${tag}`, lastName: `Last${tag}`, street: `${tag} Estate Lane 7`, email: customer.user.email };

  await addToCart(ctx, customer, products.regular, 'M');
  const mpesa = await ok<MpesaInitiateResponse>(inject('POST', '/api/order/mpesa/initiate', { ...(await orderPayload(ctx, customer)), address, phone: '0712345678' }), 'M-Pesa order');
  for (let tries = 0; tries < 200; tries += 1) {
    const status = await ok<MpesaStatusResponse>(inject('GET', `/api/order/mpesa/status/${mpesa.mpesaRequestId}`), 'M-Pesa status');
    if (status.paymentStatus !== 'pending') break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await addToCart(ctx, customer, products.regular, 'M');
  const sidian = await ok<PlaceOrderResponse>(inject('POST', '/api/order/sidian', { ...(await orderPayload(ctx, customer)), address }), 'Sidian order');
  await addToCart(ctx, customer, products.regular, 'M');
  await ok(inject('POST', '/api/favorites/add', { productId: products.regular }), 'favourite');
  await ok(inject('POST', '/api/order/waitlist', { productDetails: { productId: products.soldOut, weight: 'S', quantity: 1 } }), 'waitlist');
  const offer = await ok<{ offer: { _id: string } }>(inject('POST', '/api/order/price-suggestion', { productId: products.clearance, weight: '45KG', quantity: 1, suggestedPrice: 4500 }), 'offer');
  await ok(inject('POST', '/api/user/save-address', { address }), 'address');

  const { orders } = await ok<UserOrdersResponse>(inject('POST', '/api/order/userorders', {}), 'orders');
  const { waitlist } = await ok<{ waitlist: WaitlistEntry[] }>(inject('GET', '/api/order/waitlist/user'), 'waitlist');
  const sessionId = (await ctx.app.auth.startSession(customer.user.id)).sessionId;
  /** Values that point at this customer's things, by kind: what another caller may try in any id field. */
  const ids: Record<string, string> = {
    userId: customer.user.id,
    sessionId,
    attemptId: mpesa.mpesaRequestId,
    offerId: offer.offer._id,
    waitlistEntryId: waitlist[0]?._id ?? '',
    ...Object.fromEntries(orders.flatMap((order, index) => [[`orderUuid${index}`, order._id], [`orderRef${index}`, order.orderId]])),
    sidianOrderRef: sidian.order.orderId,
  };
  /** What must never appear in an answer to someone else (beyond what they sent themselves). */
  const markers = [...Object.values(ids).filter(Boolean), customer.user.email, customer.user.phone, name, address.street, address.firstName];
  return { customer, ids, markers, products };
}
export type CustomerEstate = Awaited<ReturnType<typeof customerEstate>>;
