import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedbackRatings } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { invalidateOrders, type AfterSaleAnswer } from './orders-cache';

export type Feedback = { feedback: string; email: string; phone: string; ratings: FeedbackRatings; orderId: string };

/**
 * POST /api/feedback, then PATCH /api/order/update-feedback-status as the spec's client does (spec 2 §7). The
 * server already set the flag with the feedback: the PATCH only confirms it, so its failure is not the customer's.
 */
export async function postFeedback(feedback: Feedback): Promise<AfterSaleAnswer> {
  const answer = await apiFetch<AfterSaleAnswer>('/api/feedback', { method: 'POST', body: feedback });
  await apiFetch('/api/order/update-feedback-status', { method: 'PATCH', body: { orderId: feedback.orderId, feedbackSubmitted: true } }).catch(() => undefined);
  return answer;
}

export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postFeedback, onSuccess: () => invalidateOrders(queryClient) });
}
