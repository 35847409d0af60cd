import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/ui/toaster';
import { apiFetch, isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { clearSession, useSession } from '@/lib/session';

const LOGOUT_REDIRECT_MS = 500;

export function postLogout(userId: string): Promise<{ success: true; message: string }> {
  return apiFetch('/api/user/logout', { method: 'POST', body: { userId } });
}

/** Logout of spec 1 §4: clear token, name, user id and cart, then /login after 500 ms. */
export function useLogout() {
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const finish = () => {
    clearSession();
    queryClient.clear();
    toast.success('Logged out successfully!');
    setTimeout(() => navigate(paths.login), LOGOUT_REDIRECT_MS);
  };

  return useMutation({
    mutationFn: () => postLogout(session?.userId ?? ''),
    onSuccess: finish,
    onError: (error) => {
      // A refused token has already ended the session (api-client), with its own message.
      if (isApiError(error, 401)) return;
      if (isApiError(error) && error.status > 0) toast.error('Failed to log out.');
      else toast.error('An error occurred while logging out.');
    },
  });
}
