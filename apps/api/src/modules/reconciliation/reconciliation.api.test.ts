import type { ReconciliationResponse } from '@mitumba/contracts';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminTestApp } from '../../test/admin.ts';
import { startTestApp, startTestAppWithSandbox } from '../../test/app.ts';
import { insertUser } from '../../test/factories.ts';
import { pastDay, recordPaid, statementControl } from './reconciliation.test-support.ts';

/**
 * A day's money side by side through the real emulators over HTTP: the shop's records on one side, each card
 * provider's list endpoint on the other, with differences planted through the emulators' statement controls.
 */
let setup: Awaited<ReturnType<typeof startAdminTestApp<Awaited<ReturnType<typeof startTestAppWithSandbox>>>>>;
let sandbox: string;
const busy = pastDay(3);
const clean = pastDay(4);
const planted: Record<string, { matched: string; absentThere: string; amountsDiffer: string; thereNotHere: string }> = {};
/** An M-Pesa payment the shop recorded that its shortcode's statement (Pull Transactions, read from the emulator) lacks. */
let mpesaAbsentThere = '';

const reconcile = async (date: string) => {
  const response = await setup.call('GET', `/api/admin/reconciliation?date=${date}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ReconciliationResponse;
};

beforeAll(async () => {
  setup = await startAdminTestApp(() => startTestAppWithSandbox());
  sandbox = `${setup.ctx.baseUrl}/sandbox`;
  const db = setup.ctx.database.db;
  // Paystack: references are the shop's own (the attempt's providerRef).
  await statementControl(`${sandbox}/paystack`, { reference: 'MTB-matched-1', amount: 150_000, at: busy.at(1).toISOString() });
  await recordPaid(db, { provider: 'paystack', providerRef: 'MTB-matched-1', receipt: '4099260001', amountCents: 150_000, at: busy.at(1) });
  const paystackAbsent = await recordPaid(db, { provider: 'paystack', providerRef: 'MTB-absent-1', amountCents: 200_000, at: busy.at(9) });
  await statementControl(`${sandbox}/paystack`, { reference: 'MTB-differs-1', amount: 99_000, at: busy.at(12).toISOString() });
  await statementControl(`${sandbox}/paystack`, { amount: 110_000 }, 'MTB-differs-1');
  const paystackDiffers = await recordPaid(db, { provider: 'paystack', providerRef: 'MTB-differs-1', amountCents: 100_000, at: busy.at(12) });
  const paystackStranger = await statementControl(`${sandbox}/paystack`, { amount: 70_000, at: busy.at(20).toISOString() });
  planted.paystack = { matched: 'MTB-matched-1', absentThere: paystackAbsent.orderRef, amountsDiffer: paystackDiffers.orderRef, thereNotHere: paystackStranger.data.reference };

  // Razorpay: the shop keeps the payment id as the attempt's receipt (its providerRef is the order id).
  const razorpayMatched = await statementControl(`${sandbox}/razorpay`, { amount: 330_000, at: busy.at(2).toISOString() });
  await recordPaid(db, { provider: 'razorpay', providerRef: razorpayMatched.order.id, receipt: razorpayMatched.payment.id, amountCents: 330_000, at: busy.at(2) });
  const razorpayAbsent = await recordPaid(db, { provider: 'razorpay', providerRef: 'order_AbsentThere0001', receipt: 'pay_AbsentThere00001', amountCents: 45_000, at: busy.at(23.9) });
  const razorpayDiffering = await statementControl(`${sandbox}/razorpay`, { amount: 80_000, at: busy.at(14).toISOString() });
  const razorpayDiffers = await recordPaid(db, { provider: 'razorpay', providerRef: razorpayDiffering.order.id, receipt: razorpayDiffering.payment.id, amountCents: 85_000, at: busy.at(14) });
  const razorpayStranger = await statementControl(`${sandbox}/razorpay`, { amount: 61_000, at: busy.at(0.5).toISOString() });
  planted.razorpay = { matched: razorpayMatched.payment.id, absentThere: razorpayAbsent.orderRef, amountsDiffer: razorpayDiffers.orderRef, thereNotHere: razorpayStranger.payment.id };

  // The clean day: one payment per provider, each on both sides; one just before the busy day's midnight (Nairobi).
  await statementControl(`${sandbox}/paystack`, { reference: 'MTB-clean-1', amount: 50_000, at: clean.at(23.99).toISOString() });
  await recordPaid(db, { provider: 'paystack', providerRef: 'MTB-clean-1', amountCents: 50_000, at: clean.at(23.99) });
  await statementControl(`${sandbox}/stripe`, { reference: 'pi_test_CleanDayPaymentIntent01', amount: 75_000, at: clean.at(0).toISOString() });
  await recordPaid(db, { provider: 'stripe', providerRef: 'cs_test_clean', receipt: 'pi_test_CleanDayPaymentIntent01', amountCents: 75_000, at: clean.at(0) });

  // Stripe on the busy day: the PaymentIntent is the attempt's receipt (its providerRef is the Checkout Session).
  await statementControl(`${sandbox}/stripe`, { reference: 'pi_test_MatchedPaymentIntent01', amount: 120_000, at: busy.at(3).toISOString() });
  await recordPaid(db, { provider: 'stripe', providerRef: 'cs_test_matched', receipt: 'pi_test_MatchedPaymentIntent01', amountCents: 120_000, at: busy.at(3) });

  // Money with no statement: cash per cashier. And an M-Pesa payment its shortcode's statement does not list.
  const cashier = await insertUser(db, { role: 'cashier' });
  await recordPaid(db, { provider: 'cash', providerRef: 'counter-1', amountCents: 40_000, at: busy.at(11), cashierId: cashier.id });
  await recordPaid(db, { provider: 'cash', providerRef: 'counter-2', amountCents: 10_000, at: busy.at(15), cashierId: cashier.id });
  mpesaAbsentThere = (await recordPaid(db, { provider: 'mpesa', providerRef: 'ws_CO_1', receipt: 'TKR4XYZ123', amountCents: 25_000, at: busy.at(16) })).orderRef;
});
afterAll(() => setup.ctx.close());

describe('GET /api/admin/reconciliation', () => {
  it('lists exactly the planted differences of each kind on Paystack and Razorpay (and M-Pesa), and nothing for what agrees', async () => {
    const day = await reconcile(busy.date);
    const seen = day.differences.map((difference) => [difference.ledger, difference.kind, difference.orderId ?? difference.providerRef]).sort();
    expect(seen).toEqual([
      ['mpesa', 'missing-there', mpesaAbsentThere],
      ['paystack', 'amount-differs', planted.paystack!.amountsDiffer],
      ['paystack', 'missing-here', planted.paystack!.thereNotHere],
      ['paystack', 'missing-there', planted.paystack!.absentThere],
      ['razorpay', 'amount-differs', planted.razorpay!.amountsDiffer],
      ['razorpay', 'missing-here', planted.razorpay!.thereNotHere],
      ['razorpay', 'missing-there', planted.razorpay!.absentThere],
    ].sort());
    const differs = day.differences.find((difference) => difference.ledger === 'paystack' && difference.kind === 'amount-differs');
    expect(differs).toMatchObject({ shopAmountCents: 100_000, providerAmountCents: 110_000, entry: 'payment' });

    const ledger = (id: string) => day.ledgers.find((one) => one.id === id)!;
    expect(ledger('paystack').shop).toEqual({ paidCents: 450_000, refundedCents: 0, netCents: 450_000, count: 3, refundCount: 0 });
    expect(ledger('paystack').provider).toEqual({ status: 'read', totals: { paidCents: 330_000, refundedCents: 0, netCents: 330_000, count: 3, refundCount: 0 } });
    expect(ledger('stripe').provider).toMatchObject({ status: 'read', totals: { paidCents: 120_000, count: 1 } });
    expect(ledger('mpesa')).toMatchObject({ shop: { paidCents: 25_000, count: 1 }, provider: { status: 'read', totals: { paidCents: 0, count: 0 } } });
    expect(ledger('cash').provider.status).toBe('none');
    expect(ledger('cash').cashiers).toEqual([expect.objectContaining({ paidCents: 50_000, count: 2, name: expect.stringMatching(/^Test User/) })]);
    // Ledgers with differences come first.
    expect(day.ledgers.slice(0, 3).map((one) => one.id).sort()).toEqual(['mpesa', 'paystack', 'razorpay']);
  });

  it('shows no difference for a day where both sides agree, the Nairobi day bounding it', async () => {
    const day = await reconcile(clean.date);
    expect(day.differences).toEqual([]);
    expect(day.window).toEqual({ from: clean.at(0).toISOString(), to: clean.at(24).toISOString() });
    expect(day.ledgers.find((one) => one.id === 'paystack')?.shop.paidCents).toBe(50_000);
    expect(day.ledgers.find((one) => one.id === 'stripe')?.provider).toMatchObject({ status: 'read', totals: { paidCents: 75_000, count: 1 } });
  });

  it('refuses a missing, malformed, impossible or future date with a clear message, and anyone but an admin', async () => {
    for (const query of ['', '?date=yesterday', '?date=2026-02-30', '?date=2026-13-01', `?date=${pastDay(-1).date}`]) {
      const response = await setup.call('GET', `/api/admin/reconciliation${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: expect.stringContaining('date=YYYY-MM-DD') });
    }
    const customer = await insertUser(setup.ctx.database.db);
    const { token } = await setup.ctx.app.auth.startSession(customer.id);
    expect((await setup.call('GET', `/api/admin/reconciliation?date=${busy.date}`, { authorization: `Bearer ${token}` })).statusCode).toBe(403);
    expect((await setup.call('GET', `/api/admin/reconciliation?date=${busy.date}`, {})).statusCode).toBe(401);
  });

  it('exports the same day as CSV: each difference, then each ledger on both sides', async () => {
    const day = await reconcile(busy.date);
    const response = await setup.call('GET', `/api/admin/reconciliation/export.csv?date=${busy.date}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(`mitumba-reconciliation-${busy.date}.csv`);
    const rows = parse(response.body, { columns: true }) as Record<string, string>[];
    const differenceRows = rows.filter((row) => ['Paid here but absent there', 'There but not here', 'Amounts differ'].includes(row.row!));
    expect(differenceRows).toHaveLength(day.differences.length);
    expect(differenceRows.find((row) => row.row === 'Amounts differ' && row.ledger === 'Paystack')).toMatchObject({ 'shop KES': '1000.00', 'provider KES': '1100.00' });
    expect(rows.find((row) => row.ledger === 'Paystack' && row.row === 'Paid')).toMatchObject({ 'shop KES': '4500.00', 'provider KES': '3300.00' });
    expect(rows.find((row) => row.ledger === 'M-Pesa' && row.row === 'Paid')).toMatchObject({ 'shop KES': '250.00', 'provider KES': '0.00' });
    expect(rows.some((row) => row.ledger === 'Cash' && row.row?.startsWith('Taken by Test User') && row['shop KES'] === '500.00')).toBe(true);
  });
});

describe('a provider that does not answer', () => {
  it('is reported as could not be read with why, never as zero', async () => {
    const offline = await startAdminTestApp(() => startTestApp({ PAYSTACK_BASE_URL: 'http://127.0.0.1:9', PAYMENTS_PROVIDER_TIMEOUT_MS: '2000' }));
    try {
      await recordPaid(offline.ctx.database.db, { provider: 'paystack', providerRef: 'MTB-offline', amountCents: 10_000, at: busy.at(5) });
      const response = await offline.call('GET', `/api/admin/reconciliation?date=${busy.date}`);
      expect(response.statusCode).toBe(200);
      const paystack = (response.json() as ReconciliationResponse).ledgers.find((one) => one.id === 'paystack')!;
      expect(paystack.provider).toEqual({ status: 'unreadable', reason: expect.stringContaining('No answer from 127.0.0.1:9') });
      expect(paystack.shop.paidCents).toBe(10_000);
      expect((response.json() as ReconciliationResponse).differences.filter((difference) => difference.ledger === 'paystack')).toEqual([]);
    } finally {
      await offline.ctx.close();
    }
  });
});
