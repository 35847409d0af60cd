import type { AdminCustomerDetailResponse, AdminCustomerListResponse, AuditListResponse } from '@mitumba/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, pointsLedger, users } from '../../../db/schema/index.ts';
import { startTestApp, type TestContext } from '../../../test/app.ts';
import { insertUser } from '../../../test/factories.ts';

let ctx: TestContext;
let admin: { id: string; headers: { authorization: string } };

async function signIn(role: 'customer' | 'cashier' | 'admin' = 'customer', changes: { name?: string; phone?: string } = {}) {
  const user = await insertUser(ctx.database.db, { role });
  if (changes.name || changes.phone) await ctx.database.db.update(users).set(changes).where(eq(users.id, user.id));
  const { token } = await ctx.app.auth.startSession(user.id);
  return { id: user.id, email: user.email, headers: { authorization: `Bearer ${token}` } };
}

beforeAll(async () => {
  ctx = await startTestApp();
  admin = await signIn('admin');
});
afterAll(async () => ctx.close());

const call = (method: 'GET' | 'POST', url: string, headers: object = admin.headers, payload?: object) =>
  ctx.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });
const list = async (query: string) => (await call('GET', `/api/admin/customers?${query}`)).json() as AdminCustomerListResponse;
const ids = (response: AdminCustomerListResponse) => response.customers.map((customer) => customer.id);

