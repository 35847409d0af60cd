/**
 * Time from a paybill confirmation to a paid order (decision 0038): the shop with its sandbox on a real port, a
 * paybill order, the emulator pays it from the "customer's phone" (its confirmation POSTed to the shop); the clock
 * stops when the order reads paid. Median and p90 over 20 runs after 3 warm-up runs, on PGlite. Prints, never fails.
 */
import { payPaybill, paybillOrder, startPaybillApp } from '../apps/api/src/modules/payments/c2b/c2b-test-support.ts';
import { ensureCatalogBasics } from '../apps/api/src/test/factories.ts';

const ctx = await startPaybillApp();
await ensureCatalogBasics(ctx.database.db);
const times: number[] = [];
for (let run = 0; run < 23; run += 1) {
  const { order } = await paybillOrder(ctx, 1_000 + run);
  const started = performance.now();
  await payPaybill(ctx, { account: order.reference, amount: 1_000 + run });
  for (;;) {
    const now = await ctx.app.services.orders.findByRef(order.orderRef);
    if (now?.paymentStatus === 'paid') break;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  if (run >= 3) times.push(performance.now() - started);
}
await ctx.close();
times.sort((a, b) => a - b);
const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!.toFixed(1);
console.log(`c2b confirmation → paid order (PGlite, ${times.length} runs): median ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${at(1)} ms`);
