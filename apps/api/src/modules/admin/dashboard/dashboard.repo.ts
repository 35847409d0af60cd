import { LOW_STOCK_BELOW } from '@mitumba/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';

/**
 * The dashboard's aggregate reads, straight from the orders and catalogue tables and read-only (as insights does):
 * one statement each, no per-order or per-product queries.
 */

/** A sale counts once paid, unless the shop took the order back (cancelled after payment: refunded). */
const SOLD = sql.raw(`payment_status = 'paid' AND status <> 'cancelled'`);
/** The Nairobi day of a time (UTC+3 all year). */
const NAIROBI_DAY = sql.raw(`to_char((paid_at AT TIME ZONE 'UTC') + interval '3 hours', 'YYYY-MM-DD')`);
const LOW_STOCK_LIMIT = 50;

async function rowsOf<Row>(db: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

export function createDashboardRepo(db: Db) {
  return {
    /** Paid sales since `since` per Nairobi day and method (orders_paid_idx: a range over paid orders only). */
    salesByDayAndMethod: (since: Date) => rowsOf<{ day: string; method: string; cents: number | string; orders: number }>(db, sql`
      SELECT ${NAIROBI_DAY} AS day, payment_method AS method, sum(amount_cents) AS cents, count(*)::int AS orders
      FROM orders WHERE ${SOLD} AND paid_at >= ${since.toISOString()}::timestamptz
      GROUP BY 1, 2`),

    /** Every order counted by status and payment status. */
    ordersByStatus: () => rowsOf<{ status: string; payment_status: string; count: number }>(db, sql`
      SELECT status, payment_status, count(*)::int AS count FROM orders GROUP BY 1, 2`),

    /**
     * What waits for a reply: customers' unread chat messages (and from how many customers) on the partial unread
     * index, and undecided cancellation requests as the orders list filters them. One statement.
     */
    async waiting(): Promise<{ unread_messages: number; unread_conversations: number; pending_cancellations: number }> {
      const [row] = await rowsOf<{ unread_messages: number; unread_conversations: number; pending_cancellations: number }>(db, sql`
        SELECT count(*)::int AS unread_messages, count(DISTINCT customer_id)::int AS unread_conversations,
          (SELECT count(*)::int FROM orders WHERE cancellation_status = 'pending') AS pending_cancellations
        FROM chat_messages WHERE NOT from_shop AND read_at IS NULL`);
      return row ?? { unread_messages: 0, unread_conversations: 0, pending_cancellations: 0 };
    },

    /** Weights of products still on sale with fewer than LOW_STOCK_BELOW units, fewest first. */
    lowStock: () => rowsOf<{ product_id: string; name: string; weights: string[]; weight: string; quantity: number }>(db, sql`
      SELECT s.product_id, p.name, p.weights, s.weight, s.quantity
      FROM product_stock s JOIN products p ON p.id = s.product_id
      WHERE s.quantity < ${LOW_STOCK_BELOW} AND p.archived_at IS NULL
      ORDER BY s.quantity, p.name, s.weight
      LIMIT ${LOW_STOCK_LIMIT}`),
  };
}

export type DashboardRepo = ReturnType<typeof createDashboardRepo>;
