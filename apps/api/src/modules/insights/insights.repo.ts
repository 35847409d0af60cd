import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * The two aggregate reads behind trending and the ranking. They read the orders and catalogue tables directly, and
 * only read: each is one SQL statement over the whole history, which no module's service could answer without
 * loading every order into memory (the rule "through its service, never its tables" is about changing things).
 */

/** An order counts for trending once it is paid and not cancelled (a cancelled sale says little about taste). */
const SOLD = sql.raw(`o.payment_status = 'paid' AND o.status <> 'cancelled'`);
const POPULARITY_DAYS = 90;

export type TrendingRequest = { userId: string | null; ordersUsed: number; limit: number };

export type RankingGroupRow = {
  position: number;
  isYou: boolean;
  firstName: string;
  fullName: string;
  email: string | null;
  phone: string | null;
  totalCents: number;
  orderCount: number;
};

async function rowsOf<Row>(db: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

export function createInsightsRepo(db: Db) {
  return {
    /**
     * Product ids, best first: bought together with the customer's last `ordersUsed` paid orders by other customers
     * (orders that share a product with them), then sold most in the last 90 days, then flagged bestsellers.
     * Only visible products in stock that this customer has never bought. A visitor (userId null) gets the last two.
     */
    async trendingProductIds({ userId, ordersUsed, limit }: TrendingRequest): Promise<string[]> {
      const rows = await rowsOf<{ id: string }>(db, sql`
        WITH my_recent AS (
          SELECT o.id FROM orders o
          WHERE o.user_id = ${userId} AND ${SOLD}
          ORDER BY o.created_at DESC LIMIT ${ordersUsed}
        ),
        my_recent_products AS (
          SELECT DISTINCT oi.product_id FROM order_items oi WHERE oi.order_id IN (SELECT id FROM my_recent)
        ),
        bought AS (
          SELECT DISTINCT oi.product_id FROM order_items oi JOIN orders o ON o.id = oi.order_id
          WHERE o.user_id = ${userId} AND o.payment_status = 'paid'
        ),
        together AS (
          SELECT other.product_id, count(DISTINCT other.order_id) AS orders
          FROM order_items mine
          JOIN orders o ON o.id = mine.order_id AND ${SOLD} AND o.user_id <> ${userId}
          JOIN order_items other ON other.order_id = mine.order_id AND other.product_id <> mine.product_id
          WHERE mine.product_id IN (SELECT product_id FROM my_recent_products)
          GROUP BY other.product_id
        ),
        popular AS (
          SELECT oi.product_id, count(*) AS lines
          FROM orders o JOIN order_items oi ON oi.order_id = o.id
          WHERE ${SOLD} AND o.paid_at >= now() - make_interval(days => ${POPULARITY_DAYS})
          GROUP BY oi.product_id
        )
        SELECT p.id
        FROM products p
        LEFT JOIN together ON together.product_id = p.id
        LEFT JOIN popular ON popular.product_id = p.id
        WHERE p.has_valid_image AND p.total_stock > 0
          AND (together.product_id IS NOT NULL OR popular.product_id IS NOT NULL OR p.bestseller)
          AND p.id NOT IN (SELECT product_id FROM bought)
        ORDER BY coalesce(together.orders, 0) DESC, coalesce(popular.lines, 0) DESC, p.bestseller DESC,
          p.created_at DESC, p.id
        LIMIT ${limit}
      `);
      return rows.map((row) => row.id);
    },

    /**
     * The customers of a period by the total of their delivered orders, best first, in one statement: the top `size`
     * and every row of the viewer's. A customer is the order's delivery e-mail, else its phone (last 9 digits, so
     * 07… and +2547… meet), else a walk-in sale's contact, else the delivery name, else the walk-in name, else the
     * account's e-mail (spec 2 §3 "Ranking order", §9). A row is the viewer's only when every order in it is theirs:
     * someone who types another customer's e-mail into a delivery address joins that customer's row, but never
     * sees it unmasked.
     */
    async rankingRows(period: { from: Date; to: Date }, viewerId: string, size: number): Promise<RankingGroupRow[]> {
      return rowsOf<RankingGroupRow>(db, sql`
        WITH delivered AS (
          SELECT o.user_id, o.amount_cents, o.delivered_at, o.created_at,
            nullif(trim(coalesce(o.address->>'firstName', '')), '') AS first_name,
            nullif(trim(concat_ws(' ', nullif(trim(o.address->>'firstName'), ''), nullif(trim(o.address->>'lastName'), ''))), '') AS address_name,
            nullif(lower(trim(o.address->>'email')), '') AS email,
            nullif(trim(o.address->>'phone'), '') AS phone,
            nullif(right(regexp_replace(coalesce(o.address->>'phone', ''), '[^0-9]', '', 'g'), 9), '') AS phone_key,
            nullif(lower(trim(o.contact)), '') AS contact,
            nullif(trim(o.customer_name), '') AS customer_name,
            u.name AS account_name, lower(u.email) AS account_email
          FROM orders o JOIN users u ON u.id = o.user_id
          WHERE o.status = 'delivered' AND o.delivered_at >= ${period.from} AND o.delivered_at < ${period.to}
        ),
        keyed AS (
          SELECT *, coalesce('e:' || email, 'p:' || phone_key, 'c:' || contact, 'n:' || lower(address_name),
            'w:' || lower(customer_name), 'a:' || account_email) AS customer_key
          FROM delivered
        ),
        grouped AS (
          SELECT customer_key,
            sum(amount_cents)::float8 AS total_cents,
            count(*)::int AS order_count,
            bool_and(user_id = ${viewerId}) AS is_you,
            min(delivered_at) AS first_delivered,
            (array_agg(coalesce(address_name, customer_name, account_name) ORDER BY delivered_at DESC))[1] AS full_name,
            (array_agg(coalesce(first_name, customer_name, account_name) ORDER BY delivered_at DESC))[1] AS first_name,
            (array_agg(email ORDER BY delivered_at DESC) FILTER (WHERE email IS NOT NULL))[1] AS email,
            (array_agg(phone ORDER BY delivered_at DESC) FILTER (WHERE phone IS NOT NULL))[1] AS phone
          FROM keyed GROUP BY customer_key
        ),
        ranked AS (
          SELECT *, row_number() OVER (ORDER BY total_cents DESC, first_delivered, customer_key)::int AS position
          FROM grouped
        )
        SELECT position, is_you AS "isYou", first_name AS "firstName", full_name AS "fullName", email, phone,
          total_cents AS "totalCents", order_count AS "orderCount"
        FROM ranked WHERE position <= ${size} OR is_you
        ORDER BY position
      `);
    },
  };
}

export type InsightsRepo = ReturnType<typeof createInsightsRepo>;
