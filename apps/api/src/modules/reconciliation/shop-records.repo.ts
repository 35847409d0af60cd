import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { StatementWindow } from './statement-source.ts';

/** A payment the shop recorded as received in the window (an attempt settled paid, or paid then refunded). */
export type ShopPayment = {
  attemptId: string; provider: string; providerRef: string | null; receipt: string | null; amountCents: number; at: Date;
  orderId: string; orderReference: string; cashierId: string | null; cashierName: string | null;
};

/** A refund the shop recorded as paid back in the window, with the provider that took the order's money. */
export type ShopRefund = { refundId: string; provider: string; amountCents: number; at: Date; orderId: string };

type Rows<T> = { rows: T[] };

/**
 * The shop's side of a day in two queries (no query per order): attempts settled in the window (payment_attempts_settled_idx,
 * migration 0027) with their order and, for cash, the person behind them; refunds marked paid in the window.
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
      const result = await db.execute(sql`
        SELECT r.id AS "refundId", r.amount_cents::bigint AS "amountCents", r.created_at AS "at", o.order_ref AS "orderId",
          COALESCE((SELECT a.provider FROM payment_attempts a WHERE a.order_id = o.id AND a.state IN ('paid', 'refunded')
            ORDER BY a.amount_cents DESC, a.id LIMIT 1), o.payment_method) AS provider
        FROM refunds r JOIN orders o ON o.id = r.order_id
        WHERE r.status = 'paid' AND r.created_at >= ${window.from} AND r.created_at < ${window.to}
        ORDER BY r.created_at, r.id`) as unknown as Rows<ShopRefund & { amountCents: string | number; at: string | Date }>;
      return result.rows.map((row) => ({ ...row, amountCents: Number(row.amountCents), at: new Date(row.at) }));
    },
  };
}

export type ShopRecordsRepo = ReturnType<typeof createShopRecordsRepo>;
