import { Outlet } from 'react-router';
import { useAccountLanguage, useSessionWatcher } from '@/features/account';
import { useCartSync } from '@/features/cart/shell';
import { useFavouritesSync } from '@/features/favourites';
import { InstallSlot } from '@/pwa/install-slot';
import { OfflineBar } from '@/pwa/offline-bar';
import { Footer } from './footer';
import { MobileBottomBar } from './mobile-bottom-bar';
import { ScrollToTopOnNavigate } from './scroll-to-top';
import { TopNav } from './top-nav';
import { useT } from '@/i18n';
import { HydrateLater } from '@/platform/hydrate-later';

/** What the shell keeps in step with the account (session, language, cart, favourites): it renders nothing. */
function ShellSync() {
  useSessionWatcher();
  useAccountLanguage();
  useCartSync();
  useFavouritesSync();
  return null;
}

/** The shell around every page: header, content, footer and the phone tab bar. */
export function RootLayout() {
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col pb-16 md:pb-0">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-3 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('shell.skipToContent')}
      </a>
      <HydrateLater name="shell-sync">
        <ShellSync />
      </HydrateLater>
      <ScrollToTopOnNavigate />
      <TopNav />
      <OfflineBar />
      <InstallSlot />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <HydrateLater name="footer">
        <Footer />
      </HydrateLater>
      <HydrateLater name="mobile-bottom-bar">
        <MobileBottomBar />
      </HydrateLater>
    </div>
  );
}

/** Shown only while the first page's code loads. */
export function ShellFallback() {
  return <div className="min-h-dvh bg-white" aria-busy="true" />;
}
