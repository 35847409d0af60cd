import type { AdminRefund, RefundState } from '@mitumba/contracts';

/** The owner's words for each state (decision 0032: plain, no provider jargon). */
export const refundStateLabels: Record<RefundState, string> = {
  requested: 'Waiting to be sent',
  sent: 'Sent, waiting for M-Pesa',
  confirming: 'Confirming with M-Pesa',
  unknown: 'No answer yet: being checked',
  succeeded: 'Given back',
  failed: 'Failed',
  manual: 'To hand back',
};

export const refundStateTone: Record<RefundState, string> = {
  requested: 'bg-ink-100 text-ink-700', sent: 'bg-ink-100 text-ink-700', confirming: 'bg-ink-100 text-ink-700', unknown: 'bg-ink-100 text-orange-700',
  succeeded: 'bg-success-50 text-success-700', failed: 'bg-danger-50 text-danger-700', manual: 'bg-accent-100 text-ink-900',
};

const methods: Record<string, string> = { reversal: 'M-Pesa reversal', b2c: 'M-Pesa to phone (B2C)', card: 'Card refund', 'hand-back': 'By hand' };
export const refundMethodLabel = (refund: Pick<AdminRefund, 'method'>) => methods[refund.method] ?? refund.method;

const sources: Record<string, string> = {
  cancellation: 'Return approved', return: 'Return approved', 'early-cancel': 'Cancelled before dispatch', 'paid-twice': 'Paid twice', unmatched: 'Money not matched',
};
export const refundSourceLabel = (refund: Pick<AdminRefund, 'source'>) => sources[refund.source] ?? refund.source;

/** A person may record a hand-back of what waits for one, or of a payout that failed (sent another way). */
export const canHandBack = (refund: Pick<AdminRefund, 'state'>) => refund.state === 'manual' || refund.state === 'failed';
