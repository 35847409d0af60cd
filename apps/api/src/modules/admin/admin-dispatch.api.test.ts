import { formatCollectBy, type AdminOrderDetailResponse, type AuditListResponse, type OrderDetailResponse, type OrderView, type PlaceOrderResponse } from '@mitumba/contracts';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer, type SignedIn, type TestContext } from '../../test/app.ts';
import { addToCart, orderPayload } from '../../test/checkout.ts';
import { insertProduct } from '../../test/factories.ts';
import { startAdminTestApp, type AdminCall, type AdminHeaders } from '../../test/admin.ts';
import { courierIdOf } from '../../test/couriers.ts';
import { nairobiDay } from './dashboard/nairobi-days.ts';

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
const g4s = () => courierIdOf(ctx.database.db, 'G4S');
const dispatch = async (orderRef: string, body: object = {}) =>
  call('POST', `/api/admin/orders/${orderRef}/dispatch`, admin, { courier: await g4s(), trackingNumber: 'G4S-7781', reason: 'Handed to the G4S courier', ...body });
const ready = (orderRef: string, body: object = {}, headers: object = admin) =>
  call('POST', `/api/admin/orders/${orderRef}/ready-for-collection`, headers, { place: 'Gikomba Market, stall 14', collectBy: nairobiDay(new Date(Date.now() + 3 * 86_400_000)), ...body });
const paidOrder = async () => {
  const placed = await sidianOrder();
  await pay(placed.orderRef);
  return placed;
};

