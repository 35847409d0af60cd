/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import { cachingRule, type CachingRule } from './caching-rules';
import { cacheLimits, CATALOGUE_TIMEOUT_SECONDS, PAGE_TIMEOUT_SECONDS, SHELL_URL } from './cache-limits';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// A new version waits for the next visit (no skipWaiting): an open page, a payment screen above all, keeps the code
// it started with. The very first install takes the open page at once, so it works offline from the first visit.
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const okOnly = () => new CacheableResponsePlugin({ statuses: [200] });
const bounded = (name: keyof typeof cacheLimits) => new ExpirationPlugin({ ...cacheLimits[name], purgeOnQuotaError: true });

/** Offline, a page with no copy of its own gets the app shell: the app then says what needs a connection. */
const shellWhenOffline = { handlerDidError: async () => (await matchPrecache(SHELL_URL)) ?? undefined };

const strategies: Record<Exclude<CachingRule, 'network-only'>, Strategy> = {
  'public-page': new NetworkFirst({
    cacheName: 'pages', networkTimeoutSeconds: PAGE_TIMEOUT_SECONDS, plugins: [okOnly(), bounded('pages'), shellWhenOffline],
  }),
  'private-page': new NetworkOnly({ plugins: [shellWhenOffline] }),
  'build-asset': new CacheFirst({ cacheName: 'assets', plugins: [okOnly(), bounded('assets')] }),
  'catalogue-read': new NetworkFirst({
    cacheName: 'catalogue', networkTimeoutSeconds: CATALOGUE_TIMEOUT_SECONDS, plugins: [okOnly(), bounded('catalogue')],
  }),
  image: new StaleWhileRevalidate({ cacheName: 'images', plugins: [okOnly(), bounded('images')] }),
};

for (const [rule, strategy] of Object.entries(strategies)) {
  registerRoute(({ request }) => cachingRule(request, self.location.origin) === rule, strategy);
}

// The storefront page open when the worker first arrives was loaded without it: fetched once more into the kept
// pages, so it too opens offline.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.matchAll({ type: 'window' }).then((windows) => Promise.all(windows.map(async (client) => {
    const request = new Request(client.url, { credentials: 'same-origin' });
    if (cachingRule({ url: request.url, method: 'GET', mode: 'navigate' }, self.location.origin) !== 'public-page') return;
    await strategies['public-page'].handle({ event, request }).catch(() => undefined);
  }))));
});
