import type { MpesaInitiateResponse, MpesaStatusResponse } from '@mitumba/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../db/schema/index.ts';
import { signedInCustomer, startTestAppWithSandbox, type SignedIn } from '../test/app.ts';
import { addToCart, orderPayload } from '../test/checkout.ts';
import { ensureCatalogBasics, insertProduct } from '../test/factories.ts';

let ctx: Awaited<ReturnType<typeof startTestAppWithSandbox>>;

beforeAll(async () => {
  ctx = await startTestAppWithSandbox();
  await ensureCatalogBasics(ctx.database.db);
  await ctx.database.db.insert(coupons).values({ code: 'BIGCART', kind: 'percentage', value: 10, minSubtotalCents: 1_000_000 });
  await fetch(`${ctx.baseUrl}/sandbox/mpesa/__emulator/config`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ autoApprove: true, timeoutMs: 400 }) });
});
afterAll(async () => ctx.close());

const sw = { cookie: 'lang=sw' };
type Answer = { status: number; body: Record<string, unknown> };

/** The same request once in English and once asking for Kiswahili, each by a fresh shopper with a cart of `price`. */
async function inBoth(send: (shopper: SignedIn, headers: Record<string, string>) => Promise<{ statusCode: number; json(): Record<string, unknown> }>, price = 2000) {
  const answers: Answer[] = [];
  for (const headers of [{}, sw]) {
    const shopper = await signedInCustomer(ctx);
    const productId = await insertProduct(ctx.database.db, { priceShillings: price, stock: { '45KG': 3 } });
    await addToCart(ctx, shopper, productId, '45KG');
    const response = await send(shopper, headers);
    answers.push({ status: response.statusCode, body: response.json() });
  }
  const [english, swahili] = answers as [Answer, Answer];
  expect(swahili.status).toBe(english.status);
  return { english, swahili };
}

describe('shopping answers in the shopper\'s language', () => {
  it('a coupon refusal with its minimum cart', async () => {
    const refused = await inBoth((shopper, headers) => ctx.app.inject({ method: 'POST', url: '/api/coupon/validate', headers: { ...shopper.headers, ...headers }, payload: { code: 'BIGCART' } }));
    expect(refused.english).toEqual({ status: 422, body: { success: false, message: 'This coupon needs a cart of at least ksh 10,000' } });
    expect(refused.swahili.body).toEqual({ success: false, message: 'Kuponi hii inahitaji kapu la angalau ksh 10,000' });
    const unknown = await inBoth((shopper, headers) => ctx.app.inject({ method: 'POST', url: '/api/coupon/validate', headers: { ...shopper.headers, ...headers }, payload: { code: 'NOSUCH' } }));
    expect(unknown.english.body.message).toBe('Invalid coupon code');
    expect(unknown.swahili.body.message).toBe('Msimbo wa kuponi si sahihi');
  });

  it('an offer answer and its price refusal', async () => {
    const productId = await insertProduct(ctx.database.db, { priceShillings: 5000, banner: 'Clearance', stock: { '45KG': 3 } });
    const offer = (price: number) => (shopper: SignedIn, headers: Record<string, string>) =>
      ctx.app.inject({ method: 'POST', url: '/api/order/price-suggestion', headers: { ...shopper.headers, ...headers }, payload: { productId, weight: '45KG', suggestedPrice: price } });
    const made = await inBoth(offer(4000));
    expect(made.english.body).toMatchObject({ success: true, message: 'Offer submitted. We will review it shortly.', offer: { status: 'pending' } });
    expect(made.swahili.body).toMatchObject({ success: true, message: 'Ofa yako imetumwa. Tutaikagua hivi karibuni.', offer: { status: 'pending' } });
    const low = await inBoth(offer(100));
    expect(low.english).toEqual({ status: 400, body: { success: false, message: 'Please enter a price between 3000 and 5000' } });
    expect(low.swahili.body).toEqual({ success: false, message: 'Tafadhali weka bei kati ya 3000 na 5000' });
  });

  it('a waitlist join', async () => {
    const productId = await insertProduct(ctx.database.db, { stock: { M: 0 } });
    const joined = await inBoth((shopper, headers) => ctx.app.inject({ method: 'POST', url: '/api/order/waitlist', headers: { ...shopper.headers, ...headers }, payload: { productDetails: { productId, weight: 'M' } } }));
    expect(joined.english.body).toEqual({ success: true, message: 'You have joined the waitlist. We will e-mail you when it is back in stock.' });
    expect(joined.swahili.body).toEqual({ success: true, message: 'Umejiunga na orodha ya kusubiri. Tutakutumia barua pepe bidhaa ikirudi.' });
  });

  it('a deposit placement answer, with its amounts', async () => {
    const placed = await inBoth(async (shopper, headers) => ctx.app.inject({
      method: 'POST', url: '/api/order/deposit', headers: { ...shopper.headers, ...headers },
      payload: await orderPayload(ctx, shopper, { depositAmount: 7500, depositPaymentMethod: 'bank' }),
    }), 10_000);
    const { english, swahili } = placed;
    expect(english, JSON.stringify(english.body)).toMatchObject({ status: 200 });
    const bank = english.body.bankDetails as { paybill: string; accountNumber: string };
    expect(english.body.message).toBe(`Order placed. Pay your deposit of Ksh 7500 to paybill ${bank.paybill}, account ${bank.accountNumber}, reference ${String(english.body.orderReference)}.`);
    expect(swahili.body.message).toBe(`Oda imewekwa. Lipa amana yako ya Ksh 7500 kwa paybill ${bank.paybill}, akaunti ${bank.accountNumber}, kumbukumbu ${String(swahili.body.orderReference)}.`);
  });

  it('a payment-start refusal and the M-Pesa status answer\'s payment error', async () => {
    const initiate = (phone: string) => async (shopper: SignedIn, headers: Record<string, string>) =>
      ctx.app.inject({ method: 'POST', url: '/api/order/mpesa/initiate', headers: { ...shopper.headers, ...headers }, payload: { ...(await orderPayload(ctx, shopper)), phone } });
    const cents = await inBoth(async (shopper, headers) => ctx.app.inject({
      method: 'POST', url: '/api/order/mpesa/initiate', headers: { ...shopper.headers, ...headers }, payload: { ...(await orderPayload(ctx, shopper)), phone: '0712345678' },
    }), 2000.5);
    expect(cents.english.body).toEqual({ success: false, message: 'M-Pesa takes whole shillings only. Please choose another payment method.' });
    expect(cents.swahili.body).toEqual({ success: false, message: 'M-Pesa inapokea shilingi kamili tu. Tafadhali chagua njia nyingine ya malipo.' });

    const statuses: MpesaStatusResponse[] = [];
    await inBoth(async (shopper, headers) => {
      const started = await initiate('0700000003')(shopper, headers);
      const { mpesaRequestId } = started.json() as MpesaInitiateResponse;
      for (;;) {
        const answer = (await ctx.app.inject({ url: `/api/order/mpesa/status/${mpesaRequestId}`, headers: { ...shopper.headers, ...headers } })).json() as MpesaStatusResponse;
        if (answer.paymentStatus !== 'pending') { statuses.push(answer); break; }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return started;
    });
    expect(statuses[0]).toMatchObject({ paymentStatus: 'failed', paymentError: { code: 'C2B00011', message: 'Insufficient funds' }, message: 'Insufficient funds' });
    expect(statuses[1]).toMatchObject({ paymentStatus: 'failed', paymentError: { code: 'C2B00011', message: 'Salio halitoshi' }, message: 'Salio halitoshi' });
  });
});
