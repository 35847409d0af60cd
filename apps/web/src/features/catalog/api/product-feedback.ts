import { useInfiniteQuery } from '@tanstack/react-query';
import type { ProductFeedbackResponse } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { catalogKeys } from './keys';

/** The page shows a few at first; each 'more' brings up to ten after what is shown. */
export const FIRST_FEEDBACK = 3;
const MORE_FEEDBACK = 10;

export function useProductFeedback(productId: string) {
  return useInfiniteQuery({
    queryKey: catalogKeys.feedback(productId),
    initialPageParam: 0,
    queryFn: async ({ pageParam: offset, signal }) => {
      const limit = offset === 0 ? FIRST_FEEDBACK : MORE_FEEDBACK;
      const body = await apiFetch<ProductFeedbackResponse>(`/api/product/${encodeURIComponent(productId)}/feedback`, {
        signal, query: { offset, limit },
      });
      return { ...body, next: offset + body.feedback.length };
    },
    getNextPageParam: (last) => (last.hasMore ? last.next : undefined),
  });
}
