import { centsToShillings, formatTotal } from '@mitumba/contracts';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../lib/errors.ts';
import { sha256 } from '../payment-callbacks.ts';
import { createPaymentsRepo } from '../payments.repo.ts';
import type { PaymentsService } from '../payments.service.ts';
import { createC2bRepo, NEEDS_A_PERSON, type C2bOutcome, type C2bRow } from './c2b.repo.ts';
import { normaliseReference } from './c2b-transaction.ts';

/** What matching needs of an order (the orders module's, through app wiring). */
export type C2bOrder = { id: string; orderRef: string; reference: string; paymentMethod: string; paymentStatus: string; status: string; amountCents: number };
export type C2bOrders = {
  findByReference(tx: Db, reference: string): Promise<C2bOrder | undefined>;
  lockWithin(tx: Db, orderId: string): Promise<C2bOrder | undefined>;
};

type Decision = { outcome: C2bOutcome; note: string; orderId?: string; attemptId?: string };

const ksh = (cents: number) => `Ksh ${formatTotal(centsToShillings(cents))}`;

/**
 * Matching a paybill payment to its order (decision 0038), under the order's row lock: the amount still owed is what
 * the order's paid attempts leave. Exactly that → an attempt for the receipt, moved to paid through the payment core
 * (points, mail, stock and order status follow as for an STK payment); less → towards a deposit order's balance, or
 * held for the owner; more, an unknown reference, an order already paid or cancelled → "received, not matched".
 */
