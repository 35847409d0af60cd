import { useLocation, useNavigate } from 'react-router';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';

export type AuthMode = 'login' | 'signup' | 'forgot';

/**
 * The auth page's mode (spec 1 §2): Forgot Password is its own URL (/forgotpassword); Sign Up is /login with
 * `{ mode: 'signup' }` in navigation state, so a reload keeps it without a URL parameter.
 */
export function useAuthMode(): [AuthMode, (mode: AuthMode) => void] {
  const { pathname, state } = useLocation();
  const navigate = useNavigate();
  const mode: AuthMode =
    pathname.toLowerCase() === paths.forgotPassword
      ? 'forgot'
      : (state as { mode?: unknown } | null)?.mode === 'signup'
        ? 'signup'
        : 'login';
  // Login ⇄ Sign Up replace each other in history; Forgot Password is reached by its own link (/forgotpassword).
  const setMode = (next: AuthMode) => {
    if (next === mode) return;
    navigate(next === 'forgot' ? paths.forgotPassword : paths.login, {
      replace: next !== 'forgot',
      state: next === 'signup' ? { mode: 'signup' } : null,
    });
  };
  return [mode, setMode];
}

const options: { mode: AuthMode; label: string }[] = [
  { mode: 'login', label: 'Login' },
  { mode: 'signup', label: 'Sign Up' },
];

/** Login | Sign Up; the Forgot Password mode is reached from the login form and leads back to it. */
export function ModeSwitcher({ mode, onChange }: { mode: AuthMode; onChange: (mode: AuthMode) => void }) {
  return (
    <div role="group" aria-label="Login or sign up" className="mb-8 grid grid-cols-2 gap-1 rounded-full bg-ink-100 p-1">
      {options.map((option) => (
        <button
          key={option.mode}
          type="button"
          aria-pressed={mode === option.mode}
          onClick={() => onChange(option.mode)}
          className={cn(
            'min-h-11 rounded-full text-sm font-semibold transition-colors',
            mode === option.mode ? 'bg-white text-ink-900 shadow-sm' : 'text-ink-600 hover:text-ink-900',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
