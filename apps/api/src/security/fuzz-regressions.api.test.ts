import type { Response as InjectResponse } from 'light-my-request';
import { afterAll, describe, expect, it } from 'vitest';
import { signedInCustomer, startTestApp } from '../test/app.ts';
import { deliveryAddress } from '../test/checkout.ts';
import { ensureCatalogBasics } from '../test/factories.ts';
import { envelopeProblem } from './http-probe.ts';

/**
 * What the route fuzzer found when it was written (all fixed), pinned as plain tests so a fix is proved whatever the
 * fuzzer's seeded draw picks next time. Each asserts the contract, not a particular fix: a user's bad input is a
 * 4xx with `{ success: false, message }`, never a 500.
 */

const ctx = await startTestApp();
afterAll(async () => ctx.close());
await ensureCatalogBasics(ctx.database.db);
const customer = await signedInCustomer(ctx);

/** How a request was answered; the status is there so a failure shows it. */
const refusedProperly = (response: InjectResponse) => ({
  status: response.statusCode, clientError: response.statusCode >= 400 && response.statusCode < 500, envelope: envelopeProblem(response),
});
const properRefusal = { clientError: true, envelope: null };

describe('found by the fuzzer: text PostgreSQL cannot store is refused before it reaches the database', () => {
  it.each([
    ['a NUL byte', 'Moi Avenue\u0000 12'],
    ['a lone surrogate', 'Moi Avenue \ud800'],
  ])('POST /api/user/save-address with %s in the street', async (_what, street) => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/user/save-address', headers: customer.headers, payload: { address: { ...deliveryAddress, street } } });
    expect(refusedProperly(response)).toMatchObject(properRefusal);
  });

  it.each(['search', 'labels', 'subCategory'])('GET /api/product/list with a NUL byte in %s', async (field) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/product/list?${field}=a%00b` });
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('found by the fuzzer: an id that is not a uuid never reaches a uuid column', () => {
  it('POST /api/cart/update removing a line of a product id that is not a uuid', async () => {
    // Removing a line that cannot exist is a no-op (the cart is answered as it is), never a database error.
    const response = await ctx.app.inject({ method: 'POST', url: '/api/cart/update', headers: customer.headers, payload: { itemId: 'not-a-uuid', weight: 'M', quantity: 0 } });
    expect(response.statusCode).toBeLessThan(500);
  });

  it('POST /api/order/check-waitlist for a product id that is not a uuid', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/order/check-waitlist', headers: customer.headers, payload: { productId: 'not-a-uuid', weight: 'M' } });
    expect(response.statusCode).toBeLessThan(500);
  });

  it("GET /api/order/user-suggestions/{productId}/{userId} for a product id that is not a uuid", async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/order/user-suggestions/not-a-uuid/${customer.user.id}`, headers: customer.headers });
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('found by the fuzzer: a broken multipart upload is the client\'s error', () => {
  it('PUT /api/user/update-profile with a multipart body cut short', async () => {
    const response = await ctx.app.inject({
      method: 'PUT', url: '/api/user/update-profile',
      headers: { ...customer.headers, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nunterminated',
    });
    expect(refusedProperly(response)).toMatchObject(properRefusal);
  });
});

describe("found by the fuzzer: Fastify's own URL refusals answer the error envelope", () => {
  it.each([
    ['a broken percent-encoding', '/api/product/%E0%A4%A'],
    ['a parameter over 100 characters', `/api/product/${'x'.repeat(101)}`],
  ])('GET with %s answers the envelope', async (_what, url) => {
    expect(refusedProperly(await ctx.app.inject({ method: 'GET', url }))).toMatchObject(properRefusal);
  });
});

describe('found by the fuzzer: a deeply nested callback body is answered, not a stack overflow', () => {
  it.each([
    ['as the whole body', `${'['.repeat(20_000)}${']'.repeat(20_000)}`],
    ['in one field', `{"Body":${'['.repeat(5_000)}${']'.repeat(5_000)}}`],
  ])('POST /api/payments/callbacks/{token} with JSON nested deep %s', async (_where, payload) => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/payments/callbacks/unknown-token', headers: { 'content-type': 'application/json' }, payload });
    expect(response.statusCode).toBeLessThan(500);
  });
});
