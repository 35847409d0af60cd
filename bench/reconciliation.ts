/**
 * Reconciliation of a busy day: 500 paid orders (BENCH_ORDERS) across Paystack, Stripe, Razorpay, M-Pesa and cash,
 * each card payment also on its emulator's statement (read over HTTP, paged as in production), then the day asked
 * 20 times through the real app on a fresh PGlite. Prints milliseconds per reconciliation and the plan of the shop's
 * query; never fails on a timing.
 *
 *   node bench/reconciliation.ts
 */
import { startTestAppWithSandbox } from '../apps/api/src/test/app.ts';
import { startAdminTestApp } from '../apps/api/src/test/admin.ts';
import { pastDay, recordPaid, statementControl } from '../apps/api/src/modules/reconciliation/reconciliation.test-support.ts';
import { sql } from 'drizzle-orm';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 500);
const RUNS = 20;
const providers = ['paystack', 'stripe', 'razorpay', 'mpesa', 'cash'] as const;

const { ctx, call } = await startAdminTestApp(() => startTestAppWithSandbox());
try {
  const day = pastDay(1);
  const db = ctx.database.db;
  for (let index = 0; index < ORDERS; index += 1) {
    const provider = providers[index % providers.length]!;
    const at = day.at((index / ORDERS) * 24);
    const amount = 50_000 + index * 100;
    if (provider === 'paystack') {
      await statementControl(`${ctx.baseUrl}/sandbox/paystack`, { reference: `MTB-bench-${index}`, amount, at: at.toISOString() });
      await recordPaid(db, { provider, providerRef: `MTB-bench-${index}`, amountCents: amount, at });
    } else if (provider === 'stripe') {
      const intent = `pi_test_Bench${String(index).padStart(19, '0')}`;
      await statementControl(`${ctx.baseUrl}/sandbox/stripe`, { reference: intent, amount, at: at.toISOString() });
      await recordPaid(db, { provider, providerRef: `cs_test_bench_${index}`, receipt: intent, amountCents: amount, at });
    } else if (provider === 'razorpay') {
      const planted = await statementControl(`${ctx.baseUrl}/sandbox/razorpay`, { amount, at: at.toISOString() });
      await recordPaid(db, { provider, providerRef: planted.order.id, receipt: planted.payment.id, amountCents: amount, at });
    } else {
      await recordPaid(db, { provider, providerRef: `${provider}-bench-${index}`, amountCents: amount, at });
    }
  }
  const times: number[] = [];
  for (let run = 0; run < RUNS + 2; run += 1) {
    const started = performance.now();
    const response = await call('GET', `/api/admin/reconciliation?date=${day.date}`);
    if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
    const body = response.json() as { differences: unknown[] };
    if (body.differences.length !== 0) throw new Error(`expected a clean day, got ${body.differences.length} differences`);
    if (run >= 2) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(1);
  console.log(`Reconciliation of a day with ${ORDERS} paid orders (${providers.join(', ')}), statements read over HTTP, ${RUNS} runs:`);
  console.log(`  median ${at(0.5)} ms   p95 ${at(0.95)} ms   max ${at(1)} ms`);
  const plan = await db.execute(sql`EXPLAIN SELECT id FROM payment_attempts WHERE state IN ('paid', 'refunded')
    AND settled_at >= ${day.at(0)} AND settled_at < ${day.at(24)}`) as unknown as { rows: Array<Record<string, string>> };
  console.log('  shop query plan:', plan.rows.map((row) => Object.values(row)[0]).join(' | '));
} finally {
  await ctx.close();
}
