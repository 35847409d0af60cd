import type { BalancePaymentResponse, DepositStatusResponse, TinypesaDepositStatusResponse } from '@mitumba/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer, type SignedIn } from '../../test/app.ts';
import { startCheckoutApp, type SandboxedApp } from '../orders/prompt-checkout.test-support.ts';
import { buyer, payBalance, placedDeposit, settledState, stkAdmin } from './deposit.test-support.ts';

/**
 * The status calls the deposit screens poll (spec 2 §3 status responses, §7): each one's fields, pending then paid or
 * failed, with what the order still owes; another customer's request (or another provider's) is not found; PesaFlux's
 * tokenless call says nothing beyond its minimal fields.
 */
let ctx: SandboxedApp;

beforeAll(async () => {
  ctx = await startCheckoutApp();
});
afterAll(async () => ctx.close());
afterEach(async () => {
  await stkAdmin(ctx).configure({ delayMs: 60 });
});

const get = (url: string, customer?: SignedIn) => ctx.app.inject({ method: 'GET', url, ...(customer ? { headers: customer.headers } : {}) });

describe('M-Pesa and Lipia deposit status', () => {
  it('answers pending, then paid with the receipt, the phone and the balance, on both M-Pesa paths', async () => {
    const { customer } = await buyer(ctx, 10_000);
    await stkAdmin(ctx).configure({ delayMs: 1_500 });
    const placed = await placedDeposit(ctx, customer, '/api/order/deposit', { depositAmount: 8_000, depositPaymentMethod: 'mpesa', mpesaPhone: '0712360001' });
    const requestId = placed.data.mpesaRequestId ?? '';
    const pending = await get(`/api/order/deposit/mpesa-status/${requestId}`, customer);
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toEqual({
      success: true, status: 'pending', transactionId: null, reference: expect.any(String), phone: '+254712360001', receipt: null,
      message: 'Waiting for the M-Pesa PIN', orderId: placed.data.orderId, amount: 8_000, balance: 10_000, paymentError: null,
    });

    expect(await settledState(ctx, requestId)).toBe('paid');
    for (const path of [`/api/order/deposit/mpesa-status/${requestId}`, `/api/order/mpesa/deposit-status/${requestId}`]) {
      const answer = (await get(path, customer)).json() as DepositStatusResponse;
      expect(answer).toMatchObject({ success: true, status: 'paid', message: 'Deposit received', orderId: placed.data.orderId, amount: 8_000, balance: 2_000, paymentError: null });
      expect(answer.receipt).toMatch(/^[A-Z0-9]{10}$/);
      expect(answer.transactionId).toBe(answer.receipt);
    }
  });

  it('answers failed with the provider\'s reason when the deposit prompt is declined', async () => {
    const { customer } = await buyer(ctx, 10_000);
    const placed = await placedDeposit(ctx, customer, '/api/order/deposit', { depositAmount: 8_000, depositPaymentMethod: 'mpesa', mpesaPhone: '0700000001' });
    await settledState(ctx, placed.data.requestId);
    const answer = (await get(`/api/order/deposit/mpesa-status/${placed.data.requestId}`, customer)).json() as DepositStatusResponse;
    expect(answer).toMatchObject({ success: true, status: 'failed', receipt: null, paymentError: { code: expect.any(String), message: expect.any(String) } });
    expect(answer.message).toBe(answer.paymentError?.message);
  });

  it("follows a Lipia balance payment; another customer's request, another provider's, or no token: not answered", async () => {
    const { customer } = await buyer(ctx, 10_000);
    const placed = await placedDeposit(ctx, customer, '/api/order/deposit', { depositAmount: 7_500, depositPaymentMethod: 'lipia', lipiaPhone: '0712360002' });
    expect(await settledState(ctx, placed.data.requestId)).toBe('paid');
    const balance = (await payBalance(ctx, customer, 'lipia', { orderId: placed.data.orderId, amount: 1_000, phone: '0712360002' })).json() as BalancePaymentResponse;
    expect(await settledState(ctx, balance.requestId)).toBe('paid');
    expect((await get(`/api/order/deposit/lipia-status/${balance.requestId}`, customer)).json())
      .toMatchObject({ status: 'paid', orderId: placed.data.orderId, amount: 1_000, balance: 1_500 });

    const stranger = await signedInCustomer(ctx);
    for (const path of [`/api/order/deposit/lipia-status/${balance.requestId}`, `/api/order/deposit/tinypesa-status/${balance.requestId}`]) {
      expect((await get(path, stranger)).statusCode).toBe(404);
    }
    // A Lipia request is not an M-Pesa one, and an id that is no request at all is not found either.
    expect((await get(`/api/order/deposit/mpesa-status/${balance.requestId}`, customer)).statusCode).toBe(404);
    expect((await get('/api/order/deposit/lipia-status/not-a-request', customer)).statusCode).toBe(404);
    expect((await get(`/api/order/deposit/lipia-status/${balance.requestId}`)).statusCode).toBe(401);
  });
});

