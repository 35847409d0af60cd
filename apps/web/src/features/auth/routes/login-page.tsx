import { Navigate } from 'react-router';
import { paths } from '@/lib/paths';
import { AuthLayout } from '../components/auth-layout';
import { ForgotForm } from '../components/forgot-form';
import { LoginForm } from '../components/login-form';
import { ModeSwitcher, useAuthMode, useReferralFromLink, type AuthMode } from '../components/mode-switcher';
import { SignupForm } from '../components/signup-form';
import { isLockedOut } from '../login-attempts';

const copy: Record<AuthMode, { title: string; intro: string }> = {
  login: { title: 'Login', intro: 'Welcome back. Log in to shop, track your orders and use your wallet points.' },
  signup: { title: 'Sign Up', intro: 'Create your account to order, join waitlists and make offers.' },
  forgot: {
    title: 'Forgot Password',
    intro: "Enter the e-mail address you signed up with and we'll send you a link to choose a new password.",
  },
};

/** /login with its Login, Sign Up and Forgot Password modes; /forgotpassword opens the last one. */
export function LoginPage() {
  const [mode, setMode] = useAuthMode();
  const referral = useReferralFromLink();
  if (mode === 'login' && isLockedOut()) return <Navigate to={paths.timeCountDown} replace />;
  const { title, intro } = copy[mode];

  return (
    <AuthLayout title={title} intro={intro} top={mode === 'forgot' ? null : <ModeSwitcher mode={mode} onChange={setMode} />}>
      {mode === 'login' ? <LoginForm /> : null}
      {mode === 'signup' ? <SignupForm referral={referral} /> : null}
      {mode === 'forgot' ? <ForgotForm /> : null}
    </AuthLayout>
  );
}

export { LoginPage as Component };
