import { captureInstallPrompt } from './install-offer';
import { startFromBrowserConnection } from './online-status';

function whenLoadedAndIdle(run: () => void): void {
  const idle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run, { timeout: 5000 }) : window.setTimeout(run, 1));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * What the installable, offline-capable shop needs at start (decision 0043): the connection state for queries and the
 * install prompt caught at once; the service worker only after load, when idle, and never in the dev server.
 */
export function bootOfflineSupport(): void {
  startFromBrowserConnection();
  captureInstallPrompt();
  if (!import.meta.env.PROD) return;
  whenLoadedAndIdle(() => {
    import('./start')
      .then(({ startOfflineSupport }) => startOfflineSupport())
      .catch((error: unknown) => console.warn('offline support not started', error));
  });
}