export function createC2bMatcher(deps: { db: Db; payments: PaymentsService; orders: C2bOrders }) {
  const { db, payments, orders } = deps;

  /** Writes the receipt's attempt and moves it to paid, inside `tx` (the order is locked by the caller). */
  async function payWithin(tx: Db, row: C2bRow, order: C2bOrder, purpose: 'full' | 'balance', extras: { actorId?: string; now: Date; note: string }) {
    const attempt = await createPaymentsRepo(tx).insertAttempt({
      orderId: order.id, provider: 'mpesa', providerRef: row.transId, amountCents: row.amountCents, purpose,
      callbackTokenHash: sha256(randomBytes(32).toString('hex')), createdAt: extras.now, updatedAt: extras.now,
    });
    const outcome = { state: 'paid' as const, code: '0', message: extras.note, receipt: row.transId, amountCents: row.amountCents };
    await payments.recordWithin(tx, attempt.id, outcome, extras.actorId ? 'manual' : 'callback', `c2b:${row.transId}`, {
      payload: { transId: row.transId, billRef: row.billRef, amount: centsToShillings(row.amountCents), source: row.source }, now: extras.now,
      ...(extras.actorId ? { actorId: extras.actorId } : {}),
    });
    return attempt.id;
  }

  /** What an order still owes and whether a smaller payment may count towards it (a deposit order with its deposit in). */
  async function owing(tx: Db, order: C2bOrder) {
    const attempts = await payments.attemptsWithin(tx, order.id);
    const paid = attempts.filter((attempt) => attempt.state === 'paid').reduce((total, attempt) => total + attempt.amountCents, 0);
    const depositIn = attempts.some((attempt) => attempt.purpose === 'deposit' && attempt.state === 'paid');
    return { owed: order.amountCents - paid, partsAllowed: order.paymentMethod === 'deposit' && depositIn };
  }

  /** Why an order cannot take money now, or null. */
  function closed(order: C2bOrder): string | null {
    if (order.paymentStatus === 'paid') return `Order ${order.orderRef} was already paid`;
    if (order.status === 'cancelled' || order.paymentStatus === 'failed') return `Order ${order.orderRef} was cancelled`;
    return null;
  }

  /** Locks a payment that waits for a person (held or unmatched); refuses one another owner already dealt with. */
  async function lockWaiting(tx: Db, id: string): Promise<C2bRow> {
    const row = await createC2bRepo(tx).lock(id);
    if (!row) throw new AppError('NOT_FOUND', 'No such payment');
    if (!NEEDS_A_PERSON.includes(row.outcome as C2bOutcome)) throw new AppError('CONFLICT', 'This payment was already dealt with.');
    return row;
  }

  async function decide(tx: Db, row: C2bRow, now: Date): Promise<Decision> {
    const known = await createC2bRepo(tx).receiptKnown(row.transId);
    if (known) return { outcome: 'known', note: 'The shop already has this M-Pesa receipt', orderId: known.orderId, attemptId: known.attemptId };
    const found = row.reference === '' ? undefined : await orders.findByReference(tx, row.reference);
    if (!found) return { outcome: 'unmatched', note: row.reference === '' ? 'No account number was typed' : `No order has the reference ${row.reference}` };
    const order = await orders.lockWithin(tx, found.id);
    if (!order) return { outcome: 'unmatched', note: `No order has the reference ${row.reference}` };
    const why = closed(order);
    if (why) return { outcome: 'unmatched', note: why, orderId: order.id };
    const { owed, partsAllowed } = await owing(tx, order);
    if (row.amountCents > owed) return { outcome: 'unmatched', note: `${ksh(row.amountCents)} is more than the ${ksh(owed)} order ${order.orderRef} owes`, orderId: order.id };
    if (row.amountCents < owed && !partsAllowed) {
      return { outcome: 'held', note: `${ksh(row.amountCents)} is less than the ${ksh(owed)} order ${order.orderRef} owes, and it takes no part payment`, orderId: order.id };
    }
    const purpose = order.paymentMethod === 'deposit' && partsAllowed ? 'balance' : 'full';
    const part = row.amountCents < owed;
    const note = part ? `Paybill ${row.transId}: ${ksh(row.amountCents)} towards the balance` : `Paid to the paybill: ${row.transId}`;
    const attemptId = await payWithin(tx, row, order, purpose, { now, note });
    return { outcome: part ? 'part-paid' : 'paid', note, orderId: order.id, attemptId };
  }

  return {
    /**
     * An owner sends a payment that waits for a person back to its payer: under its row lock it becomes `refunding`,
     * so it leaves the list and can no longer be attached (nor an attached one refunded). The caller requests the
     * refund in the same transaction.
     */
    async refundWithin(tx: Db, id: string, input: { actorId: string; now: Date }): Promise<C2bRow> {
      const row = await lockWaiting(tx, id);
      const note = `Paybill ${row.transId} sent back to the payer by the shop`;
      await createC2bRepo(tx).settle(id, { outcome: 'refunding', note, orderId: row.orderId, resolvedBy: input.actorId, now: input.now });
      return row;
    },

    /** Matches one stored payment, once: a second call (the job again, a duplicate) finds it decided and does nothing. */
    async process(id: string, now = new Date()): Promise<C2bOutcome | undefined> {
      return db.transaction(async (tx) => {
        const repo = createC2bRepo(tx);
        const row = await repo.lock(id);
        if (!row || row.outcome !== 'received') return row?.outcome as C2bOutcome | undefined;
        const decision = await decide(tx, row, now);
        await repo.settle(id, { ...decision, now });
        return decision.outcome;
      });
    },

    /**
     * An owner applies a payment that waits for a person to an order: it pays the order when it covers what is owed
     * (more is raised for a hand-back by the orders module), else it is refused. Under the payment's row lock, then
     * the order's: of two owners at once, one attaches and the other is told it is done.
     */
    async attachWithin(tx: Db, id: string, input: { reference: string; actorId: string; now: Date }): Promise<{ row: C2bRow; order: C2bOrder; attemptId: string }> {
      const repo = createC2bRepo(tx);
      const row = await lockWaiting(tx, id);
      const found = await orders.findByReference(tx, normaliseReference(input.reference));
      const order = found ? await orders.lockWithin(tx, found.id) : undefined;
      if (!order) throw new AppError('NOT_FOUND', `No order has the reference ${input.reference}.`);
      const why = closed(order);
      if (why) throw new AppError('CONFLICT', `${why}: attach the payment to another order.`);
      const { owed } = await owing(tx, order);
      if (row.amountCents < owed) throw new AppError('BUSINESS_RULE', `${ksh(row.amountCents)} does not cover the ${ksh(owed)} order ${order.orderRef} owes.`);
      const note = `Paybill ${row.transId} attached to order ${order.orderRef} by the shop`;
      const attemptId = await payWithin(tx, row, order, 'full', { actorId: input.actorId, now: input.now, note });
      await repo.settle(id, { outcome: 'attached', note, orderId: order.id, attemptId, resolvedBy: input.actorId, now: input.now });
      return { row, order, attemptId };
    },
  };
}

export type C2bMatcher = ReturnType<typeof createC2bMatcher>;
