import { ADMIN_PAGE_SIZE, centsToShillings, normalisePhone, type ReceivedPayment } from '@mitumba/contracts';
import type { Db } from '../../../db/client.ts';
import { record } from '../../../lib/audit.ts';
import { badRequest } from '../../../lib/errors.ts';
import { isUuid } from '../../../lib/ids.ts';
import type { C2bService } from '../../payments/c2b/c2b.module.ts';
import type { RefundsService } from '../../refunds/refunds.module.ts';
import type { Admin } from '../admin-orders.service.ts';

type Row = Awaited<ReturnType<C2bService['needingAPerson']>>[number];

function parseCursor(cursor: string | undefined): { at: Date; id: string } | undefined {
  if (cursor === undefined) return undefined;
  const [iso, id] = cursor.split('_');
  const at = new Date(iso ?? '');
  if (!id || !isUuid(id) || Number.isNaN(at.getTime())) throw badRequest('Invalid cursor');
  return { at, id };
}

const viewOf = (row: Row): ReceivedPayment => ({
  id: row.id, transId: row.transId, billRef: row.billRef, reference: row.reference, amount: centsToShillings(row.amountCents),
  msisdn: row.msisdn, payerName: row.payerName, transactedAt: row.transactedAt.toISOString(), receivedAt: row.receivedAt.toISOString(),
  source: row.source, outcome: row.outcome as ReceivedPayment['outcome'], note: row.note,
  actions: ['attach', 'refund'],
});

/**
 * Paybill payments no order took by itself (decision 0038): held (less than owed) or received, not matched (unknown
 * reference, more than owed, an order already paid or cancelled). The owner attaches one to an order, audited.
 */
export function createReceivedPaymentsService(deps: { db: Db; c2b: C2bService; refunds: Pick<RefundsService, 'requestRefundWithin' | 'viewWithin'> }) {
  const { db, c2b, refunds } = deps;
  return {
    async list(query: { cursor?: string | undefined }) {
      const rows = await c2b.needingAPerson(ADMIN_PAGE_SIZE + 1, parseCursor(query.cursor));
      const shown = rows.slice(0, ADMIN_PAGE_SIZE);
      const last = shown.at(-1);
      return { payments: shown.map(viewOf), nextCursor: rows.length > ADMIN_PAGE_SIZE && last ? `${last.receivedAt.toISOString()}_${last.id}` : null };
    },

    async attach(admin: Admin, id: string, input: { reference: string; reason?: string | undefined }, now = new Date()) {
      return db.transaction(async (tx) => {
        const { row, order } = await c2b.attachWithin(tx, id, { reference: input.reference, actorId: admin.id, now });
        await record(tx, {
          actor: admin, action: 'payment.attach-paybill', entity: 'order', entityId: order.orderRef,
          before: { transId: row.transId, outcome: row.outcome }, after: { transId: row.transId, outcome: 'attached' }, reason: input.reason ?? null, now,
        });
        return { orderId: order.orderRef, outcome: 'attached' as const };
      });
    },

    /**
     * Sends a payment no order took back to its payer (decision 0038): the payment leaves the list as `refunding` and
     * its refund is requested in the same transaction — a Reversal of the receipt while it is recent, else B2C when the
     * payer's number is known (v2 masks it), else a person hands it back.
     */
    async refund(admin: Admin, id: string, input: { reason: string }, now = new Date()) {
      return db.transaction(async (tx) => {
        const row = await c2b.refundWithin(tx, id, { actorId: admin.id, now });
        const phone = normalisePhone(row.msisdn) ?? undefined;
        const { refundId } = await refunds.requestRefundWithin(tx, {
          orderId: null, source: 'unmatched', sourceKey: row.transId, provider: 'mpesa', receipt: row.transId, ...(phone ? { phone } : {}),
          paidAt: row.transactedAt, paidCents: row.amountCents, amountCents: row.amountCents, reason: input.reason, requestedBy: admin.id, now,
        });
        await record(tx, {
          actor: admin, action: 'payment.refund-paybill', entity: 'payment', entityId: row.transId,
          before: { transId: row.transId, outcome: row.outcome }, after: { transId: row.transId, outcome: 'refunding', refundId }, reason: input.reason, now,
        });
        const refund = await refunds.viewWithin(tx, refundId);
        if (!refund) throw new Error('refund not stored');
        return { outcome: 'refunding' as const, refund };
      });
    },
  };
}

export type ReceivedPaymentsService = ReturnType<typeof createReceivedPaymentsService>;
