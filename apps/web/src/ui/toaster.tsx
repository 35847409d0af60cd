import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type * as SonnerModule from 'sonner';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * Toasts without sonner in the first load (~9 KB gzip): the toaster's code loads at the shopper's first tap or key,
 * or at the first toast; sonner keeps toasts in its own store and shows those asked for meanwhile once it mounts.
 */
type Sonner = typeof SonnerModule;
type Toast = Sonner['toast'];

const SonnerToaster = lazy(async () => ({ default: (await import('./sonner-toaster')).SonnerToaster }));

let sonner: Promise<Sonner> | null = null;
let wanted = false;
const listeners = new Set<() => void>();

function want(): Promise<Sonner> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  sonner ??= import('sonner');
  return sonner;
}

export const toast = {
  success: (...args: Parameters<Toast['success']>) => void want().then(({ toast: show }) => show.success(...args)),
  error: (...args: Parameters<Toast['error']>) => void want().then(({ toast: show }) => show.error(...args)),
  warning: (...args: Parameters<Toast['warning']>) => void want().then(({ toast: show }) => show.warning(...args)),
  dismiss: (...args: Parameters<Toast['dismiss']>) => void sonner?.then(({ toast: show }) => show.dismiss(...args)),
};

const firstInteraction = ['pointerdown', 'keydown'] as const;

/** Where toasts appear: nothing until the first interaction or toast, then sonner's Toaster. */
export function AppToaster() {
  const hydrated = useHydrated();
  const shown = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );

  useEffect(() => {
    if (!hydrated || wanted) return;
    const load = () => void want();
    for (const type of firstInteraction) window.addEventListener(type, load, { once: true, passive: true });
    return () => {
      for (const type of firstInteraction) window.removeEventListener(type, load);
    };
  }, [hydrated]);

  if (!hydrated || !shown) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
