/** How much the service worker keeps, per cache (decision 0043): enough for a browsing session, bounded for a phone. */
export const cacheLimits = {
  pages: { maxEntries: 30, maxAgeSeconds: 7 * 24 * 3600 },
  assets: { maxEntries: 60, maxAgeSeconds: 30 * 24 * 3600 },
  catalogue: { maxEntries: 60, maxAgeSeconds: 24 * 3600 },
  images: { maxEntries: 150, maxAgeSeconds: 7 * 24 * 3600 },
} as const;

/** A page that has not answered by then comes from the copy kept for its URL, when there is one. */
export const PAGE_TIMEOUT_SECONDS = 5;

/**
 * Catalogue reads carry prices and stock: fresh whenever the network answers in time, the kept copy only when it
 * cannot (offline, or a connection too slow to wait for).
 */
export const CATALOGUE_TIMEOUT_SECONDS = 3;

/** The build's page template, precached: what a page with no copy of its own gets offline. */
export const SHELL_URL = '/index.html';
