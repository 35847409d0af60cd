import { useCallback, useState } from 'react';
import { newOrderId } from '@mitumba/contracts/plain';
import { ApiError } from '@/lib/api-client';

/**
 * The checkout's orderId, which the server takes as the placement's idempotency key. It is kept while a request may
 * have gone through without an answer (a retry then gets the first order back) and replaced once the server has
 * answered a refusal, so the next try is a new order rather than the refused one again.
 */
export function useOrderId() {
  const [orderId, setOrderId] = useState(newOrderId);
  const renewAfter = useCallback((error: unknown) => {
    if (error instanceof ApiError && error.status > 0) setOrderId(newOrderId());
  }, []);
  return { orderId, renewAfter };
}
