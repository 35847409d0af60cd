import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { T, useT } from '@/i18n';
import { paths } from '@/lib/paths';
import { buttonClasses } from '@/ui/button';
import { CircleAlert } from '@/ui/icons';
import { AuthLayout } from '../components/auth-layout';
import { OtpVerifyForm } from '../components/otp-verify-form';
import { resolvePendingVerification } from '../otp-session';

/** /otpverify: the e-mail comes in navigation state (or from sessionStorage after a reload). */
export function OtpVerifyPage() {
  const state = useLocation().state as { email?: unknown } | null;
  const [pending, setPending] = useState(() => resolvePendingVerification(state?.email));
  const t = useT();

  if (!pending) {
    return (
      <AuthLayout title={t('auth.otp.title')}>
        <div role="alert" className="flex gap-3 rounded-2xl border border-danger-600/30 bg-danger-50 p-4 text-ink-800">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger-700" />
          <p>{t('auth.otp.notFound')}</p>
        </div>
        <Link to={paths.login} state={{ mode: 'signup' }} className={buttonClasses('accent', 'lg', 'mt-6 w-full')}>
          {t('auth.signup.title')}
        </Link>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t('auth.otp.title')}
      intro={
        <T id="auth.otp.intro" values={{ email: pending.email }} components={{ 0: <strong className="font-semibold wrap-anywhere text-ink-900" /> }} />
      }
    >
      <OtpVerifyForm pending={pending} onPendingChange={setPending} />
    </AuthLayout>
  );
}

export { OtpVerifyPage as Component };
