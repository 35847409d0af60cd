import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer } from '../../test/app.ts';
import { addToCart, orderPayload } from '../../test/checkout.ts';
import { insertProduct } from '../../test/factories.ts';
import { startCheckoutApp, type SandboxedApp } from '../orders/prompt-checkout.test-support.ts';
import { PROMPT_LIMITS } from './prompt-limits.ts';

let ctx: SandboxedApp;
beforeAll(async () => {
  // Nobody answers: every prompt stays open on its phone.
  ctx = await startCheckoutApp({ mpesa: { autoApprove: false, timeoutMs: 600_000 } });
});
afterAll(async () => ctx.close());

async function shopper() {
  const customer = await signedInCustomer(ctx);
  const productId = await insertProduct(ctx.database.db, { priceShillings: 1200, stock: { M: 5 } });
  await addToCart(ctx, customer, productId, 'M');
  return customer;
}
const initiate = async (customer: Awaited<ReturnType<typeof shopper>>, phone: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/order/mpesa/initiate', headers: customer.headers, payload: { ...(await orderPayload(ctx, customer)), phone } });

describe('payment prompts per phone and per customer', () => {
  it("refuses the prompt past the phone's limit, whoever asks: nobody can bomb a stranger's phone", async () => {
    for (let n = 0; n < PROMPT_LIMITS.perPhone.max; n += 1) expect((await initiate(await shopper(), '0712555000')).statusCode).not.toBe(429);
    const over = await initiate(await shopper(), '0712555000');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ success: false, message: 'Too many payment requests for this phone number. Please try again in 15 minutes.' });
    // Another phone is not affected.
    expect((await initiate(await shopper(), '0712555001')).statusCode).toBe(200);
  });

  it("refuses the prompt past the customer's limit, whichever phones they name", async () => {
    const customer = await shopper();
    for (let n = 0; n < PROMPT_LIMITS.perCustomer.max; n += 1) {
      expect((await initiate(customer, `07126000${String(n).padStart(2, '0')}`)).statusCode).not.toBe(429);
    }
    const over = await initiate(customer, '0712600099');
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe('Too many payment requests for your account. Please try again in 15 minutes.');
  });
});
