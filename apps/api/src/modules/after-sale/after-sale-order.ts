import { cancellationState, feedbackOffered, type CancellationState } from '@mitumba/contracts';
import type { AfterSaleOrder } from './after-sale.repo.ts';

const statusLabel = { placed: 'Pending', delivered: 'Delivered', cancelled: 'Cancelled' } as const;

/** An order row in the shape the shared after-sale rules read (the screens apply the same rules to the order view). */
function ruleView(order: AfterSaleOrder): Parameters<typeof cancellationState>[0] {
  return {
    status: statusLabel[order.status],
    deliveredDate: order.deliveredAt?.toISOString() ?? null,
    cancellationStatus: order.cancellationStatus === 'pending' || order.cancellationStatus === 'rejected' ? order.cancellationStatus : null,
    feedbackSubmitted: order.feedbackSubmitted,
  };
}

export function cancellationStateOf(order: AfterSaleOrder, now: Date): CancellationState {
  // An approved request leaves the order Cancelled: it was requested, whatever the rules say of a cancelled order.
  if (order.cancellationStatus === 'approved') return 'requested';
  return cancellationState(ruleView(order), now);
}

export const feedbackOfferedFor = (order: AfterSaleOrder): boolean => feedbackOffered(ruleView(order));
