import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/ui/toaster';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { clearSession, onSessionExpired } from '@/lib/session';
import { useT } from '@/i18n';
import { useProfile } from './api/get-profile';

/**
 * Mounted once in the shell. A token the server refuses ends the session with 'Session expired – please log in
 * again.'; a profile that cannot be loaded for another reason is 'Failed to fetch user data' (spec 1 §8). Both
 * remove the token and go to /login. A suspended account goes to the suspension page instead.
 */
export function useSessionWatcher(): void {
  const { error } = useProfile();
  const navigate = useNavigate();
  const t = useT();

  useEffect(
    () =>
      onSessionExpired(() => {
        toast.error(t('shell.session.expired'));
        navigate(paths.login);
      }),
    [navigate, t],
  );

  useEffect(() => {
    // 401s are handled above; offline is not a broken session, so the token stays for the next load.
    if (!error || (isApiError(error) && (error.status === 401 || error.status === 0))) return;
    // An account suspended while signed in: the server refuses its token with the name to greet, so say so.
    const refusal = isApiError(error, 403) ? (error.body as { username?: unknown; suspended?: unknown } | null) : null;
    if (refusal?.suspended === true) {
      const { username } = refusal;
      clearSession();
      navigate(paths.accountSuspended, { state: { username: typeof username === 'string' ? username : undefined } });
      return;
    }
    toast.error(t('shell.session.profileFailed'));
    clearSession();
    navigate(paths.login);
  }, [error, navigate, t]);
}
