import { sleep } from '../harness.ts';
import { snapshotStock } from '../invariants.ts';
import { backOffice } from '../restock.ts';
import { killAndRestart, type Scenario } from '../scenario.ts';
import { purchasePhone } from '../load.ts';

/** Products sold out before the load, waited for by every shopper, and restocked by the admin during it. */
const RESTOCKED_PRODUCTS = 6;
const RESTOCK = 4;

/**
 * The API killed with SIGKILL twice while shoppers pay with M-Pesa (the sandbox in the API process approves every
 * prompt after 500 ms, so callbacks are in flight when the kill lands) and the admin restocks sold-out products that
 * every shopper waits for. The shoppers repeat a placement that got no answer with the same orderId and poll its
 * status; the admin repeats a stock change until answered. A prompt the killed sandbox forgot leaves its attempt
 * pending (a waiting order with a pending payment) until reconciliation expires it.
 */
const scenario: Scenario = {
  name: 'mpesa-restock-kill-9',
  env: { SANDBOX_MPESA_AUTO_APPROVE: 'true', SANDBOX_MPESA_DELAY_MS: '500' },
  async run(context) {
    const { api, sql, tally, stocked, load } = context;
    const setupUntil = Date.now() + 30_000;
    const office = await backOffice(api.baseUrl, tally, setupUntil);
    const products = (await sql<{ id: string }>(`
      SELECT p.id FROM products p WHERE p.archived_at IS NULL AND p.has_valid_image ORDER BY md5(p.id::text) LIMIT $1`, [RESTOCKED_PRODUCTS])).map((row) => row.id);
    // Sold out through the back office before the load; the stock baseline is taken again (nothing else ran yet).
    let waiting = 0;
    for (const productId of products) {
      const [weight] = await office.setStock(productId, 0, setupUntil);
      if (weight) waiting += await office.joinWaitlist(productId, weight, 8, setupUntil);
    }
    await snapshotStock(sql);
    const restocks = (async () => {
      for (const [index, productId] of products.entries()) {
        await sleep(index === 0 ? 1_000 : 1_600);
        await office.setStock(productId, RESTOCK, Date.now() + 40_000);
        await sql(`UPDATE faults_stock_snapshot SET accounted = accounted + $2 WHERE product_id = $1`, [productId, RESTOCK]);
      }
    })();
    const purchases = load({
      // At most 10 purchases each, on a phone each: within the shop's prompt limits per customer and per phone.
      shoppers: 8, readers: 1, durationMs: 11_000, pay: 'mpesa', settleWithinMs: 6_000, maxPurchases: 10, phoneOf: purchasePhone,
      stocked: stocked.filter((line) => !products.includes(line.productId)),
    });
    const recoveryMs = await killAndRestart(context, [3_000, 3_500]);
    await restocks;
    return {
      purchases: await purchases, recoveryMs,
      faults: `2 × kill -9; ${products.length} restocks, ${waiting} waiting`,
    };
  },
};

export default scenario;
