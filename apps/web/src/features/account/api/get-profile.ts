import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileResponse, UserProfile } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { accountKeys } from './keys';

export type { UserProfile };

/** GET /api/user/profile. Older answers lacked the picture and points: they read as none and 0. */
export async function fetchProfile(signal?: AbortSignal): Promise<UserProfile> {
  const body = await apiFetch<ProfileResponse>('/api/user/profile', { signal });
  return { ...body.user, profilePicture: body.user.profilePicture ?? null, jbwallet: body.user.jbwallet ?? 0 };
}

export function profileOptions(userId: string) {
  return queryOptions({
    queryKey: accountKeys.profile(userId),
    queryFn: ({ signal }) => fetchProfile(signal),
    staleTime: 5 * 60_000,
  });
}

/** The logged-in user's profile; idle for visitors. */
export function useProfile() {
  const session = useSession();
  return useQuery({ ...profileOptions(session?.userId ?? ''), enabled: session !== null });
}

/** The user's name once known, else undefined (visitors, or while loading). */
export function useUserName(): string | undefined {
  return useProfile().data?.name || undefined;
}
