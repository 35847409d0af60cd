import type { AdminOrderDetailResponse, AuditListResponse, DepositPlacementResponse, OrderDetailResponse, OrderView } from '@mitumba/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions, coupons } from '../../db/schema/index.ts';
import { signedInCustomer, type SignedIn, type TestContext } from '../../test/app.ts';
import { addToCart, cashierOf, orderPayload, stockOf } from '../../test/checkout.ts';
import { insertProduct } from '../../test/factories.ts';
import { startAdminTestApp, type AdminCall, type AdminHeaders } from '../../test/admin.ts';

/**
 * The back office and deposit orders (spec 2 §5): a bank deposit and bank payments towards the balance are confirmed
 * by hand, once; a deposit order with money in is cancelled as a whole, its paid parts raised to hand back.
 */
let ctx: TestContext;
let admin: AdminHeaders;
let call: AdminCall;

beforeAll(async () => {
  ({ ctx, admin, call } = await startAdminTestApp());
});
afterAll(async () => ctx.close());

/**
 * A new customer's Ksh 10,000 order with a deposit of Ksh 7,500 (at least 75 %), by bank transfer or cash with the
 * cashier's code; `extra` joins the order payload (a coupon).
 */
async function depositOrder(method: 'bank' | 'cash', extra: Record<string, unknown> = {}) {
  const customer = await signedInCustomer(ctx);
  const productId = await insertProduct(ctx.database.db, { priceShillings: 10_000, stock: { M: 3 } });
  await addToCart(ctx, customer, productId, 'M');
  const securityCode = method === 'cash' ? { securityCode: await (await cashierOf(ctx)).code() } : {};
  const payload = { ...(await orderPayload(ctx, customer)), depositAmount: 7500, depositPaymentMethod: method, ...securityCode, ...extra };
  const response = await call('POST', '/api/order/deposit', customer.headers, payload);
  if (response.statusCode !== 200) throw new Error(`deposit placement: ${response.body}`);
  return { customer, productId, orderRef: (response.json() as DepositPlacementResponse).data.orderId };
}

const detailOf = async (orderRef: string) => (await call('GET', `/api/admin/orders/${orderRef}`)).json() as AdminOrderDetailResponse;
const audit = async (orderRef: string) => ((await call('GET', `/api/admin/audit?entity=order&entityId=${orderRef}`)).json() as AuditListResponse).entries;
const confirm = (orderRef: string, reference: string) =>
  call('POST', `/api/admin/orders/${orderRef}/confirm-payment`, admin, { reference, reason: 'Seen on the Sidian statement' });
const cancel = (orderRef: string) => call('POST', `/api/admin/orders/${orderRef}/cancel`, admin, { reason: 'Customer asked by phone' });

async function payBalanceByBank(customer: SignedIn, orderRef: string, amount: number) {
  const response = await call('POST', '/api/order/deposit/bank', customer.headers, { orderId: orderRef, amount });
  if (response.statusCode !== 200) throw new Error(`balance payment: ${response.body}`);
}

const timelineOf = async (customer: SignedIn, orderRef: string) =>
  ((await call('GET', `/api/order/${orderRef}`, customer.headers)).json() as OrderDetailResponse).timeline.map((step) => step.text);

