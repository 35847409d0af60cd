/**
 * The rules of an order after the sale (spec 2 §4, §5, §9), shared by the server that enforces them and the screens
 * that show them: when a delivered order may be cancelled, and when feedback is offered.
 */
export const CANCELLATION_WINDOW_DAYS = 7;
export const FEEDBACK_MAX_WORDS = 20;
export const cancellationReasons = ['delayed', 'damaged', 'changedMind', 'other'] as const;
export type CancellationReason = (typeof cancellationReasons)[number];
export const cancellationReasonLabels: Record<CancellationReason, string> = {
  delayed: 'Delayed delivery',
  damaged: 'Damaged item',
  changedMind: 'Changed my mind',
  other: 'Other',
};

/** What an order offers about cancelling: nothing before delivery, then a request within the window, or its outcome. */
export type CancellationState = 'not-delivered' | 'available' | 'requested' | 'denied' | 'expired';

type AfterSaleOrder = {
  status: 'Pending' | 'Delivered' | 'Cancelled';
  deliveredDate: string | null;
  cancellationStatus: 'pending' | 'rejected' | null;
  feedbackSubmitted: boolean;
};

const DAY_MS = 24 * 3600 * 1000;

export function cancellationState(order: AfterSaleOrder, now: Date = new Date()): CancellationState {
  if (order.cancellationStatus === 'pending') return 'requested';
  if (order.cancellationStatus === 'rejected') return 'denied';
  if (order.status !== 'Delivered' || !order.deliveredDate) return 'not-delivered';
  const deliveredAt = new Date(order.deliveredDate).getTime();
  return now.getTime() - deliveredAt <= CANCELLATION_WINDOW_DAYS * DAY_MS ? 'available' : 'expired';
}

/** Feedback is offered once, for a delivered order. */
export function feedbackOffered(order: AfterSaleOrder): boolean {
  return order.status === 'Delivered' && !order.feedbackSubmitted;
}

/** Words as the feedback rule counts them: runs of non-space characters. */
export function countWords(text: string): number {
  return text.trim().split(/\s+/).filter(Boolean).length;
}
