import type { AuditListResponse, OrderDetailResponse, PlaceOrderResponse } from '@mitumba/contracts';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer, type SignedIn, type TestContext } from '../../test/app.ts';
import { addToCart, orderPayload } from '../../test/checkout.ts';
import { insertProduct } from '../../test/factories.ts';
import { startAdminTestApp, type AdminCall, type AdminHeaders } from '../../test/admin.ts';

let ctx: TestContext;
let admin: AdminHeaders;
let call: AdminCall;

beforeAll(async () => {
  ({ ctx, admin, call } = await startAdminTestApp());
});
afterAll(async () => ctx.close());

async function sidianOrder(customer?: SignedIn) {
  const buyer = customer ?? await signedInCustomer(ctx);
  const productId = await insertProduct(ctx.database.db, { name: 'Denim jacket', priceShillings: 2500, stock: { M: 3 } });
  await addToCart(ctx, buyer, productId, 'M');
  const response = await call('POST', '/api/order/sidian', buyer.headers, await orderPayload(ctx, buyer));
  if (response.statusCode !== 200) throw new Error(`placement: ${response.body}`);
  return { customer: buyer, orderRef: (response.json() as PlaceOrderResponse).order.orderId };
}
const pay = (orderRef: string) => call('POST', `/api/admin/orders/${orderRef}/confirm-payment`, admin, { reference: 'QK12AB34CD', reason: 'Bank statement' });
const dispatch = (orderRef: string) => call('POST', `/api/admin/orders/${orderRef}/dispatch`, admin, { reason: 'Handed to the G4S courier' });

describe('back office: dispatched orders', () => {
  it('dispatches a paid order once (two racing clicks: 200 and 409), audited, and shows it in the customer timeline', async () => {
    const { customer, orderRef } = await sidianOrder();
    await pay(orderRef);
    const responses = await Promise.all([1, 2].map(() => dispatch(orderRef)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const refused = responses.find((response) => response.statusCode === 409);
    expect(refused?.json().message).toBe('This order is already marked as dispatched.');
    const detail = (await call('GET', `/api/admin/orders/${orderRef}`)).json();
    expect(detail.order.dispatchedDate).toEqual(expect.any(String));
    const entries = ((await call('GET', `/api/admin/audit?entity=order&entityId=${orderRef}`)).json() as AuditListResponse).entries;
    expect(entries.filter((entry) => entry.action === 'order.dispatch')).toEqual([
      expect.objectContaining({ reason: 'Handed to the G4S courier', before: expect.objectContaining({ dispatchedAt: null }), after: expect.objectContaining({ dispatchedAt: expect.any(String) }) }),
    ]);
    const own = (await call('GET', `/api/order/${orderRef}`, customer.headers)).json() as OrderDetailResponse;
    expect(own.timeline.map((step) => step.kind)).toContain('dispatched');
    // Delivery still follows a dispatch.
    expect((await call('POST', `/api/admin/orders/${orderRef}/deliver`, admin, { reason: 'Courier handed it over' })).statusCode).toBe(200);
  });

  it('refuses an unpaid order (422), a cancelled one and a delivered one (409), and a non-admin (403)', async () => {
    const unpaid = await sidianOrder();
    expect((await dispatch(unpaid.orderRef)).statusCode).toBe(422);
    await call('POST', `/api/admin/orders/${unpaid.orderRef}/cancel`, admin, { reason: 'Customer asked by phone' });
    expect((await dispatch(unpaid.orderRef)).json()).toMatchObject({ success: false, message: 'This order was cancelled: it cannot be dispatched.' });
    const delivered = await sidianOrder();
    await pay(delivered.orderRef);
    await call('POST', `/api/admin/orders/${delivered.orderRef}/deliver`, admin, { reason: 'Courier handed it over' });
    expect((await dispatch(delivered.orderRef)).statusCode).toBe(409);
    expect((await call('POST', `/api/admin/orders/${delivered.orderRef}/dispatch`, delivered.customer.headers, { reason: 'Trying my luck' })).statusCode).toBe(403);
  });
});

describe('back office: orders CSV', () => {
  it('streams every order matching the filters as an attachment, with customer text made inert', async () => {
    const customer = await signedInCustomer(ctx);
    const { orderRef } = await sidianOrder(customer);
    const response = await call('GET', `/api/admin/orders/export.csv?q=${orderRef}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="mitumba-orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parse(response.body, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ order_id: orderRef, payment_status: 'pending', amount: expect.stringMatching(/^\d/), items: '1 x Denim jacket (M)' });
    const all = parse((await call('GET', '/api/admin/orders/export.csv?paymentStatus=paid')).body, { columns: true }) as Record<string, string>[];
    expect(all.length).toBeGreaterThan(1);
    expect(all.every((row) => row.payment_status === 'paid')).toBe(true);
    expect((await call('GET', '/api/admin/orders/export.csv', customer.headers)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/orders/export.csv?from=yesterday')).statusCode).toBe(400);
  });
});
