import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { StatementWindow } from './statement-source.ts';

/** A payment the shop recorded as received in the window (an attempt settled paid, or paid then refunded). */
export type ShopPayment = {
  attemptId: string; provider: string; providerRef: string | null; receipt: string | null; amountCents: number; at: Date;
  orderId: string; orderReference: string; cashierId: string | null; cashierName: string | null;
};

/** A refund the shop recorded as paid back in the window, with the provider that took the order's money. */
export type ShopRefund = { refundId: string; provider: string; amountCents: number; at: Date; orderId: string | null };

type Rows<T> = { rows: T[] };

/**
 * The shop's side of a day in two queries (no query per order): attempts settled in the window (payment_attempts_settled_idx,
 * migration 0027) with their order and, for cash, the person behind them; refunds that reached the customer in the window.
 */
export function createShopRecordsRepo(db: Db) {
  return {
    async payments(window: StatementWindow): Promise<ShopPayment[]> {
      const result = await db.execute(sql`
        SELECT a.id AS "attemptId", a.provider, a.provider_ref AS "providerRef", a.receipt, a.amount_cents::bigint AS "amountCents",
          a.settled_at AS "at", o.order_ref AS "orderId", o.reference AS "orderReference", person.id AS "cashierId", person.name AS "cashierName"
        FROM payment_attempts a
        JOIN orders o ON o.id = a.order_id
        LEFT JOIN LATERAL (
          SELECT u.id, u.name FROM users u
          WHERE a.provider IN ('cash', 'cod') AND u.id = COALESCE(o.security_code_cashier_id, o.placed_by, (
            SELECT e.actor_id FROM payment_events e WHERE e.attempt_id = a.id AND e.actor_id IS NOT NULL ORDER BY e.created_at DESC LIMIT 1))
        ) person ON true
        WHERE a.state IN ('paid', 'refunded') AND a.settled_at >= ${window.from} AND a.settled_at < ${window.to}
        ORDER BY a.settled_at, a.id`) as unknown as Rows<ShopPayment & { amountCents: string | number; at: string | Date }>;
      return result.rows.map((row) => ({ ...row, amountCents: Number(row.amountCents), at: new Date(row.at) }));
    },

    async refunds(window: StatementWindow): Promise<ShopRefund[]> {
      // A refund counts on the day it reached the customer (decision 0039: `succeeded`, settled), under the provider
      // that paid it out; money paid back for a payment no order had carries no order.
      const result = await db.execute(sql`
        SELECT r.id AS "refundId", r.amount_cents::bigint AS "amountCents", r.settled_at AS "at", o.order_ref AS "orderId", r.provider
        FROM refunds r LEFT JOIN orders o ON o.id = r.order_id
        WHERE r.state = 'succeeded' AND r.settled_at >= ${window.from} AND r.settled_at < ${window.to}
        ORDER BY r.settled_at, r.id`) as unknown as Rows<ShopRefund & { amountCents: string | number; at: string | Date }>;
      return result.rows.map((row) => ({ ...row, amountCents: Number(row.amountCents), at: new Date(row.at) }));
    },
  };
}

export type ShopRecordsRepo = ReturnType<typeof createShopRecordsRepo>;
