import { useCallback } from 'react';
import { toast } from 'sonner';

/** Joins the waitlist for a sold-out weight. The waitlist issue implements it (POST /api/order/waitlist). */
export function useJoinWaitlist(): (productId: string, weight: string) => void {
  return useCallback(() => {
    toast.error('Error joining waitlist: The waitlist is not open yet.');
  }, []);
}
