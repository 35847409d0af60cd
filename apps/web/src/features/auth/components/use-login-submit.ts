import { useNavigate } from 'react-router';
import { toast } from '@/ui/toaster';
import { useT } from '@/i18n';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { startSession } from '@/lib/session';
import { takeLoginIntent } from '@/lib/login-intent';
import { landingAfterLogin, staffDeskOf } from '@/lib/staff-desk';
import { useLogin } from '../api/login';
import { takeFirstLogin } from '../new-account';
import { lockoutDeadline, recordFailedAttempt, resetAttempts } from '../login-attempts';

export interface UnverifiedNotice {
  message: string;
  email: string;
}

type Failure =
  | { kind: 'suspended'; username?: string }
  | { kind: 'unverified'; message: string }
  | { kind: 'counted'; message: string }
  | { kind: 'message'; message: string };

/** Spec 1 §4: suspended → its page; any other refusal costs an attempt; thrown errors just show their message. */
export function classifyLoginFailure(error: unknown): Failure {
  if (!isApiError(error) || error.status === 0) return { kind: 'message', message: (error as Error).message };
  const body = (error.body ?? {}) as { username?: unknown; needsVerification?: unknown; suspended?: unknown };
  // The flag, not the words: the message comes in the shopper's language.
  if (body.suspended === true) {
    return { kind: 'suspended', username: typeof body.username === 'string' ? body.username : undefined };
  }
  if (body.needsVerification === true) return { kind: 'unverified', message: error.message };
  // Server-side throttling and server faults are not the customer's wrong password.
  if (error.status === 429 || error.status >= 500) return { kind: 'message', message: error.message };
  return { kind: 'counted', message: error.message };
}

/** Logs in, keeping the spec's attempt count, and sends the person to the screen the outcome calls for. */
export function useLoginSubmit(onUnverified: (notice: UnverifiedNotice) => void) {
  const login = useLogin();
  const navigate = useNavigate();
  const t = useT();

  const submit = (credentials: { email: string; password: string }) => {
    if (lockoutDeadline() !== null) {
      navigate(paths.timeCountDown);
      return;
    }
    login.mutate(credentials, {
      onSuccess: (response) => {
        startSession(response.token);
        resetAttempts();
        const firstLogin = takeFirstLogin(credentials.email);
        const intent = takeLoginIntent();
        toast.success(t(firstLogin ? 'auth.login.welcome' : 'auth.login.welcomeBack'));
        if (intent && !staffDeskOf(response.role)) {
          // Back to what they were doing, the action handed over to the page (docs/decisions/0037).
          navigate(intent.returnTo, { state: intent.action ? { resume: intent.action } : null });
          return;
        }
        // Staff land on their desk; customers on the welcome page (docs/decisions/0032).
        navigate(landingAfterLogin(response.role), { state: { username: response.username, firstLogin } });
      },
      onError: (error) => {
        const failure = classifyLoginFailure(error);
        if (failure.kind === 'suspended') {
          navigate(paths.accountSuspended, { state: { username: failure.username } });
        } else if (failure.kind === 'unverified') {
          onUnverified({ message: failure.message, email: credentials.email });
        } else if (failure.kind === 'message') {
          toast.error(failure.message);
        } else {
          const remaining = recordFailedAttempt();
          if (remaining === 0) navigate(paths.timeCountDown);
          else navigate(paths.remainingAttempts, { state: { remaining, message: failure.message } });
        }
      },
    });
  };

  return { submit, isPending: login.isPending };
}
