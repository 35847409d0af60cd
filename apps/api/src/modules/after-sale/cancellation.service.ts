import { CANCELLATION_WINDOW_DAYS, type CancellationRequestBody } from '@mitumba/contracts';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { RefundsService } from '../refunds/refunds.module.ts';
import { refundRequestOf } from './refund-request.ts';
import { cancellationStateOf } from './after-sale-order.ts';
import { createAfterSaleRepo, type AfterSaleOrder, type CancellationRequestRow } from './after-sale.repo.ts';

export const ORDER_NOT_FOUND = 'Order not found';
export const ALREADY_REQUESTED = 'A cancellation has already been requested for this order.';

const refusals = {
  'not-delivered': 'Only a delivered order can be cancelled.',
  expired: `The ${CANCELLATION_WINDOW_DAYS}-day cancellation window for this order has closed.`,
  requested: ALREADY_REQUESTED,
  denied: ALREADY_REQUESTED,
} as const;

export type CancellationDecision = { approve: boolean; by: string; note?: string };
export type DecisionTarget = { requestId: string } | { orderRef: string };

/**
 * Cancelling (returning) a delivered order (spec 2 §4): the customer asks within the window, once; the shop
 * decides. Approving pays each paid part back (a refund per payment, paid out by its provider), marks the payment refunded through the payment
 * core, cancels the order and returns its stock once, all in one transaction.
 */
export function createCancellationService(deps: { db: Db; orders: OrdersService; payments: PaymentsService; refunds: Pick<RefundsService, 'requestRefundWithin'> }) {
  const { db, orders, payments, refunds } = deps;

  /** The customer's own order, locked; anyone else's is not found (its existence is not revealed). */
  async function ownOrder(tx: Db, userId: string, orderRef: string): Promise<AfterSaleOrder> {
    const order = await createAfterSaleRepo(tx).lockOrder(orderRef);
    if (!order || order.userId !== userId) throw notFound(ORDER_NOT_FOUND);
    return order;
  }

  async function findRequest(target: DecisionTarget): Promise<CancellationRequestRow> {
    const repo = createAfterSaleRepo(db);
    const request = 'requestId' in target
      ? (isUuid(target.requestId) ? await repo.findRequest({ id: target.requestId }) : undefined)
      : await repo.findRequest({ orderRef: target.orderRef });
    if (!request) throw notFound('No such cancellation request');
    return request;
  }

  return {
    async request(userId: string, body: CancellationRequestBody, now = new Date()): Promise<void> {
      await db.transaction(async (tx) => {
        const order = await ownOrder(tx, userId, body.orderId);
        const state = order.cancellationStatus ? 'requested' : cancellationStateOf(order, now);
        if (state !== 'available') throw new AppError(state === 'requested' || state === 'denied' ? 'CONFLICT' : 'BUSINESS_RULE', refusals[state]);
        try {
          await createAfterSaleRepo(tx).insertCancellationRequest({
            orderId: order.id, userId, reason: body.reason, details: body.details || null, createdAt: now,
          });
        } catch (error) {
          if (uniqueViolation(error) !== null) throw new AppError('CONFLICT', ALREADY_REQUESTED);
          throw error;
        }
      });
    },

    /**
     * The shop's decision (the back office's HTTP face comes later). Deciding again the same way changes nothing;
     * deciding the other way once decided is refused (409).
     */
    async decide(
      target: DecisionTarget, decision: CancellationDecision, now = new Date(),
      /** Runs inside the decision's transaction once it changed something (the back office's audit row). */
      within?: (tx: Db, before: CancellationRequestRow, after: CancellationRequestRow) => Promise<void>,
    ): Promise<CancellationRequestRow> {
      const wanted: CancellationRequestRow['status'] = decision.approve ? 'approved' : 'rejected';
      const found = await findRequest(target);
      return db.transaction(async (tx) => {
        const repo = createAfterSaleRepo(tx);
        const request = (await repo.lockRequest(found.id)) ?? found;
        if (request.status === wanted) return request;
        if (request.status !== 'pending') throw new AppError('CONFLICT', `This cancellation request was already ${request.status}.`);
        const note = decision.note?.trim() || null;
        await repo.decideRequest(request.id, { status: wanted, decidedBy: decision.by, note, now });
        if (!decision.approve) {
          await repo.markRejected(request.orderId, now);
          const rejected = { ...request, status: wanted, decidedBy: decision.by, decidedAt: now, note };
          await within?.(tx, request, rejected);
          return rejected;
        }
        const order = await repo.lockOrderById(request.orderId);
        if (!order || order.paymentStatus !== 'paid') throw new AppError('BUSINESS_RULE', 'Only a paid order can be refunded.');
        // What the order took, all of it: every paid part (a deposit and its balance, a hybrid's mobile and cash).
        const taken = (await payments.attemptsWithin(tx, order.id)).filter((part) => part.state === 'paid');
        // One refund per paid part, paid out through the provider that took it (decision 0039).
        const reason = `Cancellation approved (${request.reason})${note ? `: ${note}` : ''}`;
        for (const part of taken.filter((paid) => paid.amountCents > 0)) {
          await refunds.requestRefundWithin(tx, refundRequestOf(part, { source: 'cancellation', reason, requestedBy: decision.by, cancellationRequestId: request.id, now }));
        }
        await orders.cancelTakenBack(tx, order.id, now);
        // One decision, one refund line per payment (each part's own refunded event).
        for (const part of taken) await payments.refundWithin(tx, part.id, { actorId: decision.by, note: note ?? 'Refunded: cancellation approved', now });
        const approved = { ...request, status: wanted, decidedBy: decision.by, decidedAt: now, note };
        await within?.(tx, request, approved);
        return approved;
      });
    },

    /** The order's cancellation request, if it has one (the back office's order page). */
    requestOf: (orderRef: string) => createAfterSaleRepo(db).findRequest({ orderRef }),
  };
}

export type CancellationService = ReturnType<typeof createCancellationService>;
