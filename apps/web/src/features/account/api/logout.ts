import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/ui/toaster';
import { apiFetch, isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { clearSession, useSession } from '@/lib/session';
import { useT } from '@/i18n';

const LOGOUT_REDIRECT_MS = 500;

export function postLogout(userId: string): Promise<{ success: true; message: string }> {
  return apiFetch('/api/user/logout', { method: 'POST', body: { userId } });
}

/** Logout of spec 1 §4: clear token, name, user id and cart, then /login after 500 ms. */
export function useLogout() {
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useT();

  const finish = () => {
    clearSession();
    queryClient.clear();
    toast.success(t('shell.session.loggedOut'));
    setTimeout(() => navigate(paths.login), LOGOUT_REDIRECT_MS);
  };

  return useMutation({
    mutationFn: () => postLogout(session?.userId ?? ''),
    onSuccess: finish,
    onError: (error) => {
      // A refused token has already ended the session (api-client), with its own message.
      if (isApiError(error, 401)) return;
      if (isApiError(error) && error.status > 0) toast.error(t('shell.session.logoutFailed'));
      else toast.error(t('shell.session.logoutError'));
    },
  });
}
