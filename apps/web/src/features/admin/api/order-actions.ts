import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderActionResponse } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { adminKeys } from './keys';

/**
 * The person-made changes to an order; the server keeps the reason in the audit log. Routine ones (a payment seen
 * arriving, dispatch, ready for collection, delivery) may go without one: an empty note is not sent.
 */
export type AdminOrderAction =
  | { kind: 'confirm-payment'; reference: string; reason: string }
  | { kind: 'dispatch'; courier: string; trackingNumber: string; reason: string }
  | { kind: 'ready-for-collection'; place: string; collectBy: string; reason: string }
  | { kind: 'deliver'; reason: string }
  | { kind: 'cancel'; reason: string }
  | { kind: 'decide-cancellation'; approve: boolean; reason: string };

const order = (orderId: string) => `/api/admin/orders/${encodeURIComponent(orderId)}`;

const note = (reason: string) => (reason ? { reason } : {});

function request(orderId: string, action: AdminOrderAction): { path: string; body: object } {
  switch (action.kind) {
    case 'confirm-payment':
      return { path: `${order(orderId)}/confirm-payment`, body: { reference: action.reference, ...note(action.reason) } };
    case 'dispatch':
      return { path: `${order(orderId)}/dispatch`, body: { courier: action.courier, trackingNumber: action.trackingNumber, ...note(action.reason) } };
    case 'ready-for-collection':
      return { path: `${order(orderId)}/ready-for-collection`, body: { place: action.place, collectBy: action.collectBy, ...note(action.reason) } };
    case 'deliver':
      return { path: `${order(orderId)}/deliver`, body: note(action.reason) };
    case 'cancel':
      return { path: `${order(orderId)}/cancel`, body: { reason: action.reason } };
    case 'decide-cancellation':
      return { path: `/api/admin/cancellations/${encodeURIComponent(orderId)}/decide`, body: { approve: action.approve, reason: action.reason } };
  }
}

/** POSTs one action; whatever the answer, the order and the lists are fetched again. */
export function postAdminOrderAction(orderId: string, action: AdminOrderAction): Promise<AdminOrderActionResponse> {
  const { path, body } = request(orderId, action);
  return apiFetch<AdminOrderActionResponse>(path, { method: 'POST', body });
}

export function useAdminOrderAction(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminKeys.order(orderId), 'action'],
    mutationFn: (action: AdminOrderAction) => postAdminOrderAction(orderId, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.orders() }),
  });
}
