import { toast } from '@/ui/toaster';
import { useProfile } from '@/features/account';
import { isApiError } from '@/lib/api-client';
import { useJoinWaitlistMutation } from './api/join-waitlist';
import { useT, type Translate } from '@/i18n';

function joinFailure(t: Translate, error: Error): string {
  const message = isApiError(error) && error.status > 0 ? error.message : '';
  return t('waitlist.toast.joinFailed', { reason: message || t('waitlist.toast.tryAgain') });
}

/** Joins the waitlist of a sold-out weight with the profile's phone, and says how it went (spec 1 §8). */
export function useJoinWaitlist() {
  const mutation = useJoinWaitlistMutation();
  const phone = useProfile().data?.phone;
  const t = useT();

  const join = (productId: string, weight: string) =>
    mutation.mutate(
      { productId, weight, phone },
      {
        onSuccess: (response) => toast.success(response.message),
        onError: (error) => {
          if (!isApiError(error, 401)) toast.error(joinFailure(t, error));
        },
      },
    );

  return { join, isPending: mutation.isPending };
}
