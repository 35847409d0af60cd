import { NavLink } from 'react-router';
import { SUPPORT_PHONE } from '@mitumba/contracts/plain';
import { cn } from '@/lib/cn';
import { Phone } from '@/ui/icons';
import { CartLink, FavouritesLink, SearchButton } from './header-actions';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { mainNavLinks } from './nav-links';
import { ProfileMenu } from './profile-menu';
import { useGreeting } from './use-greeting';
import { useT } from '@/i18n';
import { HydrateLater } from '@/platform/hydrate-later';

function GreetingBar() {
  const greeting = useGreeting();
  const t = useT();
  return (
    <div className="bg-brand-800 text-white">
      <div className="mx-auto flex h-8 max-w-7xl items-center justify-between px-4 text-xs sm:px-6">
        <p data-testid="greeting">{greeting}</p>
        <div className="flex items-center gap-4">
          <a href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`} className="hidden items-center gap-1.5 sm:inline-flex">
            <Phone aria-hidden="true" className="size-3.5" /> {t('shell.header.support', { phone: SUPPORT_PHONE })}
          </a>
          <LanguageSwitch />
        </div>
      </div>
    </div>
  );
}

export function TopNav() {
  return (
    <header className="sticky top-0 z-30 border-b border-ink-200 bg-white/95 backdrop-blur">
      <HydrateLater name="greeting-bar">
        <GreetingBar />
      </HydrateLater>
      <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-2 px-2 sm:px-6">
        <HydrateLater name="mobile-menu">
          <MobileMenu />
        </HydrateLater>
        <Logo />
        <HydrateLater name="main-nav">
          <MainNav />
        </HydrateLater>
        <HeaderActions />
      </div>
    </header>
  );
}

function MainNav() {
  const t = useT();
  return (
    <nav aria-label={t('shell.nav.main')} className="mx-auto hidden md:block">
      <ul className="flex items-center gap-1">
        {mainNavLinks.map(({ to, label }) => (
          <li key={to}>
            <NavLink
              to={to}
              end
              className={({ isActive }) =>
                cn(
                  'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-medium tracking-wide uppercase',
                  isActive ? 'text-ink-900 underline decoration-2 underline-offset-8' : 'text-ink-600 hover:text-ink-900',
                )
              }
            >
              {t(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Each action hydrates in a task of its own. */
function HeaderActions() {
  return (
    <div className="ml-auto flex items-center md:ml-0">
      <HydrateLater name="header-search">
        <SearchButton />
      </HydrateLater>
      <HydrateLater name="header-favourites">
        <FavouritesLink />
      </HydrateLater>
      <HydrateLater name="header-cart">
        <CartLink className="hidden md:inline-flex" />
      </HydrateLater>
      <HydrateLater name="header-profile">
        <div className="hidden md:block">
          <ProfileMenu />
        </div>
      </HydrateLater>
    </div>
  );
}
