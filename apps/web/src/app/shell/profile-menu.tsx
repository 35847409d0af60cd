import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { CircleUserRound } from '@/ui/icons';
import { AccountLinks } from './account-links';
import { useDismiss } from './use-dismiss';
import { useT } from '@/i18n';

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-full text-ink-800 transition-colors hover:bg-ink-100';

/** Visitors get a link to /login; logged-in users a menu with My Profile, Orders and Logout. */
export function ProfileMenu() {
  const session = useSession();
  const t = useT();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(container, open, close);

  if (!session) {
    return (
      <Link to={paths.login} className={iconButton} aria-label={t('shell.nav.login')}>
        <CircleUserRound aria-hidden="true" className="size-5" />
      </Link>
    );
  }

  return (
    <div ref={container} className="relative">
      <button
        type="button"
        className={iconButton}
        aria-label={t('shell.account.menu')}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <CircleUserRound aria-hidden="true" className="size-5" />
      </button>
      {open ? (
        <div
          id={menuId}
          className="absolute right-0 z-40 mt-2 w-48 rounded-xl border border-ink-200 bg-white p-1.5 shadow-lg"
        >
          <AccountLinks onNavigate={close} />
        </div>
      ) : null}
    </div>
  );
}
