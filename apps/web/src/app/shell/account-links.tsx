import { Link } from 'react-router';
import { useLogout, useProfile } from '@/features/account';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { staffDeskOf } from '@/lib/staff-desk';
import { LayoutGrid, LogOut, Package, ShieldCheck, Sparkles, UserRound } from '@/ui/icons';
import { useT } from '@/i18n';

const item = 'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-sm text-ink-800 hover:bg-ink-100';

/** Staff's desk first (the back office, the cashier's code), then My Profile, Orders, Trending, Logout: shared by the desktop profile menu and the phone menu. */
export function AccountLinks({ onNavigate, className }: { onNavigate?: () => void; className?: string }) {
  const t = useT();
  const logout = useLogout();
  const role = useProfile().data?.role;
  const desk = staffDeskOf(role);
  const DeskIcon = role === 'admin' ? LayoutGrid : ShieldCheck;
  return (
    <ul className={cn('space-y-0.5', className)}>
      {desk ? (
        <li>
          <Link to={desk.path} className={item} onClick={onNavigate}>
            <DeskIcon aria-hidden="true" className="size-4" /> {desk.label}
          </Link>
        </li>
      ) : null}
      <li>
        <Link to={paths.profile} className={item} onClick={onNavigate}>
          <UserRound aria-hidden="true" className="size-4" /> {t('shell.account.profile')}
        </Link>
      </li>
      <li>
        <Link to={paths.orders} className={item} onClick={onNavigate}>
          <Package aria-hidden="true" className="size-4" /> {t('shell.account.orders')}
        </Link>
      </li>
      <li>
        <Link to={paths.trending} className={item} onClick={onNavigate}>
          <Sparkles aria-hidden="true" className="size-4" /> {t('shell.account.trending')}
        </Link>
      </li>
      <li>
        <button
          type="button"
          className={item}
          disabled={logout.isPending}
          onClick={() => {
            onNavigate?.();
            logout.mutate();
          }}
        >
          <LogOut aria-hidden="true" className="size-4" /> {t('shell.account.logout')}
        </button>
      </li>
    </ul>
  );
}
