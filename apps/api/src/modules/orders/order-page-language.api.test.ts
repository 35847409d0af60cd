import type { MpesaInitiateResponse, OrderDetailResponse, OrderView, TimelineEntry } from '@mitumba/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentAttempts } from '../../db/schema/index.ts';
import { signedInCustomer, startTestAppWithSandbox, type SignedIn, type TestContext } from '../../test/app.ts';
import { addToCart, orderPayload } from '../../test/checkout.ts';
import { ensureCatalogBasics, insertProduct } from '../../test/factories.ts';
import { paidOrder } from '../after-sale/after-sale.test-support.ts';

/** The order page a customer reads, in the language they asked for (decision 0046): English word for word as before. */
let ctx: TestContext & { baseUrl: string };

beforeAll(async () => {
  ctx = await startTestAppWithSandbox();
  await ensureCatalogBasics(ctx.database.db);
  await fetch(`${ctx.baseUrl}/sandbox/mpesa/__emulator/config`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ autoApprove: true, timeoutMs: 400 }) });
});
afterAll(async () => ctx.close());

/** The same customer asking in Kiswahili, by the storefront's cookie or by the browser's Accept-Language. */
const byCookie = (customer: Pick<SignedIn, 'headers'>) => ({ ...customer.headers, cookie: 'lang=sw' });
const byBrowser = (customer: Pick<SignedIn, 'headers'>) => ({ ...customer.headers, 'accept-language': 'sw-KE,sw;q=0.9' });
type Headers = Record<string, string>;