describe('TinyPesa deposit status', () => {
  it('answers success, paymentStatus, balance, message and tinypesaRequestId', async () => {
    const { customer } = await buyer(ctx, 10_000);
    await stkAdmin(ctx).configure({ delayMs: 1_500 });
    const placed = await placedDeposit(ctx, customer, '/api/order/tinypesa/deposit', { depositAmount: 8_000, tinypesaPhone: '0712360003' });
    const url = `/api/order/deposit/tinypesa-status/${placed.tinypesaRequestId ?? ''}`;
    expect((await get(url, customer)).json()).toEqual({
      success: true, paymentStatus: 'pending', balance: 10_000, message: 'Waiting for the M-Pesa PIN', tinypesaRequestId: placed.tinypesaRequestId,
      orderId: placed.orderId, amount: 8_000, mpesaReceipt: null,
    });
    expect(await settledState(ctx, placed.requestId)).toBe('paid');
    const paid = (await get(url, customer)).json() as TinypesaDepositStatusResponse;
    expect(paid).toMatchObject({ success: true, paymentStatus: 'paid', balance: 2_000, message: 'Deposit received', mpesaReceipt: expect.stringMatching(/^[A-Z0-9]{10}$/) });
    expect((await get(url, await signedInCustomer(ctx))).statusCode).toBe(404);
  });
});

describe('PesaFlux deposit status (no token)', () => {
  it('answers only pesaFluxRequestId, status, the receipt and the amount; an unknown id is not_found', async () => {
    const { customer } = await buyer(ctx, 10_000);
    const placed = await placedDeposit(ctx, customer, '/api/order/deposit/pesaflux', { depositAmount: 8_000, pesafluxPhone: '0712360004' });
    expect(await settledState(ctx, placed.requestId)).toBe('paid');
    const answer = await get(`/api/order/deposit/pesaflux/status/${placed.pesaFluxRequestId ?? ''}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      pesaFluxRequestId: placed.pesaFluxRequestId, status: 'success', paymentDetails: { mpesaReceipt: expect.stringMatching(/^[A-Z0-9]{10}$/) }, order: { amount: 8_000 },
    });
    const unknown = crypto.randomUUID();
    expect((await get(`/api/order/deposit/pesaflux/status/${unknown}`)).json())
      .toEqual({ pesaFluxRequestId: unknown, status: 'not_found', paymentDetails: { mpesaReceipt: null }, order: null });
  });

  it("follows a PesaFlux balance payment, and does not answer for another provider's request", async () => {
    const { customer } = await buyer(ctx, 10_000);
    const placed = await placedDeposit(ctx, customer, '/api/order/deposit', { depositAmount: 8_000, depositPaymentMethod: 'mpesa', mpesaPhone: '0712360005' });
    expect(await settledState(ctx, placed.data.requestId)).toBe('paid');
    const balance = (await payBalance(ctx, customer, 'pesaflux', { orderId: placed.data.orderId, amount: 2_000, phone: '0712360005' })).json() as BalancePaymentResponse;
    expect(await settledState(ctx, balance.requestId)).toBe('paid');
    expect((await get(`/api/order/deposit/pesaflux/status/${balance.pesaFluxRequestId ?? ''}`)).json()).toMatchObject({ status: 'success', order: { amount: 2_000 } });
    expect((await get(`/api/order/deposit/pesaflux/status/${placed.data.requestId}`)).json()).toMatchObject({ status: 'not_found', order: null });
  });
});
