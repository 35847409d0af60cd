import { useEffect, useState } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * True once the page has loaded and the browser is idle: for what the first screen can do without (the hero video),
 * so it never competes with the page's own images and scripts.
 */
export function useIdle(): boolean {
  const hydrated = useHydrated();
  const [idle, setIdle] = useState(false);

  useEffect(() => {
    if (!hydrated) return;
    let cancel = () => {};
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 3000 });
        cancel = () => window.cancelIdleCallback(handle);
      } else {
        const handle = window.setTimeout(() => setIdle(true), 1);
        cancel = () => window.clearTimeout(handle);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      cancel();
    };
  }, [hydrated]);

  return idle;
}
