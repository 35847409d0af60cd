import type { ManifestTransform } from 'workbox-build';
import type { Plugin } from 'vite';

/**
 * The pages a shopper may open on a bad connection: their code is precached by the service worker (decision 0043),
 * with everything it imports. The rest (back office, payments' progress screens, account pages) is fetched when used.
 */
export const OFFLINE_ROUTE_MODULES = [
  'src/features/home/routes/home-page.tsx',
  'src/features/catalog/routes/collection-page.tsx',
  'src/features/catalog/routes/product-page.tsx',
  'src/features/cart/routes/cart-page.tsx',
  'src/features/checkout/routes/place-order-page.tsx',
  'src/features/static-pages/routes/about-page.tsx',
  'src/features/static-pages/routes/contact-page.tsx',
  'src/features/static-pages/routes/support-page.tsx',
  'src/features/static-pages/routes/return-policy-page.tsx',
  'src/features/static-pages/routes/terms-page.tsx',
  'src/features/static-pages/routes/privacy-page.tsx',
];

type ScopeChunk = { type: 'chunk'; fileName: string; isEntry: boolean; facadeModuleId: string | null; imports: string[]; viteMetadata?: { importedCss: Set<string> } };
type ScopeFile = ScopeChunk | { type: 'asset'; fileName: string };

/** The entry and the given route modules' chunks, with every chunk and stylesheet they import statically. */
export function filesFor(bundle: Record<string, ScopeFile>, routeModules: readonly string[]): Set<string> {
  const chunks = new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])));
  const isRoot = (chunk: ScopeChunk) => chunk.isEntry
    || routeModules.some((module) => (chunk.facadeModuleId ?? '').replaceAll('\\', '/').endsWith(`/${module}`));
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (!chunk || files.has(fileName)) return;
    files.add(fileName);
    chunk.viteMetadata?.importedCss.forEach((css) => files.add(css));
    chunk.imports.forEach(visit);
  };
  for (const chunk of chunks.values()) if (isRoot(chunk)) visit(chunk.fileName);
  return files;
}

/**
 * Remembers which hashed files the offline pages need as the client build writes them, and drops every other hashed
 * file from the service worker's precache list (the build writes the worker after the app).
 */
export function precacheScope(routeModules: readonly string[] = OFFLINE_ROUTE_MODULES): { plugin: Plugin; transform: ManifestTransform } {
  let needed: Set<string> | null = null;
  return {
    plugin: {
      name: 'mitumba:precache-scope',
      apply: 'build',
      applyToEnvironment: (environment) => environment.config.consumer === 'client',
      generateBundle(_options, bundle) {
        needed = filesFor(bundle as unknown as Record<string, ScopeFile>, routeModules);
      },
    },
    transform: async (entries) => {
      if (!needed) return { manifest: entries, warnings: ['precache-scope: no client bundle seen; every file precached'] };
      const kept = needed;
      return { manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || kept.has(entry.url)), warnings: [] };
    },
  };
}
