/**
 * A rolling restart under a light load through nginx: shoppers buying with cash (POSTs nobody may send twice) and
 * readers browsing, while each instance in turn gets SIGTERM, exits by itself, starts again and becomes ready. Every
 * answer is counted; the load's requests must all succeed (none refused by the shop, none lost), and the fault
 * suite's invariants (stock, payments, orders) must hold on the shop's database afterwards.
 */
import { addLoadAccounts, sleep } from '../faults/harness.ts';
import { invariants, snapshotStock } from '../faults/invariants.ts';
import { Tally, runLoad, type Stocked } from '../faults/load.ts';
import { signInAs } from './accounts.ts';
import { CUSTOMER_EMAIL, type Check } from './checks.ts';
import { DRAIN_MS, SHOP_DATABASE } from './cluster.ts';
import { msUntil, openEventStream } from './http.ts';

/** nginx leaves an instance alone for fail_timeout (deploy/nginx/mitumba-upstream.conf: 5 s) after it refused; then a little more. */
const REJOIN_MS = 6_000;
const LOAD_MS = 45_000;

export const rollingRestart: Check = {
  name: 'rolling restart under load: no failed request',
  async run({ instances, nginx, postgres }) {
    const sql = <Row>(text: string, values?: unknown[]) => postgres.sql<Row>(text, values, SHOP_DATABASE);
    await addLoadAccounts(postgres, SHOP_DATABASE);
    await snapshotStock(sql);
    const stocked = await sql<Stocked>(`
      SELECT ps.product_id AS "productId", ps.weight FROM product_stock ps JOIN products p ON p.id = ps.product_id
       WHERE ps.quantity >= 3 AND p.archived_at IS NULL AND p.has_valid_image ORDER BY md5(ps.product_id::text || ps.weight)`);
    // A chat stream through nginx: it must be told to come back (retry) and end when its instance stops.
    const stream = openEventStream(`${nginx.url}/api/messages/stream`, await signInAs(nginx.url, CUSTOMER_EMAIL));
    await msUntil('the stream opening', async () => stream.text().length > 0, 5_000);

    const tally = new Tally();
    const load = runLoad({ baseUrl: nginx.url, tally, stocked, shoppers: 4, readers: 2, durationMs: LOAD_MS, pay: 'cash' });
    const restarts: string[] = [];
    const slowStops: string[] = [];
    // As between two restarts: at the cluster's start nginx may have left an instance alone (refused while it was
    // starting, e.g. the other's start-up calls to the sandbox through the balancer); restarting the other one within
    // that fail_timeout leaves no live upstream (seen once: 502×48).
    await sleep(REJOIN_MS);
    for (const [index, instance] of instances.entries()) {
      const stopping = Date.now();
      await instance.stop();
      const stopped = Date.now() - stopping;
      // Longer than the drain and a little: something held the shutdown; its warnings say what.
      if (stopped > DRAIN_MS + 3_000) slowStops.push(`${'AB'[index]}: ${instance.output().trim().split('\n').slice(-3).join(' | ')}`);
      await instance.start();
      restarts.push(`${'AB'[index]}: exited in ${(stopped / 1000).toFixed(1)} s, ready ${((Date.now() - stopping) / 1000).toFixed(1)} s after SIGTERM`);
      await sleep(REJOIN_MS);
    }
    const purchases = await load;
    const streamEnded = await Promise.race([stream.ended.then(() => true), sleep(1_000).then(() => false)]);
    stream.close();

    const problems: string[] = [];
    const failed = [...tally.outcomes].filter(([outcome]) => !/^[24]\d\d$/.test(outcome));
    if (failed.length > 0) problems.push(`failed requests: ${tally.failures()}`);
    if (purchases.resent > 0 || purchases.unresolved.length > 0) problems.push(`${purchases.resent} placements sent again, ${purchases.unresolved.length} unresolved`);
    if (purchases.acknowledged.length === 0) problems.push('no order was placed during the restarts');
    // Every stream starts with `retry: 5000`; a closing instance's last words are a sooner one (1–3 s).
    if (!streamEnded || !/^retry: [12]\d{3}$/m.test(stream.text())) problems.push('the chat stream was not ended with a retry hint');
    for (const instance of instances) if (instance.crashes.length > 0) problems.push(`crashes: ${instance.crashes.join('; ')}`);
    // process_alive is about one API child: both instances' crashes are looked at above.
    const dataInvariants = invariants.filter((invariant) => invariant.name !== 'process_alive');
    for (const invariant of dataInvariants) {
      const rows = await invariant.offending({ sql, api: instances[0], token: '', acknowledged: purchases.acknowledged })
        .catch((error: unknown) => [`check failed: ${(error as Error).message}`]);
      if (rows.length > 0) problems.push(`${invariant.name}: ${JSON.stringify(rows.slice(0, 3))}`);
    }
    const figures = `${tally.requests} requests, ${purchases.acknowledged.length} orders placed, answers other than 200: ${tally.failures()}; ${restarts.join('; ')}`;
    if (problems.length > 0) throw new Error(`${problems.join('\n')}\n${figures}`);
    const slow = slowStops.length > 0 ? `; slow shutdowns: ${slowStops.join('; ')}` : '';
    return `${figures}; chat stream ended with a retry hint; ${dataInvariants.length} invariants held${slow}`;
  },
};
