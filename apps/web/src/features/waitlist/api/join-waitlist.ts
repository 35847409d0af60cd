import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { storeJoined } from '../joined-store';
import { waitlistKeys } from './keys';

export interface WaitlistJoin {
  productId: string;
  weight: string;
  phone?: string;
}

/** POST /api/order/waitlist (422 when the weight is in stock, 409 when already waiting). */
export function postJoinWaitlist(body: {
  userId: string;
  productDetails: { productId: string; weight: string; quantity: number };
  phone?: string;
}): Promise<{ success: true; message: string }> {
  return apiFetch('/api/order/waitlist', { method: 'POST', body });
}

export function useJoinWaitlistMutation() {
  const session = useSession();
  const queryClient = useQueryClient();
  const userId = session?.userId ?? '';

  const markJoined = ({ productId, weight }: WaitlistJoin) => {
    storeJoined(productId, weight, true);
    queryClient.setQueryData(waitlistKeys.check(userId, productId, weight), true);
    void queryClient.invalidateQueries({ queryKey: waitlistKeys.list(userId) });
  };

  return useMutation({
    mutationKey: waitlistKeys.join(),
    mutationFn: ({ productId, weight, phone }: WaitlistJoin) =>
      postJoinWaitlist({ userId, productDetails: { productId, weight, quantity: 1 }, phone }),
    onSuccess: (_response, join) => markJoined(join),
    onError: (error, join) => {
      // Already waiting: the button should say so.
      if (isApiError(error, 409)) markJoined(join);
    },
  });
}
