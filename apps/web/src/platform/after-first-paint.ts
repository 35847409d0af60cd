/**
 * Resolves once the browser has shown the server-rendered page and its priority images (the LCP candidates, marked
 * `fetchpriority="high"`), or after `capMs` whatever happened. The app's code waits for it (boot.ts): on a slow
 * connection its bytes would otherwise share the bandwidth with the hero photo, and its start-up would hold the
 * main thread before the first frame (decision 0048).
 *
 * A page with nothing rendered on the server (an empty root: a logged-in screen opened directly) has nothing to show
 * first, and a page in a background tab never paints: both go on at once.
 */
export function afterFirstPaint(root: HTMLElement | null, capMs = 3000): Promise<void> {
  if (!root?.firstElementChild || document.visibilityState !== 'visible' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    return Promise.resolve();
  }
  const cap = new Promise<void>((resolve) => setTimeout(resolve, capMs));
  return Promise.race([Promise.all([firstContentfulPaint(), priorityImagesSettled()]).then(() => undefined), cap]);
}

function firstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** Loaded or failed: a broken photo must not hold the app back. */
function priorityImagesSettled(): Promise<unknown> {
  const images = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].filter((image) => !image.complete);
  return Promise.all(images.map((image) => new Promise((resolve) => {
    image.addEventListener('load', resolve, { once: true });
    image.addEventListener('error', resolve, { once: true });
  })));
}
