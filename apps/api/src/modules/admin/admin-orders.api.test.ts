import type { AdminOrderDetailResponse, AdminOrderListResponse, AuditListResponse, PlaceOrderResponse } from '@mitumba/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer, type TestContext } from '../../test/app.ts';
import { addToCart, cashierOf, orderPayload, stockOf } from '../../test/checkout.ts';
import { insertProduct } from '../../test/factories.ts';
import { deliveredOrder } from '../after-sale/after-sale.test-support.ts';
import { startAdminTestApp, type AdminCall, type AdminHeaders } from '../../test/admin.ts';
import { dispatchBody } from '../../test/couriers.ts';

let ctx: TestContext;
let admin: AdminHeaders;
let call: AdminCall;

beforeAll(async () => {
  ({ ctx, admin, call } = await startAdminTestApp());
});
afterAll(async () => ctx.close());

async function sidianOrder() {
  const customer = await signedInCustomer(ctx);
  const productId = await insertProduct(ctx.database.db, { priceShillings: 2500, stock: { M: 3 } });
  await addToCart(ctx, customer, productId, 'M');
  const response = await call('POST', '/api/order/sidian', customer.headers, await orderPayload(ctx, customer));
  if (response.statusCode !== 200) throw new Error(`placement: ${response.body}`);
  return { customer, productId, orderRef: (response.json() as PlaceOrderResponse).order.orderId };
}
const audit = async (orderRef: string) => ((await call('GET', `/api/admin/audit?entity=order&entityId=${orderRef}`)).json() as AuditListResponse).entries;

