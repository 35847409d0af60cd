import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { Menu, X } from '@/ui/icons';
import { AccountLinks } from './account-links';
import { mainNavLinks } from './nav-links';
import { useDismiss } from './use-dismiss';
import { useT } from '@/i18n';

const link = 'flex min-h-11 items-center rounded-lg px-3 text-base text-ink-800 hover:bg-ink-100';

/** The phone menu: the page links, favourites and the account actions the bottom bar has no room for. */
export function MobileMenu() {
  const session = useSession();
  const t = useT();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(container, open, close);
  useEffect(close, [pathname, close]);

  return (
    <div ref={container} className="md:hidden">
      <button
        type="button"
        className="inline-flex size-11 items-center justify-center rounded-full text-ink-800 hover:bg-ink-100"
        aria-label={open ? t('shell.menu.close') : t('shell.menu.open')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
      </button>
      {open ? (
        <nav
          id={panelId}
          aria-label={t('shell.menu.label')}
          className="absolute inset-x-0 top-full z-40 border-b border-ink-200 bg-white px-4 pt-2 pb-4 shadow-lg"
        >
          <ul className="space-y-0.5">
            {[...mainNavLinks, { to: paths.favourites, label: 'shell.nav.favourites' as const }].map(({ to, label }) => (
              <li key={to}>
                <NavLink to={to} end className={({ isActive }) => cn(link, isActive && 'font-semibold text-brand-700')}>
                  {t(label)}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-2 border-t border-ink-200 pt-2">
            {session ? (
              <AccountLinks onNavigate={close} />
            ) : (
              <NavLink to={paths.login} className={link}>
                {t('shell.nav.login')}
              </NavLink>
            )}
          </div>
        </nav>
      ) : null}
    </div>
  );
}
