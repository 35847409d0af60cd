import { newOrderId, type CartResponse, type DeliveryAddress } from '@mitumba/contracts';
import type { SignedIn, TestContext } from './app.ts';
import { insertUser } from './factories.ts';

export const deliveryAddress: DeliveryAddress = {
  firstName: 'Wanjiku', lastName: 'Kamau', email: 'wanjiku@example.test', street: 'Moi Avenue 12', city: 'Nairobi',
  state: 'Starehe', country: 'Kenya', pickupLocation: '', phone: '0712345678',
};

/** Puts `quantity` of a product weight in the customer's cart through the API, as the product page does. */
export async function addToCart(ctx: TestContext, customer: SignedIn, productId: string, weight: string, quantity = 1): Promise<void> {
  for (let i = 0; i < quantity; i += 1) {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/cart/add', headers: customer.headers, payload: { itemId: productId, weight } });
    if (response.statusCode !== 200) throw new Error(`cart/add: ${response.body}`);
  }
}

export async function cartOf(ctx: TestContext, customer: SignedIn): Promise<CartResponse> {
  return (await ctx.app.inject({ method: 'POST', url: '/api/cart/get', headers: customer.headers, payload: {} })).json();
}

/** The spec's order payload for what is in the cart now, with the total the cart shows. */
export async function orderPayload(ctx: TestContext, customer: SignedIn, extra: Record<string, unknown> = {}) {
  const cart = await cartOf(ctx, customer);
  return {
    orderId: newOrderId(),
    address: deliveryAddress,
    items: cart.items.map((item) => ({ _id: item.productId, name: item.name, price: item.unitPrice, quantity: item.quantity, weight: item.weight })),
    amount: cart.summary.total,
    discount: cart.summary.discount,
    ...extra,
  };
}

/** A cashier and a way to read the code they show now (each placement with it uses it up). */
export async function cashierOf(ctx: TestContext) {
  const cashier = await insertUser(ctx.database.db, { role: 'cashier' });
  const { token } = await ctx.app.auth.startSession(cashier.id);
  return { cashier, headers: { authorization: `Bearer ${token}` }, code: async () => (await ctx.app.services.securityCodes.current(cashier.id)).code };
}

/** A code that is not the one given (the next one, wrapping at 99999). */
export const wrongCode = (code: string) => String((Number(code) + 1) % 100_000).padStart(5, '0');

export async function stockOf(ctx: TestContext, productId: string, weight: string): Promise<number> {
  return (await ctx.app.services.catalog.getProduct(productId)).stock[weight.toLowerCase()] ?? 0;
}
