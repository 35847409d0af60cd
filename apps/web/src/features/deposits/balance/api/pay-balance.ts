import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { BalancePaymentResponse } from '@mitumba/contracts/plain';
import { BALANCE_REFETCH_MS, type BalanceMethod } from '@mitumba/contracts/deposits';
import { apiFetch } from '@/lib/api-client';

export interface BalancePaymentRequest {
  method: BalanceMethod;
  orderId: string;
  /** Shillings. */
  amount: number;
  /** The phone the prompt goes to (PesaFlux's already as 254…); none for a bank transfer. */
  phone?: string;
}

/** PesaFlux has its own address; the others share POST /api/order/deposit/{method} (spec 2 §7). */
const addressOf = (method: BalanceMethod) => (method === 'pesaflux' ? '/api/order/deposit/pesaflux/initiate' : `/api/order/deposit/${method}`);

/** POST /api/order/deposit/{mpesa|lipia|tinypesa|bank} or /api/order/deposit/pesaflux/initiate: a payment towards the balance. */
export function postBalancePayment({ method, orderId, amount, phone }: BalancePaymentRequest): Promise<BalancePaymentResponse> {
  const body = method === 'bank' ? { orderId, amount } : { orderId, amount, phone };
  return apiFetch<BalancePaymentResponse>(addressOf(method), { method: 'POST', body });
}

/**
 * Starts a balance payment. Once started, the orders (`ordersKey`) are read again 5 s later (spec 2 §4, §9): by then
 * the prompt has usually been answered. The timer is not the screen's, so it runs even after the customer moved on.
 */
export function useBalancePayment(ordersKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['deposits', 'balance-payment'],
    mutationFn: postBalancePayment,
    onSuccess: () => {
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: ordersKey }), BALANCE_REFETCH_MS);
    },
  });
}
