/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { compileCatalogs } from './compile-catalogs.ts';
import { firstLoadGuard } from './first-load-guard.ts';
import { offlineScope, pwaOptions } from './pwa-options.ts';
import { pluralCountOnDemand } from './plural-count-on-demand.ts';
import { stylesheetFirst } from './stylesheet-first.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
const src = fileURLToPath(new URL('./src', import.meta.url));

/** The API serves /api and the uploaded, resized images under /media. */
const proxy = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/media': { target: apiTarget, changeOrigin: true },
};

/**
 * React's API served by Preact (decision 0017) in what ships: the client build, the server-rendering build and the
 * dev server. Component tests (Vitest) keep React itself, the API the code is written against; the browser journeys
 * (e2e) run the shipped Preact build.
 */
const reactOnPreact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: `${src}/platform/react.js` },
  // Lingui's React binding asks for React 17's shim; Preact has the hook itself (~0.9 KB gzip less on the first load).
  { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
];

/** The modules home's page needs besides the shell, all of them also used by the collection or product page. */
const homeSharedModules = new RegExp([
  String.raw`src[\\/]ui[\\/](skeleton|responsive-image|section-title|product-grid)\.tsx$`,
  String.raw`src[\\/]features[\\/]catalog[\\/](index|api[\\/](keys|list-products|get-product))\.tsx?$`,
  String.raw`lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](mail|banknote|truck|headphones|rotate-ccw)\.m?js$`,
].join('|'));

/** Long-lived vendor chunks: they change less often than our code, so repeat visits hit the cache. */
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](preact|react|react-dom|scheduler)[\\/]/, priority: 30 },
  { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 20 },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
  // The page's own script (boot.ts) on its own: a few hundred bytes before the first paint, the app after it.
  { name: 'boot', test: /index\.html|src[\\/](boot\.ts|platform[\\/]after-first-paint\.ts|styles\.css)$/, priority: 40 },
  // What home shares with the collection and product pages, one file instead of a dozen of a few hundred bytes: a
  // lazy page starts by adding a <link rel=modulepreload> per file, each 1–2 ms of a phone's main thread.
  { name: 'storefront', test: homeSharedModules, priority: 15 },
  // Everything the entry imports statically is needed at first load anyway: one chunk instead of a dozen requests.
  { name: 'shell', tags: ['$initial' as const], priority: 10 },
];

/** The server-rendering bundle (entry-server.tsx) for Node: every dependency bundled in, so the aliases apply to them too. */
/**
 * A .br and a .gz beside each script and stylesheet (all under assets/), made once at build time with the strongest settings; the server
 * sends them as they are (apps/api/src/modules/web/hashed-assets.ts) instead of compressing on each request.
 */
const precompressed = compression({ include: /\.(js|css)$/, threshold: 1024, algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' });

const serverBuild = {
  outDir: fileURLToPath(new URL('./dist-server', import.meta.url)),
  emptyOutDir: true,
  target: 'node22',
  copyPublicDir: false,
};

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: isSsrBuild ? [compileCatalogs(), pluralCountOnDemand(), react()] : [compileCatalogs(), pluralCountOnDemand(), react(), tailwindcss(), stylesheetFirst(), firstLoadGuard(), precompressed, offlineScope.plugin, VitePWA(pwaOptions)],
  resolve: { alias: [{ find: '@', replacement: src }, ...(process.env.VITEST ? [] : reactOnPreact)] },
  server: { proxy },
  preview: { proxy },
  ssr: { noExternal: true },
  build: isSsrBuild ? serverBuild : {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    target: 'es2023',
    // Every browser the shop serves has modulepreload (Chromium 66, Safari 17, Firefox 115): no polyfill in the first script.
    modulePreload: { polyfill: false },
    // Terser's two passes write the first load ~0.4 KiB (gzip) smaller than the default minifier (decision 0048).
    minify: 'terser' as const,
    terserOptions: { compress: { passes: 2 }, module: true },
    rolldownOptions: {
      // main.tsx is an entry of its own, though boot.ts imports it lazily: its static imports stay one chunk (`shell`).
      input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), main: `${src}/main.tsx` },
      output: { codeSplitting: { groups: vendorGroups } },
    },
  },
  test: {
    setupFiles: ['./src/test/setup.ts'],
  },
}));
