import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * React Query assumes a connection until an `offline` event, but a page the service worker answered offline starts
 * without one: queries then wait (paused) instead of failing, and run by themselves when the connection is back.
 */
export function startFromBrowserConnection(): void {
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
}

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);

/** Whether the browser has a connection, as React Query sees it (the same state that pauses and resumes queries). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => onlineManager.isOnline(), () => true);
}
