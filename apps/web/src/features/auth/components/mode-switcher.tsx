import { useLocation, useNavigate } from 'react-router';
import { isReferralCode } from '@mitumba/contracts/plain';
import { useT, type MessageId } from '@/i18n';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';

export type AuthMode = 'login' | 'signup' | 'forgot';

/** What the page's navigation state may hold: the mode, and the referral code an invite link brought. */
type AuthState = { mode?: unknown; ref?: unknown } | null;

/**
 * The auth page's mode (spec 1 §2): Forgot Password is its own URL (/forgotpassword); Sign Up is /login with
 * `{ mode: 'signup' }` in navigation state, so a reload keeps it without a URL parameter. A referral link
 * (/login?ref={code}, issue 16) opens Sign Up, and its code stays in state while the visitor switches modes.
 */
export function useAuthMode(): [AuthMode, (mode: AuthMode) => void] {
  const { pathname, state } = useLocation();
  const navigate = useNavigate();
  const referral = useReferralFromLink();
  const stated = (state as AuthState)?.mode;
  const mode: AuthMode =
    pathname.toLowerCase() === paths.forgotPassword
      ? 'forgot'
      : stated === 'signup' || (stated === undefined && referral !== null)
        ? 'signup'
        : 'login';
  // Login ⇄ Sign Up replace each other in history; Forgot Password is reached by its own link (/forgotpassword).
  const setMode = (next: AuthMode) => {
    if (next === mode) return;
    const keep = referral === null ? {} : { ref: referral };
    navigate(next === 'forgot' ? paths.forgotPassword : paths.login, {
      replace: next !== 'forgot',
      state: next === 'signup' ? { mode: 'signup', ...keep } : referral === null ? null : { mode: 'login', ...keep },
    });
  };
  return [mode, setMode];
}

/** The referral code of an invite link (?ref=, or carried in state after a mode switch); null when none or malformed. */
export function useReferralFromLink(): string | null {
  const { search, state } = useLocation();
  const given = new URLSearchParams(search).get('ref') ?? (state as AuthState)?.ref;
  return typeof given === 'string' && isReferralCode(given) ? given : null;
}

const options: { mode: AuthMode; label: MessageId }[] = [
  { mode: 'login', label: 'auth.login.title' },
  { mode: 'signup', label: 'auth.signup.title' },
];

/** Login | Sign Up; the Forgot Password mode is reached from the login form and leads back to it. */
export function ModeSwitcher({ mode, onChange }: { mode: AuthMode; onChange: (mode: AuthMode) => void }) {
  const t = useT();
  return (
    <div role="group" aria-label={t('auth.mode.group')} className="mb-8 grid grid-cols-2 gap-1 rounded-full bg-ink-100 p-1">
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
          {t(option.label)}
        </button>
      ))}
    </div>
  );
}