describe('back office: customers', () => {
  it('is admin only', async () => {
    const cashier = await signIn('cashier');
    expect((await call('GET', '/api/admin/customers', cashier.headers)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/customers', {})).statusCode).toBe(401);
  });

  it('finds by any part of the name or e-mail (case-insensitive, % and _ literal) and by phone in any form', async () => {
    const wanjiku = await signIn('customer', { name: 'Wanjiku Kamau', phone: '+254722334455' });
    const other = await signIn('customer', { name: 'Otieno 50%_off' });
    expect(ids(await list('q=JIKU'))).toEqual([wanjiku.id]);
    expect(ids(await list(`q=${encodeURIComponent(wanjiku.email.slice(2, 9))}`))).toContain(wanjiku.id);
    expect(ids(await list('q=%25_'))).toEqual([other.id]);
    expect(ids(await list('q=0722%20334%20455'))).toEqual([wanjiku.id]);
    expect(ids(await list(`q=${encodeURIComponent('+254722334455')}`))).toEqual([wanjiku.id]);
    expect(ids(await list('q=2233445'))).toEqual([wanjiku.id]);
    const [row] = (await list('q=jiku')).customers;
    expect(row).toMatchObject({ name: 'Wanjiku Kamau', phone: '+254722334455', role: 'customer', status: 'active', points: 0, ordersCount: 0 });
  });

  it('counts the orders each account placed for itself and its points, in the list and on the account (not a cashier\'s walk-in sales)', async () => {
    const buyer = await signIn('customer', { name: 'Njeri Count' });
    const cashier = await signIn('cashier', { name: 'Kamau Till' });
    const order = (userId: string, n: number, extra: Partial<typeof orders.$inferInsert> = {}) => ({
      orderRef: `ORD-${Date.now()}-${userId.slice(0, 4)}${n}`, userId, paymentMethod: 'cash', awaitsOnlinePayment: false,
      subtotalCents: 80_000, amountCents: 80_000, ...extra,
    });
    await ctx.database.db.insert(orders).values([
      order(buyer.id, 1), order(buyer.id, 2, { status: 'delivered' }), order(buyer.id, 3, { status: 'cancelled' }),
      order(cashier.id, 4, { customerName: 'Walk-in Achieng', contact: '0722000111', placedBy: cashier.id }),
    ]);
    await ctx.database.db.insert(pointsLedger).values({ userId: buyer.id, kind: 'adjusted', points: 40, reason: 'Welcome', source: 'admin:test' });
    const rows = new Map((await list('limit=50')).customers.map((row) => [row.id, row]));
    expect(rows.get(buyer.id)).toMatchObject({ ordersCount: 3, points: 40 });
    const counts = new Map([...rows].map(([id, row]) => [id, row.ordersCount]));
    expect(counts.get(cashier.id)).toBe(0);
    const detail = (await call('GET', `/api/admin/customers/${buyer.id}`)).json() as AdminCustomerDetailResponse;
    expect(detail.customer.ordersCount).toBe(3);
  });

  it('filters by role and status and pages newest first without repeats', async () => {
    const cashiers = [await signIn('cashier'), await signIn('cashier'), await signIn('cashier')];
    const byRole = await list('role=cashier');
    expect(byRole.customers.every((customer) => customer.role === 'cashier')).toBe(true);
    const suspended = await insertUser(ctx.database.db, { status: 'suspended' });
    expect(ids(await list('status=suspended'))).toContain(suspended.id);
    expect((await list('status=suspended')).customers.every((customer) => customer.status === 'suspended')).toBe(true);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: AdminCustomerListResponse = await list(`limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.customers.length).toBeLessThanOrEqual(2);
      seen.push(...ids(page));
      cursor = page.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining([...cashiers.map((cashier) => cashier.id), admin.id]));
    expect((await call('GET', '/api/admin/customers?cursor=nope')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/customers?role=boss')).statusCode).toBe(400);
  });

  it('shows a customer with orders, waitlist, offers and live sessions', async () => {
    const customer = await signIn();
    const detail = (await call('GET', `/api/admin/customers/${customer.id}`)).json() as AdminCustomerDetailResponse;
    expect(detail).toMatchObject({ success: true, customer: { id: customer.id }, recentOrders: [], waitlist: [], offers: [], activeSessions: 1 });
    expect((await call('GET', '/api/admin/customers/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/customers/not-a-uuid')).statusCode).toBe(400);
  });

  it('suspends (sessions end, the person hears they are suspended), reinstates, audited; never oneself or an admin', async () => {
    const customer = await signIn();
    const reason = { reason: 'Chargeback fraud reported' };
    const suspended = await call('POST', `/api/admin/customers/${customer.id}/suspend`, admin.headers, reason);
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().customer.status).toBe('suspended');
    const refused = await call('GET', '/api/user/profile', customer.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, message: expect.stringMatching(/suspended/i), username: expect.any(String) });
    expect(((await call('GET', `/api/admin/customers/${customer.id}`)).json() as AdminCustomerDetailResponse).activeSessions).toBe(0);
    expect((await call('POST', `/api/admin/customers/${customer.id}/suspend`, admin.headers, reason)).statusCode).toBe(409);

    const reinstated = await call('POST', `/api/admin/customers/${customer.id}/reinstate`, admin.headers, { reason: 'Bank cleared it' });
    expect(reinstated.json().customer.status).toBe('active');
    // The old sessions stay ended: the person logs in again.
    expect((await call('GET', '/api/user/profile', customer.headers)).statusCode).toBe(401);
    expect((await call('POST', `/api/admin/customers/${customer.id}/reinstate`, admin.headers, reason)).statusCode).toBe(409);

    const audit = (await call('GET', `/api/admin/audit?entity=user&entityId=${customer.id}`)).json() as AuditListResponse;
    expect(audit.entries.map((entry) => [entry.action, entry.before, entry.after, entry.actor?.id])).toEqual([
      ['user.reinstate', { status: 'suspended' }, { status: 'active' }, admin.id],
      ['user.suspend', { status: 'active' }, { status: 'suspended' }, admin.id],
    ]);

    const otherAdmin = await signIn('admin');
    expect((await call('POST', `/api/admin/customers/${otherAdmin.id}/suspend`, admin.headers, reason)).statusCode).toBe(422);
    expect((await call('POST', `/api/admin/customers/${admin.id}/suspend`, admin.headers, reason)).statusCode).toBe(422);
    expect((await call('POST', `/api/admin/customers/${customer.id}/suspend`, admin.headers, { reason: '' })).statusCode).toBe(400);
  });

  it('changes roles, seen at once by the open session, audited; never one’s own', async () => {
    const person = await signIn();
    expect((await call('GET', '/api/cashier/orders/today', person.headers)).statusCode).toBe(403);
    const made = await call('POST', `/api/admin/customers/${person.id}/role`, admin.headers, { role: 'cashier', reason: 'Hired for the stall' });
    expect(made.statusCode).toBe(200);
    expect(made.json().customer.role).toBe('cashier');
    expect((await call('GET', '/api/cashier/orders/today', person.headers)).statusCode).toBe(200);
    expect((await call('POST', `/api/admin/customers/${person.id}/role`, admin.headers, { role: 'cashier', reason: 'Again' })).statusCode).toBe(409);
    expect((await call('POST', `/api/admin/customers/${admin.id}/role`, admin.headers, { role: 'customer', reason: 'Stepping down' })).statusCode).toBe(422);
    expect((await call('POST', `/api/admin/customers/${person.id}/role`, admin.headers, { role: 'boss', reason: 'Promotion' })).statusCode).toBe(400);
    const audit = (await call('GET', `/api/admin/audit?entity=user&entityId=${person.id}&action=user.role`)).json() as AuditListResponse;
    expect(audit.entries[0]).toMatchObject({ before: { role: 'customer' }, after: { role: 'cashier' }, reason: 'Hired for the stall' });
  });

  it('leaves at least one admin when two admins demote each other at the same time', async () => {
    // Only these two are admins: demote every other admin first.
    const first = await signIn('admin');
    const second = await signIn('admin');
    await ctx.database.db.update(users).set({ role: 'customer' }).where(eq(users.role, 'admin'));
    await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, first.id));
    await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, second.id));
    const body = { role: 'customer', reason: 'Power struggle' };
    const responses = await Promise.all([
      call('POST', `/api/admin/customers/${second.id}/role`, first.headers, body),
      call('POST', `/api/admin/customers/${first.id}/role`, second.headers, body),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 403]);
    const admins = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(1);
  });
});
