import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer, startTestApp, type SignedIn, type TestContext } from '../test/app.ts';
import { addToCart, cashierOf, orderPayload } from '../test/checkout.ts';
import { ensureCatalogBasics, insertProduct, insertUser } from '../test/factories.ts';

let ctx: TestContext;
let counter: Awaited<ReturnType<typeof cashierOf>>;

beforeAll(async () => {
  ctx = await startTestApp();
  await ensureCatalogBasics(ctx.database.db);
  counter = await cashierOf(ctx);
});
afterAll(async () => ctx.close());

/** The same request in English (nothing said), by the shopper's choice (cookie) and by the browser's (Accept-Language). */
const asked = {
  english: {},
  cookie: { cookie: 'lang=sw' },
  browser: { 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.5' },
} as const;
type Asked = keyof typeof asked;

/** Sends `send` three times, once per way of asking; answers status and body per way. */
async function inEachLanguage(send: (headers: Record<string, string>) => Promise<{ statusCode: number; json(): Record<string, unknown> }>) {
  const answers = {} as Record<Asked, { status: number; body: Record<string, unknown> }>;
  for (const way of Object.keys(asked) as Asked[]) {
    const response = await send({ ...asked[way] });
    answers[way] = { status: response.statusCode, body: response.json() };
  }
  expect(answers.cookie.status).toBe(answers.english.status);
  expect(answers.browser).toEqual(answers.cookie);
  return { english: answers.english, swahili: answers.cookie };
}

describe('the server answers the shopper in Kiswahili when asked, in English otherwise', () => {
  it('a cart add: its message, and a refusal with values', async () => {
    const productId = await insertProduct(ctx.database.db, { name: 'Denim Bale', stock: { M: 1 } });
    const customers: SignedIn[] = [];
    const added = await inEachLanguage(async (headers) => {
      const customer = await signedInCustomer(ctx);
      customers.push(customer);
      return ctx.app.inject({ method: 'POST', url: '/api/cart/add', headers: { ...customer.headers, ...headers }, payload: { itemId: productId, weight: 'M' } });
    });
    expect(added.english.body).toMatchObject({ success: true, message: 'Product added to cart successfully' });
    expect(added.swahili.body).toMatchObject({ success: true, message: 'Bidhaa imeongezwa kwenye kapu', cartData: { [productId]: { m: 1 } } });

    const refused = await inEachLanguage((headers) =>
      ctx.app.inject({ method: 'POST', url: '/api/cart/add', headers: { ...customers[0]!.headers, ...headers }, payload: { itemId: productId, weight: 'M' } }));
    expect(refused.english).toEqual({ status: 422, body: { success: false, message: 'Only 1 units available for Denim Bale (M)' } });
    expect(refused.swahili).toEqual({ status: 422, body: { success: false, message: 'Zimebaki 1 tu za Denim Bale (M)' } });
  });

  it('a checkout refusal: the total changed, with the new total', async () => {
    const refused = await inEachLanguage(async (headers) => {
      const customer = await signedInCustomer(ctx);
      const productId = await insertProduct(ctx.database.db, { priceShillings: 3000, stock: { M: 3 } });
      await addToCart(ctx, customer, productId, 'M');
      const payload = { ...(await orderPayload(ctx, customer)), amount: 1, paymentMethod: 'cod', securityCode: await counter.code() };
      return ctx.app.inject({ method: 'POST', url: '/api/order/place', headers: { ...customer.headers, ...headers }, payload });
    });
    expect(refused.english).toEqual({ status: 409, body: { success: false, amount: 3000, message: 'Your total has changed to Ksh 3,000.00. Please review your order and confirm again.' } });
    expect(refused.swahili).toEqual({ status: 409, body: { success: false, amount: 3000, message: 'Jumla yako imebadilika kuwa Ksh 3,000.00. Tafadhali kagua oda yako kisha uthibitishe tena.' } });
  });

  it('a login failure', async () => {
    const user = await insertUser(ctx.database.db);
    const failed = await inEachLanguage((headers) =>
      ctx.app.inject({ method: 'POST', url: '/api/user/login', headers, payload: { email: user.email, password: 'Wrong#2024' } }));
    expect(failed.english).toEqual({ status: 401, body: { success: false, message: 'Invalid email or password' } });
    expect(failed.swahili).toEqual({ status: 401, body: { success: false, message: 'Barua pepe au nenosiri si sahihi' } });
  });

  it('a validation error: a form field the storefront shows', async () => {
    const invalid = await inEachLanguage((headers) =>
      ctx.app.inject({ method: 'POST', url: '/api/user/login', headers, payload: { email: 'not-an-address', password: 'Wrong#2024' } }));
    expect(invalid.english).toEqual({ status: 400, body: { success: false, message: 'Please enter a valid email address' } });
    expect(invalid.swahili).toEqual({ status: 400, body: { success: false, message: 'Tafadhali weka barua pepe sahihi' } });
  });

  it('the sign-in a route asks for, before anything else', async () => {
    const anonymous = await inEachLanguage((headers) => ctx.app.inject({ method: 'POST', url: '/api/cart/get', headers, payload: {} }));
    expect(anonymous.english.body).toEqual({ success: false, message: 'Please Login to add items to the cart.' });
    expect(anonymous.swahili).toEqual({ status: 401, body: { success: false, message: 'Tafadhali ingia kwenye akaunti yako ili uweke bidhaa kwenye kapu.' } });
  });
});
