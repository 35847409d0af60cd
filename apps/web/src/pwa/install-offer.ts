import { useSyncExternalStore } from 'react';
import { updateMemory } from './install-memory';

/** Chromium's deferred install prompt (`beforeinstallprompt`): shown when the shop asks, once. */
export type InstallPromptEvent = Event & { prompt(): Promise<void>; userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }> };

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function setOffer(next: InstallPromptEvent | null): void {
  offer = next;
  listeners.forEach((listener) => listener());
}

/**
 * Keeps the browser's install prompt for the shop's own banner instead of the browser's mini-infobar. Attached at
 * start: the browser may offer it before the page is idle. Installed from the browser's menu counts as settled too.
 */
export function captureInstallPrompt(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    setOffer(event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => {
    setOffer(null);
    updateMemory((memory) => ({ ...memory, settled: true }));
  });
}

/** The prompt, once: whoever takes it shows it. */
export function takeInstallOffer(): InstallPromptEvent | null {
  const taken = offer;
  setOffer(null);
  return taken;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useInstallOffer(): InstallPromptEvent | null {
  return useSyncExternalStore(subscribe, () => offer, () => null);
}
