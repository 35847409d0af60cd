import { eq } from 'drizzle-orm';
import { mpesaC2bTransactions } from '../../../db/schema/index.ts';
import { signedInCustomer, startTestAppWithSandbox, type SignedIn, type TestContext } from '../../../test/app.ts';
import { addToCart, orderPayload } from '../../../test/checkout.ts';
import { insertProduct } from '../../../test/factories.ts';

/**
 * Real-HTTP helpers for the paybill tests: the shop with its sandbox listening and its C2B URLs registered, a
 * customer's paybill (Sidian) order, and the emulator's test control paying the paybill as a customer does.
 */
export type PaybillApp = TestContext & { baseUrl: string };

export async function startPaybillApp(env: Record<string, string> = {}): Promise<PaybillApp> {
  const ctx = await startTestAppWithSandbox({ mpesa: { delayMs: 30 }, env });
  await ctx.app.services.c2b.registration.register(null);
  return ctx;
}

export const emulator = async (ctx: PaybillApp, path: string, body?: object) => {
  const response = await fetch(`${ctx.baseUrl}/sandbox/mpesa/__emulator${path}`, {
    method: body ? 'POST' : 'GET', headers: body ? { 'content-type': 'application/json' } : {}, ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return response.json() as Promise<Record<string, unknown>>;
};

/** A customer pays the shop's paybill from their phone (validation, then the confirmation, delivered before this answers). */
export async function payPaybill(ctx: PaybillApp, input: { account: string; amount: number; msisdn?: string }) {
  const shortCode = ctx.app.services.c2b.registration && (await ctx.app.services.c2b.registration.current()).settings.shortCode;
  return emulator(ctx, '/c2b/pay', { shortCode, billRefNumber: input.account, amount: input.amount, ...(input.msisdn ? { msisdn: input.msisdn } : {}) }) as Promise<{
    transId: string; status: string; validation: unknown; confirmations: unknown[];
  }>;
}

let orders = 0;
/** A paybill (Sidian) order of one bale priced `price` shillings: pending, with its short reference. */
export async function paybillOrder(ctx: PaybillApp, price = 2_500, customer?: SignedIn) {
  const who = customer ?? await signedInCustomer(ctx);
  const productId = await insertProduct(ctx.database.db, { name: `Paybill Bale ${(orders += 1)}`, priceShillings: price, stock: { '30KG': 2 } });
  await addToCart(ctx, who, productId, '30KG');
  const response = await ctx.app.inject({ method: 'POST', url: '/api/order/sidian', headers: who.headers, payload: await orderPayload(ctx, who) });
  if (response.statusCode !== 200) throw new Error(`sidian order: ${response.body}`);
  const orderRef = (response.json() as { order: { orderId: string } }).order.orderId;
  const order = await ctx.app.services.orders.findByRef(orderRef);
  if (!order) throw new Error(`no order ${orderRef}`);
  return { customer: who, order };
}

export const c2bRowOf = async (ctx: PaybillApp, transId: string) =>
  (await ctx.database.db.select().from(mpesaC2bTransactions).where(eq(mpesaC2bTransactions.transId, transId)))[0];

/** Waits for the matching job (the worker runs it by itself) and answers the stored payment. */
export async function matched(ctx: PaybillApp, transId: string) {
  for (let tries = 0; tries < 200; tries += 1) {
    await ctx.app.outbox.drain();
    const row = await c2bRowOf(ctx, transId);
    if (row && row.outcome !== 'received') return row;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${transId} was never matched`);
}
