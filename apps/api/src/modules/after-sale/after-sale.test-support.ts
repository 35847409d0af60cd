import type { PlaceOrderResponse } from '@mitumba/contracts';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';
import { signedInCustomer, type SignedIn, type TestContext } from '../../test/app.ts';
import { addToCart, cashierOf, orderPayload } from '../../test/checkout.ts';
import { insertProduct } from '../../test/factories.ts';

export const DAY_MS = 24 * 3600 * 1000;

/**
 * A customer's order paid in cash at the counter (through the API, with the cashier's code), for `priceShillings`,
 * and not yet delivered: of a new product, or of `productId` in each of `weights` (M by default). Needs
 * `ensureCatalogBasics` first.
 */
export async function paidOrder(
  ctx: TestContext,
  options: { customer?: SignedIn; priceShillings?: number; stock?: number; productId?: string; weights?: string[] } = {},
) {
  const customer = options.customer ?? await signedInCustomer(ctx);
  const productId = options.productId
    ?? await insertProduct(ctx.database.db, { priceShillings: options.priceShillings ?? 1500, stock: { M: options.stock ?? 3 } });
  for (const weight of options.weights ?? ['M']) await addToCart(ctx, customer, productId, weight);
  const counter = await cashierOf(ctx);
  const payload = { ...(await orderPayload(ctx, customer)), paymentMethod: 'cash', securityCode: await counter.code() };
  const response = await ctx.app.inject({ method: 'POST', url: '/api/order/place', headers: customer.headers, payload });
  if (response.statusCode !== 200) throw new Error(`placement: ${response.body}`);
  const order = (response.json() as PlaceOrderResponse).order;
  return { customer, productId, orderRef: order.orderId, orderId: order._id };
}

/**
 * Marks the order delivered at `deliveredAt` (the deliver endpoint records "now"; the window tests need days ago).
 */
export async function markDelivered(ctx: TestContext, orderId: string, deliveredAt = new Date()): Promise<void> {
  await ctx.database.db.update(orders).set({ status: 'delivered', deliveredAt }).where(eq(orders.id, orderId));
}

export async function deliveredOrder(ctx: TestContext, options: Parameters<typeof paidOrder>[1] & { deliveredAt?: Date } = {}) {
  const order = await paidOrder(ctx, options);
  await markDelivered(ctx, order.orderId, options.deliveredAt);
  return order;
}

export async function orderRow(ctx: TestContext, orderId: string) {
  const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error('no such order');
  return row;
}
