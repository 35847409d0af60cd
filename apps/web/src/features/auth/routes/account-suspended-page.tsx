import { Link, useLocation } from 'react-router';
import { useT } from '@/i18n';
import { paths } from '@/lib/paths';
import { buttonClasses } from '@/ui/button';
import { ShieldAlert } from '@/ui/icons';
import { StatusView } from '@/ui/status-view';

/** /account-suspended: greets by the name in navigation state, or 'Customer'; 'Contact Support' to /contact. */
export function AccountSuspendedPage() {
  const t = useT();
  const state = useLocation().state as { username?: unknown } | null;
  const name = typeof state?.username === 'string' && state.username.trim() ? state.username : t('auth.customer');

  return (
    <StatusView
      icon={ShieldAlert}
      tone="danger"
      title={t('auth.suspended.title')}
      actions={
        <Link to={paths.contact} className={buttonClasses('primary', 'lg')}>
          {t('auth.suspended.contact')}
        </Link>
      }
    >
      <p>{t('auth.suspended.body', { name })}</p>
      <p>{t('auth.suspended.help')}</p>
    </StatusView>
  );
}

export { AccountSuspendedPage as Component };
