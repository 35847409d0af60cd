import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { noteVisit } from './install-memory';
import { useInstallOffer } from './install-offer';
import { mayOfferInstall } from './install-policy';

const InstallBanner = lazy(() => import('./install-banner'));

/**
 * Where the install banner appears; its code loads only once the browser offers the install and the shop may show
 * it here (install-policy.ts): not on a first visit, whatever the browser offers.
 */
export function InstallSlot() {
  const offer = useInstallOffer();
  const { pathname } = useLocation();
  return offer && mayOfferInstall(noteVisit(pathname), pathname) ? (
    <Suspense fallback={null}>
      <InstallBanner />
    </Suspense>
  ) : null;
}
