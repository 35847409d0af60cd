/**
 * What must hold after any fault, checked in SQL on the scenario's database once the load is over. Each check answers
 * the offending rows (none: it held). To add one, append it to `invariants`; a scenario that changes what an
 * invariant compares with (a restock adds stock) updates its baseline (e.g. faults_stock_snapshot) itself.
 */
import { call } from './load.ts';
import { sleep } from './harness.ts';
import type { ApiProcess } from './harness.ts';

export type InvariantContext = {
  /** One statement on the scenario's database. */
  sql<Row = Record<string, unknown>>(text: string, values?: unknown[]): Promise<Row[]>;
  api: ApiProcess;
  /** A signed-in shopper's token, for the health check. */
  token: string;
  /** orderIds the API answered 200 for. */
  acknowledged: string[];
};

export type Invariant = { name: string; description: string; offending(context: InvariantContext): Promise<unknown[]> };

/** Units of each product weight the shop accounts for: on the shelf plus held by orders that still hold their stock. */
const STOCK_LEDGER = `
  SELECT ps.product_id, ps.weight, ps.quantity + coalesce(held.quantity, 0) AS accounted
    FROM product_stock ps
    LEFT JOIN (SELECT oi.product_id, oi.weight, sum(oi.quantity)::int AS quantity
                 FROM order_items oi JOIN orders o ON o.id = oi.order_id
                WHERE o.stock_held
                GROUP BY oi.product_id, oi.weight) held
      ON held.product_id = ps.product_id AND held.weight = ps.weight`;

/** The baseline of `stock_conserved`, taken before the load (a table of the scenario's database). */
export async function snapshotStock(sql: InvariantContext['sql']): Promise<void> {
  await sql(`DROP TABLE IF EXISTS faults_stock_snapshot`);
  await sql(`CREATE TABLE faults_stock_snapshot AS ${STOCK_LEDGER}`);
}

