import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RedeemResponse, UserCouponsResponse, WalletBalanceResponse } from '@mitumba/contracts/plain';
import type { Translate } from '@/i18n';
import { apiFetch, isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { loyaltyKeys } from './keys';

/** The spec's two wallet messages: the server said no, or it could not be asked at all. */
export function walletErrorMessage(t: Translate, error: unknown): string {
  return isApiError(error) && error.status > 0 ? t('loyalty.wallet.failed') : t('loyalty.wallet.error');
}

/** GET /api/wallet/balance?userId={id}, with the session's token: the server answers only the customer's own. */
function useWallet<T>(select: (answer: WalletBalanceResponse) => T) {
  const session = useSession();
  const userId = session?.userId ?? '';
  return useQuery({
    queryKey: loyaltyKeys.wallet(userId),
    queryFn: ({ signal }) => apiFetch<WalletBalanceResponse>('/api/wallet/balance', { query: { userId }, signal }),
    select,
    enabled: session !== null,
  });
}

const spendable = (answer: WalletBalanceResponse) => answer.jbwallet;
const pendingOf = (answer: WalletBalanceResponse) => answer.pendingPoints ?? 0;

/** The points the customer can redeem now (the spec's `jbwallet`). */
export const useWalletBalance = () => useWallet(spendable);
/** The points still pending (their order's return window is open): 0 when none (decision 0021 §8). */
export const useWalletPending = () => useWallet(pendingOf);

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
