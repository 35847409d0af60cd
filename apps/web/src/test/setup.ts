import { cleanup } from '@testing-library/react';
import { markHydrated } from '@/lib/use-hydrated';
import { toast } from '@/ui/toaster';
import { afterAll, afterEach, vi } from 'vitest';

// jsdom has no matchMedia; the app treats a missing one as "no match", but sonner asks for it directly.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// Component tests render in the browser from scratch, as a client-rendered page does.
markHydrated();

afterEach(() => {
  // Sonner keeps toasts in a module-level store and replays them into the next Toaster.
  toast.dismiss();
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// Files share a worker's jsdom (isolate: false in vitest.config.ts): what one file stubbed or faked is undone before
// the next file starts, whatever its own hooks forgot.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
