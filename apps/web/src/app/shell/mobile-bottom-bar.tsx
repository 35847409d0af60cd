import { NavLink } from 'react-router';
import { cartTargetProps, useCartCount } from '@/features/cart/shell';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { House, LayoutGrid, Package, ShoppingBag, UserRound, type LucideIcon } from '@/ui/icons';
import { CountBadge } from './count-badge';
import { useT, type MessageId } from '@/i18n';

interface Tab {
  to: string;
  label: MessageId;
  icon: LucideIcon;
  badge?: number;
}

/** The phone tab bar (spec 1 §2): Home, Collection, Cart with its count, Orders, Account. */
export function MobileBottomBar() {
  const session = useSession();
  const cartCount = useCartCount();
  const t = useT();
  const tabs: Tab[] = [
    { to: paths.home, label: 'shell.nav.home', icon: House },
    { to: paths.collection, label: 'shell.nav.collection', icon: LayoutGrid },
    { to: paths.cart, label: 'shell.nav.cart', icon: ShoppingBag, badge: cartCount },
    { to: paths.orders, label: 'shell.nav.orders', icon: Package },
    { to: session ? paths.profile : paths.login, label: 'shell.nav.account', icon: UserRound },
  ];

  return (
    <nav
      aria-label={t('shell.nav.quickLinks')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-ink-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="grid grid-cols-5">
        {tabs.map(({ to, label, icon: Icon, badge }) => (
          <li key={label}>
            <NavLink
              to={to}
              end
              aria-label={badge === undefined ? undefined : t('shell.nav.tabWithCount', { label: t(label), count: badge })}
              className={({ isActive }) =>
                cn(
                  'relative flex min-h-14 flex-col items-center justify-center gap-0.5 text-2xs font-medium',
                  isActive ? 'text-brand-700' : 'text-ink-600',
                )
              }
            >
              <span className="relative" {...(badge === undefined ? {} : cartTargetProps)}>
                <Icon aria-hidden="true" className="size-5" />
                {badge === undefined ? null : <CountBadge count={badge} className="-top-1.5 -right-2.5" />}
              </span>
              {t(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
