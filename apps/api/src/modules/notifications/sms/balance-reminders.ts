import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { OrderFactsRow, OrderTexts } from './order-texts.ts';

/** How long after a deposit order's last payment its customer is reminded of the balance, and again after as long. */
const REMIND_AFTER_DAYS = 2;
/** Orders reminded per run at most (the next run takes the rest). */
const BATCH = 500;

type Due = OrderFactsRow & { balanceCents: number };

/**
 * The balance reminder (decision 0042): a deposit order still open with money owed, whose last payment is
 * REMIND_AFTER_DAYS old and which was not reminded within as long, gets an SMS. Each is keyed by order and day, so
 * two runs on one day (or two instances) text it once.
 */
export function createBalanceReminders(deps: { db: Db; texts: OrderTexts }) {
  async function due(now: Date): Promise<Due[]> {
    const result = await deps.db.execute(sql`
      SELECT o.id, o.user_id AS "userId", o.reference, o.amount_cents::float8 AS "amountCents", o.payment_method AS "paymentMethod",
        o.payment_status AS "paymentStatus", o.customer_name AS "customerName",
        (o.amount_cents - coalesce(sum(a.amount_cents) FILTER (WHERE a.state = 'paid'), 0))::float8 AS "balanceCents"
      FROM orders o JOIN payment_attempts a ON a.order_id = o.id
      WHERE o.status = 'placed' AND o.payment_status = 'pending'
      GROUP BY o.id
      HAVING bool_or(a.purpose = 'deposit' AND a.state = 'paid')
        AND max(a.settled_at) FILTER (WHERE a.state = 'paid') <= ${now}::timestamptz - make_interval(days => ${REMIND_AFTER_DAYS})
        AND NOT EXISTS (
          SELECT 1 FROM sms_messages s WHERE s.order_id = o.id AND s.cause_key LIKE 'balance-reminder:%'
            AND s.created_at > ${now}::timestamptz - make_interval(days => ${REMIND_AFTER_DAYS}))
      LIMIT ${BATCH}`);
    return (result as unknown as { rows: Due[] }).rows.filter((row) => row.balanceCents > 0);
  }

  return {
    /** Reminds every order due now; answers how many were reminded. */
    async run(now = new Date()): Promise<number> {
      const day = now.toISOString().slice(0, 10);
      const orders = await due(now);
      for (const order of orders) await deps.db.transaction((tx) => deps.texts.balanceReminderWithin(tx, order, order.balanceCents, day));
      return orders.length;
    },
  };
}

export type BalanceReminders = ReturnType<typeof createBalanceReminders>;
