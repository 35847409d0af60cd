import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityCodeUses, users } from '../../db/schema/index.ts';
import { signedInCustomer, startTestApp, type TestContext } from '../../test/app.ts';
import { insertUser } from '../../test/factories.ts';
import { windowOf } from './rotating-code.ts';

let ctx: TestContext;
let cashierHeaders: { authorization: string };
let cashierId: string;

beforeAll(async () => {
  ctx = await startTestApp();
  const cashier = await insertUser(ctx.database.db, { role: 'cashier' });
  cashierId = cashier.id;
  cashierHeaders = { authorization: `Bearer ${(await ctx.app.auth.startSession(cashier.id)).token}` };
});
afterAll(async () => ctx.close());

const currentCode = async () => (await ctx.app.inject({ url: '/api/security-codes/current', headers: cashierHeaders })).json();
const validate = (headers: object, code: string, orderId?: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/security-codes/validate', headers: headers as Record<string, string>, payload: { email: 'ignored@example.test', code, orderId } });

describe('security codes', () => {
  it("shows a cashier their code and when it changes, and nobody else's", async () => {
    const current = await currentCode();
    expect(current).toMatchObject({ success: true, code: expect.stringMatching(/^\d{5}$/), rotatesEvery: 600 });
    expect(current.secondsLeft).toBeGreaterThan(0);
    expect(current.secondsLeft).toBeLessThanOrEqual(600);
    const customer = await signedInCustomer(ctx);
    expect((await ctx.app.inject({ url: '/api/security-codes/current', headers: customer.headers })).statusCode).toBe(403);
  });

  it("accepts a cashier's current code and records the use with the cashier and order", async () => {
    const customer = await signedInCustomer(ctx);
    const response = await validate(customer.headers, (await currentCode()).code, 'ORD-1');
    expect(response.json()).toEqual({ success: true, valid: true, message: 'Security code accepted' });
    const [use] = await ctx.database.db.select().from(securityCodeUses).where(eq(securityCodeUses.userId, customer.user.id));
    expect(use).toMatchObject({ cashierId, orderRef: 'ORD-1', valid: true });
  });

  it('refuses a wrong code, then locks the customer after 5 wrong ones', async () => {
    const customer = await signedInCustomer(ctx);
    const right = (await currentCode()).code;
    const wrong = String((Number(right) + 1) % 100_000).padStart(5, '0');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await validate(customer.headers, wrong)).json()).toMatchObject({ valid: false, message: 'Invalid security code' });
    }
    const locked = await validate(customer.headers, right);
    expect(locked.statusCode).toBe(429);
    expect((await validate(customer.headers, '12a45')).statusCode).toBe(400);
  });

  it("stops accepting a suspended cashier's code", async () => {
    const customer = await signedInCustomer(ctx);
    const code = (await currentCode()).code;
    await ctx.database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, cashierId));
    expect((await validate(customer.headers, code)).json().valid).toBe(false);
    await ctx.database.db.update(users).set({ status: 'active' }).where(eq(users.id, cashierId));
  });

  it('still takes, once, the code a customer read just before it changed, for two minutes after', async () => {
    const codes = ctx.app.services.securityCodes;
    const cashier = await insertUser(ctx.database.db, { role: 'cashier' });
    const customer = await signedInCustomer(ctx);
    const at = (time: string) => new Date(`2026-11-21T${time}Z`);
    const { code } = await codes.current(cashier.id, at('10:09:50'));
    expect((await codes.validate(customer.user.id, code, null, at('10:12:01'))).valid).toBe(false);
    const late = await codes.validate(customer.user.id, code, 'ORD-LATE', at('10:11:00'));
    expect(late).toMatchObject({ valid: true, cashierId: cashier.id, use: { window: windowOf(at('10:09:50')), generation: 0 } });
    // The placement spends it: read again, it is refused; the cashier's new code is taken.
    await codes.retire(ctx.database.db, late.use!, at('10:11:00'));
    expect((await codes.validate(customer.user.id, code, null, at('10:11:10'))).valid).toBe(false);
    const { code: next } = await codes.current(cashier.id, at('10:11:20'));
    expect((await codes.validate(customer.user.id, next, null, at('10:11:20'))).valid).toBe(true);
  });
});
