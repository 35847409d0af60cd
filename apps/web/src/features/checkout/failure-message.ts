import { CHECKOUT_MESSAGES, type OrderView } from '@mitumba/contracts/plain';
import { isApiError } from '@/lib/api-client';

function bodyField(error: unknown, key: string): unknown {
  return isApiError(error) && error.body && typeof error.body === 'object' ? (error.body as Record<string, unknown>)[key] : undefined;
}

/**
 * What to tell the customer about a failed call: the server's own message when it gave one, else the fallback.
 * Null for a refused session, which the session watcher reports (and sends to /login).
 */
export function failureMessage(error: unknown, fallback: string): string | null {
  if (isApiError(error, 401)) return null;
  const message = bodyField(error, 'message');
  return typeof message === 'string' && message ? message : fallback;
}

/** A placement refused because an order still waits for its payment (409 or 422): the order, if the server sent it. */
export function pendingOrderRefusal(error: unknown): { pendingOrder: OrderView | null } | null {
  if (!isApiError(error, 409) && !isApiError(error, 422)) return null;
  const pendingOrder = bodyField(error, 'pendingOrder');
  const pending = pendingOrder !== undefined || bodyField(error, 'hasPending') === true || error.message === CHECKOUT_MESSAGES.pendingOrders;
  return pending ? { pendingOrder: (pendingOrder as OrderView | null | undefined) ?? null } : null;
}
