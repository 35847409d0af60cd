import { useMutation } from '@tanstack/react-query';
import type { DepositPlacementData, DepositPlacementResponse, OrderPayload } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { checkoutKeys } from './keys';

/** The deposit sub-methods (spec 2 §Deposit sub-methods): mpesa, lipia, tinypesa, bank, pesaflux, paystack, cash. */
export type DepositMethodId = DepositPlacementData['depositPaymentMethod'];

/** The order payload plus the deposit (spec 2 §3 Deposit order request). */
export type DepositPlacementBody = OrderPayload & {
  depositAmount: number;
  depositPaymentMethod: DepositMethodId;
  securityCode?: string;
  email?: string;
  phone?: string;
};

/** TinyPesa, Paystack and PesaFlux have their own deposit calls; the others share POST /api/order/deposit (spec 2 §7). */
const placePaths: Partial<Record<DepositMethodId, string>> = {
  tinypesa: '/api/order/tinypesa/deposit',
  paystack: '/api/order/paystack/deposit',
  pesaflux: '/api/order/deposit/pesaflux',
};

export const depositPlacementPath = (method: DepositMethodId): string => placePaths[method] ?? '/api/order/deposit';

/** Places the order with its deposit through the deposit method's call; answers `data` (order id, balance, request). */
export function postDepositPlacement(body: DepositPlacementBody): Promise<DepositPlacementResponse> {
  return apiFetch<DepositPlacementResponse>(depositPlacementPath(body.depositPaymentMethod), { method: 'POST', body });
}

export function usePlaceDepositOrder() {
  return useMutation({ mutationKey: checkoutKeys.placeDeposit(), mutationFn: postDepositPlacement });
}
