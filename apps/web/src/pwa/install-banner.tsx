import { useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/ui/button';
import { X } from '@/ui/icons';
import { noteVisit, updateMemory } from './install-memory';
import { takeInstallOffer } from './install-offer';
import { mayOfferInstall } from './install-policy';
import { useT } from '@/i18n';

/** "Install Mitumba on your phone", offered once (install-policy.ts); dismissed or installed, never again. */
export default function InstallBanner() {
  const { pathname } = useLocation();
  const [settled, setSettled] = useState(false);
  const t = useT();
  if (settled || !mayOfferInstall(noteVisit(pathname), pathname)) return null;

  const settle = () => {
    updateMemory((memory) => ({ ...memory, settled: true }));
    setSettled(true);
  };
  const install = async () => {
    const offer = takeInstallOffer();
    settle();
    if (offer) await offer.prompt();
  };

  return (
    <aside aria-label={t('shell.install.label')} className="border-b border-brand-100 bg-brand-50">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2 sm:px-6">
        <img src="/pwa-192.png" alt="" width={32} height={32} className="size-8 shrink-0 rounded-lg" />
        <p className="flex-1 text-sm text-ink-800">{t('shell.install.text')}</p>
        <Button onClick={() => void install()}>{t('shell.install.install')}</Button>
        <Button variant="ghost" size="icon" onClick={settle} aria-label={t('shell.install.dismiss')} className="-mr-2 shrink-0">
          <X aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </aside>
  );
}
