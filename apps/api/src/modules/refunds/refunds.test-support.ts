import type { MpesaInitiateResponse, MpesaStatusResponse } from '@mitumba/contracts';
import { eq } from 'drizzle-orm';
import { orders, paymentAttempts } from '../../db/schema/index.ts';
import { signedInCustomer, type TestContext } from '../../test/app.ts';
import { addToCart, orderPayload } from '../../test/checkout.ts';
import { insertProduct } from '../../test/factories.ts';
import type { RefundState } from './refunds.repo.ts';

/** A customer's order paid by M-Pesa through the Daraja sandbox (the test number pays by itself), delivered. */
export async function mpesaPaidOrder(ctx: TestContext, priceShillings = 1500, phone = '0708374149') {
  const customer = await signedInCustomer(ctx);
  const productId = await insertProduct(ctx.database.db, { priceShillings, stock: { M: 5 } });
  await addToCart(ctx, customer, productId, 'M');
  const started = (await ctx.app.inject({
    method: 'POST', url: '/api/order/mpesa/initiate', headers: customer.headers, payload: { ...(await orderPayload(ctx, customer)), phone },
  })).json() as MpesaInitiateResponse;
  for (let tries = 0; tries < 200; tries += 1) {
    const status = (await ctx.app.inject({ method: 'GET', url: `/api/order/mpesa/status/${started.mpesaRequestId}`, headers: customer.headers })).json() as MpesaStatusResponse;
    if (status.paymentStatus === 'paid') break;
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
  const [order] = await ctx.database.db.select().from(orders).where(eq(orders.orderRef, started.orderId));
  if (!order || order.paymentStatus !== 'paid') throw new Error('the M-Pesa order was not paid');
  await ctx.database.db.update(orders).set({ status: 'delivered', deliveredAt: new Date() }).where(eq(orders.id, order.id));
  const [attempt] = await ctx.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, order.id));
  return { customer, orderRef: order.orderRef, orderId: order.id, reference: order.reference, attempt: attempt! };
}

/** Waits (polling the database, no timing asserted) until the refund reaches one of `states`; its row then. */
export async function refundReaches(ctx: TestContext, refundId: string, states: RefundState[]) {
  for (let tries = 0; tries < 300; tries += 1) {
    await ctx.app.outbox.drain();
    const refund = await ctx.app.services.refunds.find(refundId);
    if (refund && states.includes(refund.state as RefundState)) return refund;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const refund = await ctx.app.services.refunds.find(refundId);
  throw new Error(`refund stayed ${refund?.state} (${refund?.resultMessage ?? ''}), not ${states.join('/')}`);
}