describe('back office: dispatched orders', () => {
  it('dispatches a paid order once with its courier and tracking number (two racing clicks: 200 and 409), audited, and shows them to the customer', async () => {
    const { customer, orderRef } = await paidOrder();
    const body = { courier: await g4s(), trackingNumber: '  G4S-7781 ', reason: 'Handed to the G4S courier' };
    const responses = await Promise.all([1, 2].map(() => call('POST', `/api/admin/orders/${orderRef}/dispatch`, admin, body)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const refused = responses.find((response) => response.statusCode === 409);
    expect(refused?.json().message).toBe('This order is already marked as dispatched.');
    const detail = (await call('GET', `/api/admin/orders/${orderRef}`)).json() as AdminOrderDetailResponse;
    expect(detail.order).toMatchObject({
      courier: 'G4S', trackingNumber: 'G4S-7781', trackingUrl: 'https://courier.g4s.co.ke/track?waybill=G4S-7781',
      dispatchedAt: expect.any(String), readyForCollectionAt: null, collectionPlace: null, collectBy: null,
    });
    expect(detail.order.dispatchedDate).toBe(detail.order.dispatchedAt);
    const entries = ((await call('GET', `/api/admin/audit?entity=order&entityId=${orderRef}`)).json() as AuditListResponse).entries;
    expect(entries.filter((entry) => entry.action === 'order.dispatch')).toEqual([
      expect.objectContaining({
        reason: 'Handed to the G4S courier',
        before: expect.objectContaining({ dispatchedAt: null, courier: null }), after: expect.objectContaining({ dispatchedAt: expect.any(String), courier: 'G4S', trackingNumber: 'G4S-7781' }),
      }),
    ]);
    const own = (await call('GET', `/api/order/${orderRef}`, customer.headers)).json() as OrderDetailResponse;
    expect(own.order).toMatchObject({ courier: 'G4S', trackingNumber: 'G4S-7781', trackingUrl: 'https://courier.g4s.co.ke/track?waybill=G4S-7781' });
    expect(own.timeline.find((step) => step.kind === 'dispatched')?.text).toBe('Dispatched with G4S, tracking number G4S-7781: your order is on its way');
    const history = (await call('POST', '/api/order/userorders', customer.headers, {})).json() as { orders: OrderView[] };
    expect(history.orders[0]).toMatchObject({ orderId: orderRef, courier: 'G4S', trackingNumber: 'G4S-7781' });
    // Delivery still follows a dispatch.
    expect((await call('POST', `/api/admin/orders/${orderRef}/deliver`, admin, { reason: 'Courier handed it over' })).statusCode).toBe(200);
  });

  it('a courier without a tracking page gives no link', async () => {
    const { orderRef } = await paidOrder();
    const response = await dispatch(orderRef, { courier: await courierIdOf(ctx.database.db, 'Shop rider'), trackingNumber: 'RIDER-1' });
    expect(response.json().order).toMatchObject({ courier: 'Shop rider', trackingNumber: 'RIDER-1', trackingUrl: null });
  });

  it('refuses a missing courier, a bad tracking number, an unknown or turned-off courier (400) and changes nothing', async () => {
    const { orderRef } = await paidOrder();
    const cases: [object, string][] = [
      [{ courier: undefined }, 'Choose a courier'],
      [{ courier: 'G4S' }, 'Choose a courier'],
      [{ trackingNumber: '   ' }, 'Enter the tracking number'],
      [{ trackingNumber: 'AB 12' }, 'The tracking number is letters, digits and dashes, at most 40'],
      [{ trackingNumber: 'A'.repeat(41) }, 'The tracking number is letters, digits and dashes, at most 40'],
      [{ trackingNumber: '<b>1</b>' }, 'The tracking number is letters, digits and dashes, at most 40'],
      [{ courier: '00000000-0000-4000-8000-000000000000' }, 'Choose a courier from the list'],
    ];
    for (const [body, message] of cases) {
      const response = await dispatch(orderRef, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ success: false, message });
    }
    // The old body (a note alone) is refused the same way.
    expect((await call('POST', `/api/admin/orders/${orderRef}/dispatch`, admin, { reason: 'Sent' })).json()).toEqual({ success: false, message: 'Choose a courier' });
    const fargo = await courierIdOf(ctx.database.db, 'Fargo Courier');
    expect((await call('PATCH', `/api/admin/couriers/${fargo}`, admin, { enabled: false })).statusCode).toBe(200);
    const off = await dispatch(orderRef, { courier: fargo });
    expect(off.statusCode).toBe(400);
    expect(off.json().message).toBe('Fargo Courier is turned off: choose another courier');
    await call('PATCH', `/api/admin/couriers/${fargo}`, admin, { enabled: true });
    const order = (await call('GET', `/api/admin/orders/${orderRef}`)).json() as AdminOrderDetailResponse;
    expect(order.order).toMatchObject({ dispatchedAt: null, courier: null, trackingNumber: null });
  });

  it('refuses an unpaid order (422), a cancelled one and a delivered one (409), and a non-admin (403)', async () => {
    const unpaid = await sidianOrder();
    expect((await dispatch(unpaid.orderRef)).statusCode).toBe(422);
    await call('POST', `/api/admin/orders/${unpaid.orderRef}/cancel`, admin, { reason: 'Customer asked by phone' });
    expect((await dispatch(unpaid.orderRef)).json()).toMatchObject({ success: false, message: 'This order was cancelled: it cannot be dispatched.' });
    const delivered = await paidOrder();
    await call('POST', `/api/admin/orders/${delivered.orderRef}/deliver`, admin, { reason: 'Courier handed it over' });
    expect((await dispatch(delivered.orderRef)).statusCode).toBe(409);
    const body = { courier: await g4s(), trackingNumber: 'X-1' };
    expect((await call('POST', `/api/admin/orders/${delivered.orderRef}/dispatch`, delivered.customer.headers, body)).statusCode).toBe(403);
  });
});

describe('back office: ready for collection', () => {
  it('marks a paid order ready once (racing clicks: 200 and 409) with where and until when, audited, on the customer\'s order and timeline', async () => {
    const { customer, orderRef } = await paidOrder();
    const collectBy = nairobiDay(new Date(Date.now() + 3 * 86_400_000));
    const responses = await Promise.all([1, 2].map(() => ready(orderRef, { reason: 'Packed at the stall' })));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(responses.find((response) => response.statusCode === 409)?.json().message).toBe('This order is already marked as ready for collection.');
    const own = (await call('GET', `/api/order/${orderRef}`, customer.headers)).json() as OrderDetailResponse;
    expect(own.order).toMatchObject({ readyForCollectionAt: expect.any(String), collectionPlace: 'Gikomba Market, stall 14', collectBy, courier: null, dispatchedAt: null });
    expect(own.timeline.find((step) => step.kind === 'ready-for-collection')?.text).toBe(`Ready for collection at Gikomba Market, stall 14 until ${formatCollectBy(collectBy)}`);
    const entries = ((await call('GET', `/api/admin/audit?entity=order&entityId=${orderRef}`)).json() as AuditListResponse).entries;
    expect(entries.filter((entry) => entry.action === 'order.ready-for-collection')).toEqual([
      expect.objectContaining({ reason: 'Packed at the stall', before: expect.objectContaining({ readyForCollectionAt: null }), after: expect.objectContaining({ collectionPlace: 'Gikomba Market, stall 14', collectBy }) }),
    ]);
    expect((await call('POST', `/api/admin/orders/${orderRef}/deliver`, admin, {})).statusCode).toBe(200);
  });

  it('a dispatched order may still be ready at a pickup point; unpaid (422), cancelled and delivered (409) orders may not', async () => {
    const sent = await paidOrder();
    await dispatch(sent.orderRef, { courier: await courierIdOf(ctx.database.db, 'Pickup Mtaani'), trackingNumber: 'PM-55' });
    expect((await ready(sent.orderRef, { place: 'Pickup Mtaani agent, Moi Avenue' })).statusCode).toBe(200);
    const unpaid = await sidianOrder();
    const refused = await ready(unpaid.orderRef);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('This order can be marked as ready for collection once it is paid.');
    await call('POST', `/api/admin/orders/${unpaid.orderRef}/cancel`, admin, { reason: 'Customer asked by phone' });
    expect((await ready(unpaid.orderRef)).json()).toEqual({ success: false, message: 'This order was cancelled: it cannot be collected.' });
    const delivered = await paidOrder();
    await call('POST', `/api/admin/orders/${delivered.orderRef}/deliver`, admin, {});
    expect((await ready(delivered.orderRef)).statusCode).toBe(409);
    expect((await ready(delivered.orderRef, {}, delivered.customer.headers)).statusCode).toBe(403);
  });

  it("refuses an order the customer chose to have brought to the door (422): it is dispatched instead", async () => {
    const option = await call('POST', '/api/admin/delivery-options', admin, { county: 'Nairobi', kind: 'door', name: 'Door delivery', fee: 0, etaDays: 1 });
    expect(option.statusCode).toBe(200);
    const optionId = (option.json() as { option: { id: string } }).option.id;
    try {
      const buyer = await signedInCustomer(ctx);
      const productId = await insertProduct(ctx.database.db, { name: 'Wool coat', priceShillings: 3000, stock: { L: 2 } });
      await addToCart(ctx, buyer, productId, 'L');
      const placed = await call('POST', '/api/order/sidian', buyer.headers, await orderPayload(ctx, buyer, { deliveryOptionId: optionId }));
      expect(placed.statusCode, placed.body).toBe(200);
      const orderRef = (placed.json() as PlaceOrderResponse).order.orderId;
      await pay(orderRef);
      const refused = await ready(orderRef);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe("This order goes to the customer's door: dispatch it instead.");
      expect((await dispatch(orderRef)).statusCode).toBe(200);
    } finally {
      // The other tests here place orders without a delivery choice: the shop goes back to having no options.
      await call('PATCH', `/api/admin/delivery-options/${optionId}`, admin, { enabled: false });
    }
  });

  it('refuses a missing place, a date not a date, a past or far day (400) and changes nothing', async () => {
    const { orderRef } = await paidOrder();
    const cases: [object, string][] = [
      [{ place: '  ' }, 'Say where the order can be collected'],
      [{ collectBy: 'Friday' }, 'Give the last day to collect it'],
      [{ collectBy: '2020-01-01' }, 'The last day to collect it cannot be in the past'],
      [{ collectBy: nairobiDay(new Date(Date.now() + 90 * 86_400_000)) }, 'The last day to collect it is at most 60 days ahead'],
    ];
    for (const [body, message] of cases) {
      const response = await ready(orderRef, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ success: false, message });
    }
    expect(((await call('GET', `/api/admin/orders/${orderRef}`)).json() as AdminOrderDetailResponse).order.readyForCollectionAt).toBeNull();
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
