/**
 * Refund payout benchmark: the real app with the Daraja sandbox mounted (as `npm start` runs it, the emulator's result
 * delay 2 s by default, as in the demo), and ~10 refunds asked for one after another through the public interface:
 * B2C to the sandbox test number. Times each from the request (the committing transaction) to `succeeded` (Daraja's
 * result stored, then confirmed by transaction status). Prints the median and worst; never fails on a timing.
 *
 *   npx node bench/refund-payout.ts
 *   BENCH_REFUNDS=20 BENCH_DELAY_MS=60 npx node bench/refund-payout.ts   (a faster emulator)
 */
import { startTestAppWithSandbox } from '../apps/api/src/test/app.ts';

const REFUNDS = Number(process.env.BENCH_REFUNDS ?? 10);
const DELAY_MS = Number(process.env.BENCH_DELAY_MS ?? 2000);

const ctx = await startTestAppWithSandbox({ mpesa: { delayMs: DELAY_MS } });
try {
  const { refunds } = ctx.app.services;
  const times: number[] = [];
  for (let index = 0; index < REFUNDS; index += 1) {
    const started = performance.now();
    const { refundId } = await ctx.database.db.transaction((tx) => refunds.requestRefundWithin(tx, {
      orderId: null, source: 'unmatched', sourceKey: `bench-${Date.now()}-${index}`, provider: 'mpesa', phone: '0708374149',
      amountCents: 10_000, reason: 'Benchmark', requestedBy: null, now: new Date(),
    }));
    for (;;) {
      const refund = await refunds.find(refundId);
      if (refund?.state === 'succeeded' || refund?.state === 'failed') {
        if (refund.state === 'failed') throw new Error(`refund failed: ${refund.resultMessage}`);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  console.log(`Refund request → succeeded (B2C, result + transaction status, emulator delay ${DELAY_MS} ms, ${ctx.database.kind}): `
    + `median ${median.toFixed(0)} ms, worst ${times.at(-1)!.toFixed(0)} ms over ${REFUNDS}`);
} finally {
  await ctx.close();
}
