import { noteVisit } from './install-memory';

/**
 * Loaded once the page is idle, in the built app only: counts the visit (for the install offer) and registers the
 * service worker, whose precache then downloads in the background without competing with the page.
 */
export async function startOfflineSupport(): Promise<void> {
  noteVisit(window.location.pathname);
  if (!('serviceWorker' in navigator)) return;
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
}
