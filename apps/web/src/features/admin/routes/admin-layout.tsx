import { Link, Outlet } from 'react-router';
import { useSessionWatcher } from '@/features/account';
import { paths } from '@/lib/paths';
import { AdminGuard } from '../components/admin-guard';
import { AdminNav } from '../components/admin-nav';

/** The back office's frame: its own header and navigation, no storefront chrome. */
export function AdminLayout() {
  useSessionWatcher();
  return (
    <div className="flex min-h-dvh flex-col bg-ink-50">
      <header className="border-b border-ink-200 bg-white">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-2">
          <p className="text-lg font-bold tracking-[0.2em] text-ink-900">
            MITUMBA <span className="text-sm font-semibold tracking-normal text-brand-700">Back office</span>
          </p>
          <Link to={paths.home} className="inline-flex min-h-11 items-center text-sm font-semibold text-ink-700 underline-offset-4 hover:underline">
            View shop
          </Link>
        </div>
      </header>
      <AdminGuard>
        <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-4 px-4 py-4 lg:flex-row lg:gap-8 lg:py-8">
          <aside className="lg:w-52 lg:shrink-0">
            <AdminNav />
          </aside>
          <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
            <Outlet />
          </main>
        </div>
      </AdminGuard>
    </div>
  );
}

