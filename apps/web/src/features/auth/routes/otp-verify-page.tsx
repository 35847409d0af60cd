import { useState } from 'react';
import { Link, useLocation } from 'react-router';
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

  if (!pending) {
    return (
      <AuthLayout title="Verify your email">
        <div role="alert" className="flex gap-3 rounded-2xl border border-danger-600/30 bg-danger-50 p-4 text-ink-800">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger-700" />
          <p>Email not found. Please try signing up again.</p>
        </div>
        <Link to={paths.login} state={{ mode: 'signup' }} className={buttonClasses('accent', 'lg', 'mt-6 w-full')}>
          Sign Up
        </Link>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Verify your email"
      intro={
        <>
          We sent a 6-digit code to <strong className="font-semibold wrap-anywhere text-ink-900">{pending.email}</strong>. Enter it
          below to activate your account.
        </>
      }
    >
      <OtpVerifyForm pending={pending} onPendingChange={setPending} />
    </AuthLayout>
  );
}

export { OtpVerifyPage as Component };
