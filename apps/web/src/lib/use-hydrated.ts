import { useEffect, useSyncExternalStore } from 'react';

/**
 * False while the browser takes over server-rendered HTML (and on the server), true from then on: parts that only
 * the browser can show (toasts, the start screen) wait for it so hydration finds exactly what the server sent.
 */
let hydrated = false;
const listeners = new Set<() => void>();

export function markHydrated(): void {
  hydrated = true;
  for (const listener of listeners) listener();
}

export function useHydrated(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => hydrated,
    () => false,
  );
}

/**
 * Marks the document once the app is live, after the render that follows hydration has committed:
 * `<html data-hydrated>`. Until then a server-rendered button does nothing; the browser journeys wait for it.
 */
export function HydratedMarker() {
  const live = useHydrated();
  useEffect(() => {
    if (live) document.documentElement.dataset.hydrated = '';
  }, [live]);
  return null;
}
