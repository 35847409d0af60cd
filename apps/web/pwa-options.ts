import type { VitePWAOptions } from 'vite-plugin-pwa';
import { precacheScope } from './precache-scope.ts';

/** Keeps the precache to the offline pages' code: its plugin goes into the client build beside the PWA plugin. */
export const offlineScope = precacheScope();

/**
 * The installable app (decision 0043): the web app manifest, and the service worker built from src/pwa/sw.ts with
 * Workbox bundled in (served from our origin, no CDN). The app registers it itself once the page is idle
 * (src/pwa/register.ts), never in the dev server.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'src/pwa',
  filename: 'sw.ts',
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
  manifest: {
    id: '/',
    name: 'Mitumba',
    short_name: 'Mitumba',
    description: 'Quality second-hand clothing and bales, delivered across Kenya.',
    lang: 'en-KE',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: '#1c5434',
    background_color: '#ffffff',
    categories: ['shopping'],
    icons: [
      { src: '/pwa-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    // The page template (the offline shell) and the offline pages' code and stylesheet (precache-scope.ts); other
    // code is cached as it is used, as hashed files.
    globPatterns: ['index.html', 'assets/*.{js,css}'],
    manifestTransforms: [offlineScope.transform],
  },
  devOptions: { enabled: false },
};