describe('back office: orders', () => {
  it('confirms a Sidian payment once when two confirmations race, with one event carrying the admin and one audit row', async () => {
    const { orderRef } = await sidianOrder();
    const body = { reference: 'QK12AB34CD', reason: 'Seen on the bank statement' };
    const responses = await Promise.all([1, 2].map(() => call('POST', `/api/admin/orders/${orderRef}/confirm-payment`, admin, body)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const detail = (await call('GET', `/api/admin/orders/${orderRef}`)).json() as AdminOrderDetailResponse;
    expect(detail.order.paymentStatus).toBe('paid');
    const manual = detail.attempts.flatMap((attempt) => attempt.events).filter((event) => event.source === 'manual');
    expect(manual).toHaveLength(1);
    expect(manual[0]?.actorId).toEqual(expect.any(String));
    const entries = await audit(orderRef);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'order.confirm-payment', reason: body.reason, before: { paymentStatus: 'pending' }, after: { paymentStatus: 'paid' } });
  });

  it('delivers a paid order and refuses an unpaid one (422) or a second time (409)', async () => {
    const { orderRef } = await sidianOrder();
    expect((await call('POST', `/api/admin/orders/${orderRef}/deliver`, admin, { reason: 'Courier handed it over' })).statusCode).toBe(422);
    await call('POST', `/api/admin/orders/${orderRef}/confirm-payment`, admin, { reference: 'REF1', reason: 'Bank statement' });
    const delivered = await call('POST', `/api/admin/orders/${orderRef}/deliver`, admin, { reason: 'Courier handed it over' });
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json().order.status).toBe('Delivered');
    expect((await call('POST', `/api/admin/orders/${orderRef}/deliver`, admin, { reason: 'Courier handed it over' })).statusCode).toBe(409);
    expect((await audit(orderRef)).map((entry) => entry.action)).toEqual(['order.deliver', 'order.confirm-payment']);
  });

  it('confirms, dispatches and delivers without a reason (routine: a note is optional); a cancellation still needs one', async () => {
    const { orderRef } = await sidianOrder();
    expect((await call('POST', `/api/admin/orders/${orderRef}/confirm-payment`, admin, {})).json()).toMatchObject({ success: false, message: 'The payment reference is required' });
    const confirmed = await call('POST', `/api/admin/orders/${orderRef}/confirm-payment`, admin, { reference: 'QK98ZY76XW' });
    expect(confirmed.statusCode).toBe(200);
    expect((await call('POST', `/api/admin/orders/${orderRef}/dispatch`, admin, await dispatchBody(ctx.database.db))).statusCode).toBe(200);
    const tooLong = await call('POST', `/api/admin/orders/${orderRef}/deliver`, admin, { reason: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ success: false, message: expect.stringMatching(/at most 500 characters/) });
    expect((await call('POST', `/api/admin/orders/${orderRef}/deliver`, admin, {})).statusCode).toBe(200);
    const entries = await audit(orderRef);
    expect(entries.map((entry) => [entry.action, entry.reason])).toEqual([['order.deliver', null], ['order.dispatch', null], ['order.confirm-payment', null]]);
    const detail = (await call('GET', `/api/admin/orders/${orderRef}`)).json() as AdminOrderDetailResponse;
    expect(detail.attempts.flatMap((attempt) => attempt.events).find((event) => event.source === 'manual')?.note).toBe('Paybill transfer received (QK98ZY76XW)');

    const unpaid = await sidianOrder();
    const refused = await call('POST', `/api/admin/orders/${unpaid.orderRef}/cancel`, admin, { reason: '' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, message: expect.stringMatching(/A reason is required/) });
  });

  it('cancels an unpaid order with its stock back once, and refuses a paid one', async () => {
    const { orderRef, productId } = await sidianOrder();
    expect(await stockOf(ctx, productId, 'M')).toBe(2);
    const responses = await Promise.all([1, 2].map(() => call('POST', `/api/admin/orders/${orderRef}/cancel`, admin, { reason: 'Customer asked by phone' })));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(ctx, productId, 'M')).toBe(3);
    expect((await audit(orderRef))[0]).toMatchObject({ action: 'order.cancel', after: { status: 'cancelled' } });
    const paid = await sidianOrder();
    await call('POST', `/api/admin/orders/${paid.orderRef}/confirm-payment`, admin, { reference: 'REF2', reason: 'Bank statement' });
    expect((await call('POST', `/api/admin/orders/${paid.orderRef}/cancel`, admin, { reason: 'No reason really' })).statusCode).toBe(422);
  });

  it('decides a cancellation request, audited', async () => {
    const order = await deliveredOrder(ctx);
    await call('POST', '/api/order/request-cancellation', order.customer.headers, { orderId: order.orderRef, reason: 'damaged' });
    const decided = await call('POST', `/api/admin/cancellations/${order.orderRef}/decide`, admin, { approve: true, reason: 'Photos show the tear' });
    expect(decided.statusCode).toBe(200);
    expect(decided.json().order.status).toBe('Cancelled');
    expect((await call('POST', `/api/admin/cancellations/${order.orderRef}/decide`, admin, { approve: false, reason: 'Changed my mind' })).statusCode).toBe(409);
    expect((await audit(order.orderRef))[0]).toMatchObject({ action: 'cancellation.approve', before: { cancellationRequest: 'pending' }, after: { cancellationRequest: 'approved', status: 'cancelled' } });
  });

  it('filters, searches and pages the order list; refuses a missing reason', async () => {
    const first = await sidianOrder();
    const second = await sidianOrder();
    const byRef = (await call('GET', `/api/admin/orders?q=${second.orderRef}`)).json() as AdminOrderListResponse;
    expect(byRef.orders.map((row) => row.order.orderId)).toEqual([second.orderRef]);
    // The short reference as a customer quotes it over the phone: lower case, a space in the middle.
    const quoted = `${byRef.orders[0]!.order.reference.slice(0, 3).toLowerCase()} ${byRef.orders[0]!.order.reference.slice(3).toLowerCase()}`;
    const byReference = (await call('GET', `/api/admin/orders?q=${encodeURIComponent(quoted)}`)).json() as AdminOrderListResponse;
    expect(byReference.orders.map((row) => row.order.orderId)).toEqual([second.orderRef]);
    const byEmail = (await call('GET', `/api/admin/orders?q=${encodeURIComponent(first.customer.user.email)}`)).json() as AdminOrderListResponse;
    expect(byEmail.orders.map((row) => row.order.orderId)).toEqual([first.orderRef]);
    const page1 = (await call('GET', '/api/admin/orders?method=sidian&paymentStatus=pending&limit=1')).json() as AdminOrderListResponse;
    expect(page1.orders[0]?.order.orderId).toBe(second.orderRef);
    const page2 = (await call('GET', `/api/admin/orders?method=sidian&paymentStatus=pending&limit=1&cursor=${page1.nextCursor}`)).json() as AdminOrderListResponse;
    expect(page2.orders[0]?.order.orderId).toBe(first.orderRef);
    expect((await call('GET', '/api/admin/orders?status=delivered&method=cod')).json().orders).toEqual([]);
    expect((await call('POST', `/api/admin/orders/${first.orderRef}/cancel`, admin, {})).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/orders?limit=51')).statusCode).toBe(400);
  });

  it('flags orders waiting for the shop: unread messages from their customer and an undecided cancellation request, and filters on them', async () => {
    const waiting = await deliveredOrder(ctx);
    await call('POST', '/api/order/request-cancellation', waiting.customer.headers, { orderId: waiting.orderRef, reason: 'damaged' });
    const chatty = await sidianOrder();
    for (const content of ['When will it come?', 'Please call me']) await call('POST', '/api/messages', chatty.customer.headers, { content });
    const quiet = await sidianOrder();

    const rowOf = async (orderRef: string) => ((await call('GET', `/api/admin/orders?q=${orderRef}`)).json() as AdminOrderListResponse).orders[0];
    expect(await rowOf(waiting.orderRef)).toMatchObject({ unreadMessages: 0, order: { cancellationStatus: 'pending' } });
    expect(await rowOf(chatty.orderRef)).toMatchObject({ unreadMessages: 2, order: { cancellationStatus: null } });
    expect((await rowOf(quiet.orderRef))?.unreadMessages).toBe(0);

    const refsOf = async (attention: string) => ((await call('GET', `/api/admin/orders?attention=${attention}&limit=50`)).json() as AdminOrderListResponse).orders.map((row) => row.order.orderId);
    expect(await refsOf('cancellation')).toContain(waiting.orderRef);
    expect(await refsOf('cancellation')).not.toContain(chatty.orderRef);
    expect(await refsOf('messages')).toContain(chatty.orderRef);
    expect(await refsOf('messages')).not.toContain(quiet.orderRef);
    const wrong = await call('GET', '/api/admin/orders?attention=everything');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ success: false, message: expect.stringMatching(/attention must be cancellation or messages/) });

    // Once the shop has read the conversation, the flag goes.
    await call('GET', `/api/admin/messages/${chatty.customer.user.id}`);
    expect((await rowOf(chatty.orderRef))?.unreadMessages).toBe(0);
  });

  it('answers a visitor 401 and a customer or cashier 403', async () => {
    const customer = await signedInCustomer(ctx);
    const counter = await cashierOf(ctx);
    for (const url of ['/api/admin/orders', '/api/admin/audit']) {
      expect((await call('GET', url, {})).statusCode).toBe(401);
      expect((await call('GET', url, customer.headers)).statusCode).toBe(403);
      expect((await call('GET', url, counter.headers)).statusCode).toBe(403);
    }
  });
});