const read = async (headers: Headers, orderRef: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/order/${encodeURIComponent(orderRef)}`, headers })).json() as OrderDetailResponse;
const steps = (page: OrderDetailResponse) => page.timeline.map((step) => [step.kind, step.text]);

/** The order page once the M-Pesa payment has settled (polled as the screens poll). */
async function settled(headers: Headers, orderRef: string, last: TimelineEntry['kind']): Promise<OrderDetailResponse> {
  for (let tries = 0; tries < 200; tries += 1) {
    const page = await read(headers, orderRef);
    if (page.timeline.at(-1)?.kind === last) return page;
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  throw new Error(`the timeline of ${orderRef} never ended with ${last}`);
}

describe('the order timeline in the shopper\'s language', () => {
  it('an M-Pesa order paid: placed, the request and the payment in Kiswahili; the English request reads the same order as before', async () => {
    const customer = await signedInCustomer(ctx);
    const productId = await insertProduct(ctx.database.db, { name: 'Mens Jeans Bale', priceShillings: 6500, stock: { '45KG': 3 } });
    await addToCart(ctx, customer, productId, '45KG');
    const started = (await ctx.app.inject({
      method: 'POST', url: '/api/order/mpesa/initiate', headers: customer.headers, payload: { ...(await orderPayload(ctx, customer)), phone: '0712 345 678' },
    })).json() as MpesaInitiateResponse;

    const swahili = await settled(byCookie(customer), started.orderId, 'paid');
    const receipt = swahili.order.paymentDetails.mpesaReceipt;
    expect(receipt).toMatch(/^[A-Z0-9]{10}$/);
    expect(steps(swahili)).toEqual([
      ['placed', 'Oda imewekwa'],
      ['prompt', 'Ombi la kulipa ksh 6,500 kwa M-Pesa limetumwa kwa +254712345678'],
      ['paid', `Umelipa ksh 6,500 kwa M-Pesa, risiti ${receipt}`],
    ]);
    expect(steps(await read(byBrowser(customer), started.orderId))).toEqual(steps(swahili));
    // The provider's name stays as it is in either language.
    expect(swahili.order.paymentMethod).toBe('M-Pesa');

    const english = await read(customer.headers, started.orderId);
    expect(steps(english)).toEqual([
      ['placed', 'Order placed'],
      ['prompt', 'M-Pesa payment request for ksh 6,500 sent to +254712345678'],
      ['paid', `Paid ksh 6,500 with M-Pesa, receipt ${receipt}`],
    ]);
    expect(english.timeline.map((step) => step.at)).toEqual(swahili.timeline.map((step) => step.at));
  });

  it('a cash order in the history, the order page, the cancel dialog and delivery: its way of paying and its steps in Kiswahili, English as before', async () => {
    const order = await paidOrder(ctx, { priceShillings: 800 });
    const history = async (headers: Headers) => ((await ctx.app.inject({ method: 'POST', url: '/api/order/userorders', headers, payload: {} })).json() as { orders: OrderView[] })
      .orders.find((view) => view.orderId === order.orderRef);
    expect(await history(byCookie(order.customer))).toMatchObject({ paymentMethod: 'Pesa taslimu', status: 'Pending' });
    expect(await history(order.customer.headers)).toMatchObject({ paymentMethod: 'Cash', status: 'Pending' });
    expect(steps(await read(byCookie(order.customer), order.orderRef)).at(-1)).toEqual(['paid', 'Umelipa ksh 800 pesa taslimu dukani']);
    expect(steps(await read(order.customer.headers, order.orderRef)).at(-1)).toEqual(['paid', 'Paid ksh 800 in cash at the counter']);

    const url = `/api/order/${encodeURIComponent(order.orderRef)}`;
    const quoted = await ctx.app.inject({ method: 'GET', url: `${url}/cancel`, headers: byCookie(order.customer) });
    expect(quoted.json().refunds).toEqual([{ method: 'Pesa taslimu', amount: 800, to: 'kwa pesa taslimu, utarudishiwa dukani' }]);
    const delivered = await ctx.app.inject({ method: 'PATCH', url: `${url}/deliver`, headers: byCookie(order.customer) });
    expect(delivered.json()).toMatchObject({ success: true, message: 'Oda imethibitishwa kuwa imefika!', order: { paymentMethod: 'Pesa taslimu', status: 'Delivered' } });
    expect(steps(await read(byCookie(order.customer), order.orderRef)).at(-1)).toEqual(['delivered', 'Imethibitishwa kuwa imefika']);
    expect(steps(await read(order.customer.headers, order.orderRef)).at(-1)).toEqual(['delivered', 'Marked as delivered']);
    const again = await ctx.app.inject({ method: 'PATCH', url: `${url}/deliver`, headers: order.customer.headers });
    expect(again.json()).toMatchObject({ message: 'This order is already marked as delivered.' });
  });
});

describe('cancelling before dispatch, in the shopper\'s language', () => {
  it('the cancel dialog, the cancellation, the refund line and the timeline say where the M-Pesa money goes back in Kiswahili', async () => {
    const order = await paidOrder(ctx, { priceShillings: 2000 });
    await ctx.database.db.update(paymentAttempts).set({ provider: 'mpesa', phone: '+254712345678' }).where(eq(paymentAttempts.orderId, order.orderId));
    const url = `/api/order/${encodeURIComponent(order.orderRef)}/cancel`;
    const sw = byCookie(order.customer);

    const quoted = await ctx.app.inject({ method: 'GET', url, headers: sw });
    expect(quoted.json()).toEqual({ success: true, orderId: order.orderRef, amount: 2000, refunds: [{ method: 'M-Pesa', amount: 2000, to: 'kwa M-Pesa 0712345678' }] });
    const inEnglish = await ctx.app.inject({ method: 'GET', url, headers: order.customer.headers });
    expect(inEnglish.json().refunds).toEqual([{ method: 'M-Pesa', amount: 2000, to: 'M-Pesa 0712345678' }]);

    const cancelled = await ctx.app.inject({ method: 'POST', url, headers: sw, payload: {} });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ message: 'Oda imeghairiwa. Utarudishiwa Ksh 2,000.00.', refunds: [{ to: 'kwa M-Pesa 0712345678' }] });
    // Asked again, the order has moved on: the refusal too is in Kiswahili.
    expect((await ctx.app.inject({ method: 'GET', url, headers: sw })).json()).toMatchObject({ message: 'Oda hii imeshaghairiwa.' });

    const refunds = async (headers: Headers) =>
      ((await ctx.app.inject({ method: 'GET', url: `/api/order/${encodeURIComponent(order.orderRef)}/refunds`, headers })).json() as { refunds: { text: string }[] }).refunds;
    const [swahiliLine] = await refunds(sw);
    const [englishLine] = await refunds(order.customer.headers);
    expect(swahiliLine?.text).toMatch(/^Marejesho ya Ksh 2,000\.00 kwa M-Pesa 0712 345 678: /);
    expect(englishLine?.text).toMatch(/^Refund of Ksh 2,000\.00 to M-Pesa 0712 345 678: /);

    expect(steps(await read(sw, order.orderRef)).at(-1)).toEqual(['refunded', 'Umeghairi oda kabla haijatumwa: utarudishiwa ksh 2,000 kwa M-Pesa 0712345678']);
    expect(steps(await read(order.customer.headers, order.orderRef)).at(-1))
      .toEqual(['refunded', 'You cancelled the order before it was sent: ksh 2,000 will be refunded to M-Pesa 0712345678']);
  });
});