export const invariants: Invariant[] = [
  {
    name: 'stock_conserved',
    description: 'on-shelf stock + units held by orders (stock_held) equals the snapshot taken before the load, per product weight',
    offending: ({ sql }) => sql(`
      WITH now AS (${STOCK_LEDGER})
      SELECT coalesce(before.product_id, now.product_id) AS product_id, coalesce(before.weight, now.weight) AS weight,
             before.accounted AS before, now.accounted AS now
        FROM faults_stock_snapshot before FULL JOIN now ON now.product_id = before.product_id AND now.weight = before.weight
       WHERE before.accounted IS DISTINCT FROM now.accounted`),
  },
  {
    name: 'orders_have_items',
    description: 'every order has at least one item',
    offending: ({ sql }) => sql(`SELECT o.order_ref FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_items oi WHERE oi.order_id = o.id)`),
  },
  {
    name: 'payment_status_matches_attempts',
    description: "an order is 'paid' iff its paid (or since refunded) attempts cover its amount",
    offending: ({ sql }) => sql(`
      SELECT o.order_ref, o.payment_status, o.amount_cents, coalesce(sum(a.amount_cents), 0)::bigint AS paid_cents
        FROM orders o LEFT JOIN payment_attempts a ON a.order_id = o.id AND a.state IN ('paid', 'refunded')
       GROUP BY o.id
      HAVING (o.payment_status = 'paid') <> (count(a.id) > 0 AND coalesce(sum(a.amount_cents), 0) >= o.amount_cents)`),
  },
  {
    name: 'one_order_per_ref',
    description: 'no orderId (order_ref) was placed twice',
    offending: ({ sql }) => sql(`SELECT order_ref, count(*)::int AS orders FROM orders GROUP BY order_ref HAVING count(*) > 1`),
  },
  {
    name: 'acknowledged_orders_exist',
    description: 'every placement the API answered 200 for is in the database (an answer is never lost)',
    offending: ({ sql, acknowledged }) => sql(
      `SELECT ref AS order_ref FROM unnest($1::text[]) AS ref WHERE NOT EXISTS (SELECT 1 FROM orders WHERE order_ref = ref)`, [acknowledged]),
  },
  {
    name: 'waiting_orders_have_a_payment',
    description: 'every order waiting for an online payment has a pending attempt that can still end it (placement and attempt commit together)',
    offending: ({ sql }) => sql(`
      SELECT o.order_ref FROM orders o
       WHERE o.payment_status = 'pending' AND o.awaits_online_payment AND o.status <> 'cancelled'
         AND NOT EXISTS (SELECT 1 FROM payment_attempts a WHERE a.order_id = o.id AND a.state = 'pending')`),
  },
  {
    name: 'side_effects_done',
    description: 'every side-effect job ran (none dead, none left queued), after giving the worker up to 45 s: a job claimed by a killed worker waits out its 30 s claim',
    offending: async ({ sql }) => {
      const left = () => sql(`SELECT kind, key, state, tries, last_error FROM outbox_jobs WHERE state <> 'done' ORDER BY created_at LIMIT 20`);
      for (let waited = 0; waited < 45_000; waited += 250) {
        if ((await left()).length === 0) return [];
        await sleep(250);
      }
      return left();
    },
  },
  {
    name: 'orders_have_their_mail',
    description: "every order a customer placed offline has its 'placed' e-mail job, and every paid online order its 'paid' one (written with the order)",
    offending: ({ sql }) => sql(`
      SELECT o.order_ref, o.payment_method, o.payment_status FROM orders o
       WHERE o.customer_name IS NULL
         AND ((o.offline_expires_at IS NOT NULL OR o.payment_method IN ('cash', 'cod', 'sidian'))
              AND NOT EXISTS (SELECT 1 FROM outbox_jobs j WHERE j.kind = 'order.mail' AND j.key = 'placed:' || o.order_ref)
           OR o.awaits_online_payment AND o.payment_status = 'paid'
              AND NOT EXISTS (SELECT 1 FROM outbox_jobs j WHERE j.kind = 'order.mail' AND j.key = 'paid:' || o.order_ref))`),
  },
  {
    name: 'notifications_processed',
    description: 'every provider notification the shop acknowledged was stored and processed',
    offending: ({ sql }) => sql(`SELECT id, provider, received_at FROM provider_callbacks WHERE processed_at IS NULL`),
  },
  {
    name: 'mpesa_paid_has_receipt',
    description: 'every paid M-Pesa attempt has its M-Pesa receipt (from the callback, or from the inbox when a status query settled it)',
    offending: ({ sql }) => sql(`
      SELECT o.order_ref, a.id AS attempt_id FROM payment_attempts a JOIN orders o ON o.id = a.order_id
       WHERE a.provider = 'mpesa' AND a.state = 'paid' AND a.receipt IS NULL`),
  },
  {
    name: 'paid_orders_left_the_cart',
    description: "what a paid online order bought is no longer in its customer's cart: no line for it untouched since before the payment",
    offending: ({ sql }) => sql(`
      SELECT o.order_ref, oi.product_id, oi.weight, ci.quantity AS in_cart, ci.updated_at, o.paid_at
        FROM orders o JOIN order_items oi ON oi.order_id = o.id
        JOIN cart_items ci ON ci.user_id = o.user_id AND ci.product_id = oi.product_id AND ci.weight = oi.weight
       WHERE o.awaits_online_payment AND o.payment_status = 'paid' AND ci.updated_at <= o.paid_at`),
  },
  {
    name: 'mail_sent_once',
    description: "no e-mail job ran twice: one 'Order … received' or 'Payment received for …' mail per order, and no more 'Back in stock' mails to a customer than their notified entries for that product",
    offending: ({ sql }) => sql(`
      SELECT m.to, m.subject, count(*)::int AS mails,
             (SELECT max(j.tries) FROM outbox_jobs j WHERE j.kind = 'order.mail'
                 AND split_part(j.key, ':', 2) = substring(m.subject FROM 'ORD-[A-Za-z0-9-]+')) AS job_tries
        FROM mail_outbox m
       WHERE m.subject LIKE 'Payment received for %' OR m.subject LIKE 'Order % received'
       GROUP BY m.to, m.subject HAVING count(*) > 1
      UNION ALL
      SELECT m.to, m.subject, count(*)::int AS mails, NULL AS job_tries FROM mail_outbox m
       WHERE m.subject LIKE 'Back in stock: %'
       GROUP BY m.to, m.subject
      HAVING count(*) > (SELECT count(*) FROM waitlist_entries w JOIN users u ON u.id = w.user_id JOIN products p ON p.id = w.product_id
                          WHERE u.email = m.to AND w.status = 'notified' AND 'Back in stock: ' || p.name = m.subject)`),
  },
  {
    name: 'waitlist_notified_has_mail',
    description: "every waitlist entry marked notified has its 'Back in stock' e-mail to that customer (notified means the e-mail went out)",
    offending: ({ sql }) => sql(`
      SELECT w.id, u.email, p.name, w.weight FROM waitlist_entries w JOIN users u ON u.id = w.user_id JOIN products p ON p.id = w.product_id
       WHERE w.status = 'notified'
         AND NOT EXISTS (SELECT 1 FROM mail_outbox m WHERE m.to = u.email AND m.subject = 'Back in stock: ' || p.name)`),
  },
  {
    name: 'waitlist_restocked_notified',
    description: 'no waitlist entry still waits for a weight that is in stock, after giving the worker up to 45 s (a restock enqueues one notice per waiting entry)',
    offending: async ({ sql }) => {
      const left = () => sql(`
        SELECT w.id, w.product_id, w.weight, ps.quantity AS in_stock,
               (SELECT j.state FROM outbox_jobs j WHERE j.kind = 'waitlist.notice' AND j.key = w.id::text) AS notice_job
          FROM waitlist_entries w JOIN product_stock ps ON ps.product_id = w.product_id AND ps.weight = w.weight
         WHERE w.status = 'pending' AND ps.quantity > 0 LIMIT 20`);
      for (let waited = 0; waited < 45_000; waited += 250) {
        if ((await left()).length === 0) return [];
        await sleep(250);
      }
      return left();
    },
  },
  {
    name: 'process_alive',
    description: 'the API never exited by itself, and answers a signed-in request that reads the database',
    offending: async ({ api, token }) => {
      const problems: unknown[] = [...api.crashes];
      if (!api.running()) problems.push('not running');
      const { outcome } = await call(api.baseUrl, undefined, 'POST', '/api/cart/get', { token, body: {} });
      if (outcome !== 200) problems.push(`cart read answered ${outcome}`);
      return problems;
    },
  },
];
