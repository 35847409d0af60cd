/**
 * What the service worker does with each request (decision 0043). Only what is public and the same for every shopper
 * is ever stored; anything that moves money or stock, or is personal, goes to the network untouched.
 */
export type CachingRule =
  /** A public storefront page: network first (with a timeout), then the copy kept for that URL, then the app shell. */
  | 'public-page'
  /** Any other page (cart, checkout, payments, account, back office): network only; offline, the app shell, never stored. */
  | 'private-page'
  /** A hashed build file: its name changes with its bytes, so the cached copy is always right. */
  | 'build-asset'
  /** A catalogue read (products, suggestions, facets, banners): network first (short timeout), then the kept copy; bounded. */
  | 'catalogue-read'
  /** A product photo or the hero poster: stale-while-revalidate, bounded. */
  | 'image'
  /** Left to the browser: the worker does not answer it at all. */
  | 'network-only';

/** The server-rendered storefront pages (apps/web/src/app/router.tsx, `serverRendered`): the same for every visitor. */
const publicPages = [
  /^\/$/,
  /^\/collection\/?$/,
  /^\/product\/[^/]+\/?$/,
  /^\/(about|contact|support|return-policy|terms|termsandcondition|privacy|Privacy-policy)\/?$/,
];

/** GET endpoints whose answer is the same for every shopper. Anything under /api not listed here is never stored. */
const catalogueReads = [
  /^\/api\/product\/(list|suggest|facets)$/,
  // One product by id; `trending` is a customer's own list (POST today), never kept should it become a GET.
  /^\/api\/product\/(?!trending$)[^/]+$/,
  /^\/api\/banner\/banners$/,
];

/** Never through the worker, whatever else matches: money, stock, people, live streams, the emulators, probes. */
const neverCached = /^\/(sandbox|health|admin|cashier)(\/|$)/;

const imagePaths = /^\/(media\/|video\/[^/]+\.(webp|jpe?g|png|avif)$)/;

export function cachingRule(request: { url: string | URL; method: string; mode?: string }, origin: string): CachingRule {
  const url = typeof request.url === 'string' ? new URL(request.url) : request.url;
  if (request.method !== 'GET' || url.origin !== origin) return 'network-only';
  const path = url.pathname;
  if (neverCached.test(path)) return 'network-only';
  if (request.mode === 'navigate') {
    if (path.startsWith('/api/') || path.startsWith('/media/')) return 'network-only';
    return publicPages.some((page) => page.test(path)) ? 'public-page' : 'private-page';
  }
  if (path.startsWith('/assets/')) return 'build-asset';
  if (path.startsWith('/api/')) return catalogueReads.some((read) => read.test(path)) ? 'catalogue-read' : 'network-only';
  if (imagePaths.test(path)) return 'image';
  return 'network-only';
}
