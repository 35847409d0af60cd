import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminTestApp, type AdminCall } from '../../test/admin.ts';
import type { TestContext } from '../../test/app.ts';
import { deliveredOrder } from '../after-sale/after-sale.test-support.ts';

let ctx: TestContext;
let call: AdminCall;
let adminId: string;

beforeAll(async () => {
  ({ ctx, call, adminUser: { id: adminId } } = await startAdminTestApp());
});
afterAll(async () => ctx.close());

async function approvedCashReturn() {
  const order = await deliveredOrder(ctx, { priceShillings: 900 });
  await ctx.app.inject({ method: 'POST', url: '/api/order/request-cancellation', headers: order.customer.headers, payload: { orderId: order.orderRef, reason: 'damaged' } });
  await ctx.app.services.cancellations.decide({ orderRef: order.orderRef }, { approve: true, by: adminId });
  const { refunds } = (await call('GET', `/api/admin/orders/${order.orderRef}/refunds`)).json();
  return { order, refund: refunds[0] };
}

describe('refunds a person hands back', () => {
  it('a cash order: listed as to be handed back, then recorded with who, when and how, once', async () => {
    const { order, refund } = await approvedCashReturn();
    expect(refund).toMatchObject({ state: 'manual', method: 'hand-back', amount: 900, text: 'Refund of Ksh 900.00 to you in cash at the shop: to be handed back by the shop' });
    expect((await call('GET', '/api/admin/refunds?state=manual')).json().refunds.map((line: { id: string }) => line.id)).toContain(refund.id);

    const handed = await call('POST', `/api/admin/refunds/${refund.id}/hand-back`, undefined, { note: 'Cash handed to the customer at the counter' });
    expect(handed.statusCode).toBe(200);
    expect(handed.json().refund).toMatchObject({ state: 'succeeded', handBackNote: 'Cash handed to the customer at the counter', handedBackAt: expect.any(String) });
    const events = await ctx.app.services.refunds.eventsOf(refund.id);
    expect(events.at(-1)).toMatchObject({ source: 'person', state: 'succeeded', actorId: adminId });

    const again = await call('POST', `/api/admin/refunds/${refund.id}/hand-back`, undefined, { note: 'Again' });
    expect(again.statusCode).toBe(409);
    const shown = (await ctx.app.inject({ method: 'GET', url: `/api/order/${order.orderRef}/refunds`, headers: order.customer.headers })).json();
    expect(shown.refunds[0].text).toMatch(/^Refund of Ksh 900\.00 to you in cash at the shop: handed back on \d{4}-\d{2}-\d{2}$/);
  });

  it('refuses an empty note, an unknown refund, a customer, and shows nobody else\'s refunds', async () => {
    const { order, refund } = await approvedCashReturn();
    const empty = await call('POST', `/api/admin/refunds/${refund.id}/hand-back`, undefined, { note: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/Say how the money went back/);
    expect((await call('POST', '/api/admin/refunds/nope/hand-back', undefined, { note: 'x' })).statusCode).toBe(404);
    expect((await call('POST', `/api/admin/refunds/${refund.id}/hand-back`, order.customer.headers, { note: 'x' })).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/refunds?state=lost')).statusCode).toBe(400);
    const stranger = await deliveredOrder(ctx);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/order/${order.orderRef}/refunds`, headers: stranger.customer.headers })).json()).toEqual({ success: true, refunds: [] });
    expect((await ctx.app.services.refunds.find(refund.id))?.state).toBe('manual');
  });
});
