import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language, UserProfile } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { accountKeys } from './keys';

export interface ProfileChanges {
  name?: string;
  email?: string;
  phone?: string;
  /** Order and chat news by SMS, on or off. */
  smsNotifications?: boolean;
  /** The storefront language the account remembers. */
  language?: Language;
}

interface UpdateProfileResponse {
  success: true;
  message: string;
  user: UserProfile;
}

/** PUT /api/user/update-profile with JSON: name, e-mail, phone and the SMS choice (points and coupons are never sent). */
export function putProfile(changes: ProfileChanges): Promise<UpdateProfileResponse> {
  return apiFetch<UpdateProfileResponse>('/api/user/update-profile', { method: 'PUT', body: changes });
}

/** The same call as multipart/form-data with the (already compressed) picture in the field `profilePicture`. */
export function putProfilePicture(picture: Blob, fileName: string): Promise<UpdateProfileResponse> {
  const form = new FormData();
  form.append('profilePicture', picture, fileName);
  return apiFetch<UpdateProfileResponse>('/api/user/update-profile', { method: 'PUT', body: form });
}

/** Saves into the cached profile, so the greeting and the page show the server's copy at once. */
function useStoreProfile() {
  const session = useSession();
  const queryClient = useQueryClient();
  return (response: UpdateProfileResponse) => {
    if (!session || !response.user) return;
    queryClient.setQueryData(accountKeys.profile(session.userId), (current: UserProfile | undefined) => ({
      ...current,
      ...response.user,
      profilePicture: response.user.profilePicture ?? current?.profilePicture ?? null,
      jbwallet: response.user.jbwallet ?? current?.jbwallet ?? 0,
    }));
  };
}

export function useUpdateProfile() {
  const store = useStoreProfile();
  return useMutation({ mutationKey: accountKeys.updateProfile(), mutationFn: putProfile, onSuccess: store });
}

export function useUploadProfilePicture() {
  const store = useStoreProfile();
  return useMutation({
    mutationKey: accountKeys.updateProfilePicture(),
    mutationFn: ({ picture, fileName }: { picture: Blob; fileName: string }) => putProfilePicture(picture, fileName),
    onSuccess: store,
  });
}
