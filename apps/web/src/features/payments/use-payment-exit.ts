import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { cartKeys } from '@/features/cart';

/**
 * How a progress screen moves on once its payment is decided; the screen's entry is replaced, so Back skips it.
 * Both functions keep their identity across renders (screens start timers with them).
 */
export function usePaymentExit() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      leave: (to: string, state: object) => navigate(to, { replace: true, state }),
      leavePaid: (to: string, state: object) => {
        // The server emptied the cart when the payment came in.
        void queryClient.invalidateQueries({ queryKey: cartKeys.all });
        return navigate(to, { replace: true, state });
      },
    }),
    [navigate, queryClient],
  );
}
