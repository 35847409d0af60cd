import type { Db } from '../../db/client.ts';
import { record } from '../../lib/audit.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { RequestRefundWithin } from './request-refund.ts';

export type PayBackPayments = Pick<PaymentsService, 'lockWithin' | 'otherPaidWithin' | 'overrideWithin' | 'resolveFlagsWithin'>;

/**
 * "Pay back" on a payment taken twice (Payments to check): the second payment becomes `refunded` in the payment core,
 * its flags close, and a refund of it is requested — paid out by its provider — all in one transaction under the
 * attempt's row lock, with the owner's reason in the audit log. Two owners pressing it at once make one refund.
 */
export function createPayBack(deps: { db: Db; payments: () => PayBackPayments; requestRefundWithin: RequestRefundWithin }) {
  return async function payBack(admin: { id: string }, attemptId: string, reason: string): Promise<{ refundId: string }> {
    if (!isUuid(attemptId)) throw notFound('No such payment');
    const note = reason.trim();
    if (note === '') throw new AppError('VALIDATION', 'A reason is required');
    const payments = deps.payments();
    const now = new Date();
    return deps.db.transaction(async (tx) => {
      const attempt = await payments.lockWithin(tx, attemptId);
      if (!attempt) throw notFound('No such payment');
      if (attempt.state === 'refunded') throw new AppError('CONFLICT', 'This payment is already refunded.');
      if (attempt.state !== 'paid') throw new AppError('BUSINESS_RULE', 'Only money that arrived can be paid back.');
      if (!(await payments.otherPaidWithin(tx, attempt))) throw new AppError('BUSINESS_RULE', "This payment pays its order: refund it through the order's cancellation.");
      const moved = await payments.overrideWithin(tx, attempt.id, { to: 'refunded', from: ['paid'], actorId: admin.id, note: `Paid back: ${note}`, now });
      if (!moved) throw new AppError('CONFLICT', 'This payment was already decided. Please reload.');
      await payments.resolveFlagsWithin(tx, { attemptId }, now);
      const { refundId } = await deps.requestRefundWithin(tx, {
        orderId: attempt.orderId, source: 'paid-twice', paymentAttemptId: attempt.id, provider: attempt.provider, receipt: attempt.receipt ?? undefined,
        phone: attempt.phone ?? undefined, paidAt: attempt.settledAt, paidCents: attempt.amountCents, amountCents: attempt.amountCents,
        reason: `Paid twice: ${note}`, requestedBy: admin.id, now,
      });
      await record(tx, { actor: admin, action: 'payment.pay-back', entity: 'payment', entityId: attempt.id, before: { state: 'paid' }, after: { state: 'refunded', refundId }, reason: note, now });
      return { refundId };
    });
  };
}
