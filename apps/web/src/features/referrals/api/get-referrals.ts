import { useQuery } from '@tanstack/react-query';
import type { MyReferralsResponse, ReferralLinkResponse } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { referralKeys } from './keys';

/** GET /api/user/referral-link: the signed-in customer's link (its code is made on the first call). */
export function useReferralLink() {
  const session = useSession();
  return useQuery({
    queryKey: referralKeys.link(session?.userId ?? ''),
    queryFn: ({ signal }) => apiFetch<ReferralLinkResponse>('/api/user/referral-link', { signal }),
    enabled: session !== null,
    staleTime: Infinity,
  });
}

/** GET /api/user/my-referrals: the friends the customer brought, masked, with the four counts. */
export function useMyReferrals() {
  const session = useSession();
  return useQuery({
    queryKey: referralKeys.mine(session?.userId ?? ''),
    queryFn: ({ signal }) => apiFetch<MyReferralsResponse>('/api/user/my-referrals', { signal }),
    enabled: session !== null,
  });
}
