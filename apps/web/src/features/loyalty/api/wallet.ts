import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { loyaltyMessages, type RedeemResponse, type UserCouponsResponse, type WalletBalanceResponse } from '@mitumba/contracts/plain';
import { apiFetch, isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { loyaltyKeys } from './keys';

/** The spec's two wallet messages: the server said no, or it could not be asked at all. */
export function walletErrorMessage(error: unknown): string {
  return isApiError(error) && error.status > 0 ? loyaltyMessages.walletFailed : loyaltyMessages.walletError;
}

/** GET /api/wallet/balance?userId={id}, with the session's token: the server answers only the customer's own. */
export function useWalletBalance() {
  const session = useSession();
  const userId = session?.userId ?? '';
  return useQuery({
    queryKey: loyaltyKeys.wallet(userId),
    queryFn: async ({ signal }) => (await apiFetch<WalletBalanceResponse>('/api/wallet/balance', { query: { userId }, signal })).jbwallet,
    enabled: session !== null,
  });
}

/** GET /api/coupon/user: the coupons the customer can use now; their own (from points) first. */
export function useMyCoupons() {
  const session = useSession();
  return useQuery({
    queryKey: loyaltyKeys.coupons(session?.userId ?? ''),
    queryFn: async ({ signal }) => (await apiFetch<UserCouponsResponse>('/api/coupon/user', { signal })).coupons,
    enabled: session !== null,
  });
}

/** POST /api/coupon/redeem with the spec's fields; the server redeems the whole balance whatever is sent. */
export function useRedeemPoints() {
  const session = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pointsToRedeem: number) =>
      apiFetch<RedeemResponse>('/api/coupon/redeem', { method: 'POST', body: { userId: session?.userId, pointsToRedeem } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: loyaltyKeys.all }),
  });
}
