import type { PaystackInitiateResponse, RazorpayOrderResponse, StripeInitiateResponse } from '@mitumba/contracts';
import { and, eq } from 'drizzle-orm';
import { orders, paymentAttempts } from '../../db/schema/index.ts';
import { signedInCustomer, type TestContext } from '../../test/app.ts';
import { addToCart, orderPayload } from '../../test/checkout.ts';
import { insertProduct } from '../../test/factories.ts';

type Sandboxed = TestContext & { baseUrl: string };
const form = (fields: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' as const });

/** Pays on each card emulator as its page (or admin API) does; the order is then paid through the payment core. */
const payers = {
  async paystack(ctx: Sandboxed, payload: object, headers: Record<string, string>) {
    const started = (await ctx.app.inject({ method: 'POST', url: '/api/order/paystack/initiate', headers, payload })).json() as PaystackInitiateResponse;
    await fetch(`${ctx.baseUrl}/sandbox/paystack/__emulator/transactions/${started.reference}/pay`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  },
  async stripe(ctx: Sandboxed, payload: object, headers: Record<string, string>) {
    const started = (await ctx.app.inject({ method: 'POST', url: '/api/order/stripe', headers, payload })).json() as StripeInitiateResponse;
    await fetch(started.url);
    await fetch(started.url, form({ card: '4242424242424242' }));
  },
  async razorpay(ctx: Sandboxed, payload: object, headers: Record<string, string>) {
    const started = (await ctx.app.inject({ method: 'POST', url: '/api/order/razorpay', headers, payload })).json() as RazorpayOrderResponse;
    await fetch(`${started.checkoutUrl}?order_id=${started.razorpayOrder.id}&key_id=${started.keyId}`);
    await fetch(started.checkoutUrl, form({ order_id: started.razorpayOrder.id, key_id: started.keyId, action: 'pay' }));
  },
};
export type CardProvider = keyof typeof payers;

/** A customer's order of one item paid by card through `provider`'s emulator; its paid attempt (with the provider's receipt). */
export async function cardPaidOrder(ctx: Sandboxed, provider: CardProvider, priceShillings = 4200) {
  const customer = await signedInCustomer(ctx);
  const productId = await insertProduct(ctx.database.db, { priceShillings, stock: { M: 3 } });
  await addToCart(ctx, customer, productId, 'M');
  await payers[provider](ctx, await orderPayload(ctx, customer), customer.headers);
  for (let tries = 0; tries < 300; tries += 1) {
    const [paid] = await ctx.database.db.select({ attempt: paymentAttempts, orderRef: orders.orderRef }).from(paymentAttempts)
      .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
      .where(and(eq(orders.userId, customer.user.id), eq(paymentAttempts.state, 'paid')));
    if (paid) return { customer, orderRef: paid.orderRef, attempt: paid.attempt };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the ${provider} payment was not recorded as paid`);
}
