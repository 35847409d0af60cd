import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Banner, BannerListResponse } from '@mitumba/contracts/plain';
import { apiFetch, isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { homeKeys } from './keys';

export async function fetchBanners(signal?: AbortSignal): Promise<Banner[]> {
  const body = await apiFetch<BannerListResponse>('/api/banner/banners', { signal });
  return body.data;
}

export function bannersOptions(userId: string) {
  return queryOptions({
    queryKey: homeKeys.banners(userId),
    queryFn: ({ signal }) => fetchBanners(signal),
    staleTime: 5 * 60_000,
  });
}

/** Banners need login: only customers ask for them. */
export function useBanners() {
  const session = useSession();
  return useQuery({ ...bannersOptions(session?.userId ?? ''), enabled: session !== null });
}

export const BANNERS_LOGIN_MESSAGE = 'Dear user, please log in.';

/** Spec 1 §8: 'Dear user, please log in.' on 401 or a failed request, otherwise the server's message. */
export function bannerErrorMessage(error: unknown): string {
  if (!isApiError(error) || error.status === 401 || error.status === 0) return BANNERS_LOGIN_MESSAGE;
  return error.message;
}
