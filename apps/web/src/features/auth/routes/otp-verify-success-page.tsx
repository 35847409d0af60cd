import { Link, useLocation } from 'react-router';
import { useT } from '@/i18n';
import { paths } from '@/lib/paths';
import { buttonClasses } from '@/ui/button';
import { BadgeCheck } from '@/ui/icons';
import { StatusView } from '@/ui/status-view';

/** /otpverifysuccess: 'Dear {name}, your account is now verified!' and a link to /login. */
export function OtpVerifySuccessPage() {
  const t = useT();
  const state = useLocation().state as { name?: unknown } | null;
  const name = typeof state?.name === 'string' && state.name.trim() ? state.name : t('auth.customer');

  return (
    <StatusView
      icon={BadgeCheck}
      title={t('auth.verified.title')}
      actions={
        <Link to={paths.login} className={buttonClasses('accent', 'lg')}>
          {t('auth.continueToLogin')}
        </Link>
      }
    >
      <p>{t('auth.verified.body', { name })}</p>
    </StatusView>
  );
}

export { OtpVerifySuccessPage as Component };
