import type { DeliveryAddress, PlaceOrderResponse } from '@mitumba/contracts';
import type { SignedIn, TestContext } from '../../test/app.ts';
import { addToCart, deliveryAddress, orderPayload, type cashierOf } from '../../test/checkout.ts';

/** Test support: real paid orders through the API (cash with a cashier's code: paid at placement). */
export function orderPlacer(ctx: TestContext, counter: Awaited<ReturnType<typeof cashierOf>>) {
  return {
    async paidOrder(customer: SignedIn, productIds: string[], address: Partial<DeliveryAddress> = {}): Promise<string> {
      for (const productId of productIds) await addToCart(ctx, customer, productId, 'M');
      const payload = { ...(await orderPayload(ctx, customer)), address: { ...deliveryAddress, ...address }, paymentMethod: 'cash', securityCode: await counter.code() };
      const response = await ctx.app.inject({ method: 'POST', url: '/api/order/place', headers: customer.headers, payload });
      if (response.statusCode !== 200) throw new Error(`placement: ${response.body}`);
      return (response.json() as PlaceOrderResponse).order.orderId;
    },

    /** Marks the order delivered by its owner through the orders service, as of `at` (month boundaries need exact times). */
    async deliver(customer: SignedIn, orderRef: string, at: Date): Promise<void> {
      await ctx.app.services.orders.deliver(customer.user.id, orderRef, at);
    },
  };
}