describe('back office: confirming the bank payments of a deposit order', () => {
  it('confirms a bank deposit once under two clicks: the order is secured with its balance open, not paid', async () => {
    const { customer, orderRef } = await depositOrder('bank');

    const first = await Promise.all([1, 2].map(() => confirm(orderRef, 'SDB1234567')));
    expect(first.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const secured = first.find((response) => response.statusCode === 200)!.json() as { message: string; order: OrderView };
    expect(secured.message).toBe('Payment confirmed: Ksh 2,500.00 left to pay');
    expect(secured.order).toMatchObject({ paymentStatus: 'pending', status: 'Pending', balance: 2500, balanceOpen: true });
    expect(secured.order.deposits).toEqual([expect.objectContaining({ purpose: 'deposit', amount: 7500, status: 'paid', paymentMethod: 'bank' })]);
    // Nothing else is waiting: a third confirmation has nothing to confirm.
    expect((await confirm(orderRef, 'SDB1234567')).statusCode).toBe(409);

    const detail = await detailOf(orderRef);
    expect(detail.attempts.map((attempt) => [attempt.purpose, attempt.provider, attempt.state, attempt.amount, attempt.receipt])).toEqual([
      ['deposit', 'sidian', 'paid', 7500, 'SDB1234567'],
    ]);
    const manual = detail.attempts.flatMap((attempt) => attempt.events).filter((event) => event.source === 'manual');
    expect(manual.map((event) => event.note)).toEqual(['Deposit paybill transfer received (SDB1234567): Seen on the Sidian statement']);
    expect(manual[0]?.actorId).toEqual(expect.any(String));
    expect(await audit(orderRef)).toEqual([expect.objectContaining({
      action: 'order.confirm-payment', before: expect.objectContaining({ paymentStatus: 'pending' }), after: expect.objectContaining({ paymentStatus: 'pending' }),
    })]);
    expect(await timelineOf(customer, orderRef)).toEqual([
      'Order placed',
      'Waiting for your bank transfer of ksh 7,500 for the deposit',
      'Deposit of ksh 7,500 confirmed by the shop',
    ]);
  });

  it('confirms a bank payment towards the balance once: the last shillings make the order paid', async () => {
    const { customer, orderRef } = await depositOrder('cash');
    await payBalanceByBank(customer, orderRef, 2500);
    const responses = await Promise.all([1, 2].map(() => confirm(orderRef, 'SDB7654321')));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(responses.find((response) => response.statusCode === 200)!.json()).toMatchObject({
      message: 'Payment confirmed: the order is paid', order: { paymentStatus: 'paid', balance: 0, balanceOpen: false },
    });

    const detail = await detailOf(orderRef);
    expect(detail.attempts.map((attempt) => [attempt.purpose, attempt.provider, attempt.state, attempt.amount])).toEqual([
      ['deposit', 'cash', 'paid', 7500],
      ['balance', 'sidian', 'paid', 2500],
    ]);
    expect(detail.attempts[1]?.events.filter((event) => event.source === 'manual').map((event) => event.note))
      .toEqual(['Paybill transfer towards the balance received (SDB7654321): Seen on the Sidian statement']);
    expect((await audit(orderRef)).map((entry) => entry.action)).toEqual(['order.confirm-payment']);
    expect((await timelineOf(customer, orderRef)).slice(1)).toEqual([
      'Deposit of ksh 7,500 paid in cash',
      'Waiting for your bank transfer of ksh 2,500 towards the balance',
      'ksh 2,500 towards the balance confirmed by the shop',
    ]);
  });

  it('finds nothing to confirm on a cash deposit', async () => {
    const { orderRef } = await depositOrder('cash');
    const refused = await confirm(orderRef, 'CASH1');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('No bank or cash payment of this order is waiting to be confirmed.');
  });
});

describe('back office: cancelling a deposit order', () => {
  it('calls off the waiting balance payment, cancels the order once under two clicks, gives its stock and coupon back and raises the deposit to hand back', async () => {
    await ctx.database.db.insert(coupons).values({ code: 'DEPO500', kind: 'fixed', value: 50_000, perUserLimit: 1 });
    const { customer, orderRef, productId } = await depositOrder('cash', { couponCode: 'DEPO500', amount: 9500 });
    const redemptions = () => ctx.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderRef, orderRef));
    expect(await redemptions()).toHaveLength(1);
    await payBalanceByBank(customer, orderRef, 1000);
    expect(await stockOf(ctx, productId, 'M')).toBe(2);

    const responses = await Promise.all([1, 2].map(() => cancel(orderRef)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(ctx, productId, 'M')).toBe(3);
    expect(await redemptions()).toHaveLength(0);

    const detail = await detailOf(orderRef);
    expect(detail.order).toMatchObject({ status: 'Cancelled', amount: 9500, balanceOpen: false });
    expect(detail.attempts.map((attempt) => [attempt.purpose, attempt.state])).toEqual([['deposit', 'paid'], ['balance', 'cancelled']]);
    const deposit = detail.attempts[0]!;
    const flags = (await ctx.app.services.payments.openFlags()).filter((flag) => flag.attemptId === deposit.id);
    expect(flags).toHaveLength(1);
    expect(flags[0]?.reason).toBe(`Order ${orderRef} was cancelled by the shop with part of it paid (Customer asked by phone): `
      + 'hand back the Cash part of Ksh 7,500.00, then record the refund.');
    expect((await audit(orderRef))).toEqual([expect.objectContaining({ action: 'order.cancel', after: expect.objectContaining({ status: 'cancelled' }) })]);
    expect((await timelineOf(customer, orderRef)).slice(-2)).toEqual([
      'The payment of ksh 1,000 towards the balance was called off by the shop',
      'The order was cancelled: the ksh 7,500 you paid for the deposit will be handed back to you',
    ]);
    // Nothing more can be paid towards it.
    expect((await call('POST', '/api/order/deposit/bank', customer.headers, { orderId: orderRef, amount: 500 })).statusCode).toBe(409);
  });

  it('cancels a deposit order whose bank deposit never came like any unpaid order, and refuses a paid-off one', async () => {
    const waiting = await depositOrder('bank');
    expect((await cancel(waiting.orderRef)).statusCode).toBe(200);
    expect(await stockOf(ctx, waiting.productId, 'M')).toBe(3);
    expect((await detailOf(waiting.orderRef)).attempts.map((attempt) => [attempt.purpose, attempt.state])).toEqual([['deposit', 'cancelled']]);
    expect((await ctx.app.services.payments.openFlags()).some((flag) => flag.reason.includes(waiting.orderRef))).toBe(false);

    const paidOff = await depositOrder('cash');
    await payBalanceByBank(paidOff.customer, paidOff.orderRef, 2500);
    expect((await confirm(paidOff.orderRef, 'SDB0000001')).json().order.paymentStatus).toBe('paid');
    const refused = await cancel(paidOff.orderRef);
    expect(refused.statusCode).toBe(422);
    expect(await stockOf(ctx, paidOff.productId, 'M')).toBe(2);
  });
});
