import { lazy, Suspense } from 'react';
import { useInstallOffer } from './install-offer';

const InstallBanner = lazy(() => import('./install-banner'));

/** Where the install banner appears; its code loads only once the browser offers the install. */
export function InstallSlot() {
  const offer = useInstallOffer();
  return offer ? (
    <Suspense fallback={null}>
      <InstallBanner />
    </Suspense>
  ) : null;
}
