import { Link, useLocation } from 'react-router';
import { useUserName } from '@/features/account';
import { useT } from '@/i18n';
import { paths } from '@/lib/paths';
import { buttonClasses } from '@/ui/button';
import { Sparkles } from '@/ui/icons';
import { StatusView } from '@/ui/status-view';

/** /loginsuccess: a welcome (back, unless the account is new) and 'Explore New Arrival' to /collection. */
export function LoginSuccessPage() {
  const state = useLocation().state as { username?: unknown; firstLogin?: unknown } | null;
  const profileName = useUserName();
  const t = useT();
  const name = typeof state?.username === 'string' && state.username ? state.username : profileName;
  // Someone who has just signed up is new here: welcome, not welcome back.
  const first = state?.firstLogin === true;
  const title = name
    ? t(first ? 'auth.success.welcomeName' : 'auth.success.welcomeBackName', { name })
    : t(first ? 'auth.login.welcome' : 'auth.login.welcomeBack');

  return (
    <StatusView
      icon={Sparkles}
      title={title}
      actions={
        <Link to={paths.collection} className={buttonClasses('accent', 'lg')}>
          {t('auth.success.explore')}
        </Link>
      }
    >
      <p>{t(first ? 'auth.success.ready' : 'auth.success.loggedIn')}</p>
    </StatusView>
  );
}

export { LoginSuccessPage as Component };
