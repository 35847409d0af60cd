import { Navigate } from 'react-router';
import { useT, type MessageId } from '@/i18n';
import { paths } from '@/lib/paths';
import { AuthLayout } from '../components/auth-layout';
import { ForgotForm } from '../components/forgot-form';
import { LoginForm } from '../components/login-form';
import { ModeSwitcher, useAuthMode, useReferralFromLink, type AuthMode } from '../components/mode-switcher';
import { SignupForm } from '../components/signup-form';
import { isLockedOut } from '../login-attempts';

const copy: Record<AuthMode, { title: MessageId; intro: MessageId }> = {
  login: { title: 'auth.login.title', intro: 'auth.login.intro' },
  signup: { title: 'auth.signup.title', intro: 'auth.signup.intro' },
  forgot: { title: 'auth.forgot.title', intro: 'auth.forgot.intro' },
};

/** /login with its Login, Sign Up and Forgot Password modes; /forgotpassword opens the last one. */
export function LoginPage() {
  const [mode, setMode] = useAuthMode();
  const referral = useReferralFromLink();
  const t = useT();
  if (mode === 'login' && isLockedOut()) return <Navigate to={paths.timeCountDown} replace />;
  const { title, intro } = copy[mode];

  return (
    <AuthLayout title={t(title)} intro={t(intro)} top={mode === 'forgot' ? null : <ModeSwitcher mode={mode} onChange={setMode} />}>
      {mode === 'login' ? <LoginForm /> : null}
      {mode === 'signup' ? <SignupForm referral={referral} /> : null}
      {mode === 'forgot' ? <ForgotForm /> : null}
    </AuthLayout>
  );
}

export { LoginPage as Component };
