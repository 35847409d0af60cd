import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDashboardResponse } from '@mitumba/contracts';
import { startAdminTestApp } from '../../test/admin.ts';
import { signedInCustomer, type TestContext } from '../../test/app.ts';
import { insertUser } from '../../test/factories.ts';

let ctx: TestContext;
let call: Awaited<ReturnType<typeof startAdminTestApp>>['call'];
let cashierHeaders: { authorization: string };

beforeAll(async () => {
  ({ ctx, call } = await startAdminTestApp());
  const cashier = await insertUser(ctx.database.db, { role: 'cashier' });
  cashierHeaders = { authorization: `Bearer ${(await ctx.app.auth.startSession(cashier.id)).token}` };
});
afterAll(async () => ctx.close());

const currentCode = async () => (await ctx.app.inject({ url: '/api/security-codes/current', headers: cashierHeaders })).json().code as string;
const validate = (headers: Record<string, string>, code: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/security-codes/validate', headers, payload: { code } });

describe('the shop-wide budget of wrong security codes', () => {
  it('pauses every code check after 50 wrong codes from many accounts within a code window, and the dashboard says so', async () => {
    const right = await currentCode();
    const wrong = String((Number(right) + 1) % 100_000).padStart(5, '0');
    // Ten accounts, each staying under its own limit of 5: guessing that grows with the number of accounts.
    for (let account = 0; account < 10; account += 1) {
      const guesser = await signedInCustomer(ctx);
      for (let attempt = 0; attempt < 5; attempt += 1) expect((await validate(guesser.headers, wrong)).json()).toMatchObject({ valid: false });
    }
    expect((await call('GET', '/api/admin/dashboard')).json<AdminDashboardResponse>().codeChecksPausedUntil).toEqual(expect.any(String));

    // A real customer at the counter with the right code is refused until the pause ends: the owner is told why.
    const shopper = await signedInCustomer(ctx);
    const refused = await validate(shopper.headers, right);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Security codes are paused after too many wrong tries at the shop\. Please try again in 1[45] minutes\.$/);
  });
});
