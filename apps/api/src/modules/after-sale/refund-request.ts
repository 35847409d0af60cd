import type { AttemptRow } from '../payments/payments.service.ts';
import type { RefundRequest } from '../refunds/request-refund.ts';

/** The refund of one paid part, whole: paid back the way it came (decision 0039). */
export function refundRequestOf(
  part: Pick<AttemptRow, 'id' | 'orderId' | 'provider' | 'receipt' | 'phone' | 'amountCents' | 'settledAt'>,
  decision: Pick<RefundRequest, 'source' | 'reason' | 'requestedBy' | 'now'> & { cancellationRequestId?: string | null },
): RefundRequest {
  return {
    ...decision, orderId: part.orderId, paymentAttemptId: part.id, provider: part.provider, receipt: part.receipt ?? undefined,
    phone: part.phone ?? undefined, paidAt: part.settledAt, paidCents: part.amountCents, amountCents: part.amountCents,
  };
}
