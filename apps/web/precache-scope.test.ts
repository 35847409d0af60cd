import { describe, expect, it } from 'vitest';
import { filesFor, precacheScope } from './precache-scope.ts';

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = [], css: string[] = [], isEntry = false) => ({
  type: 'chunk' as const, fileName, facadeModuleId, imports, isEntry, viteMetadata: { importedCss: new Set(css) },
});

const bundle = {
  'assets/index.js': chunk('assets/index.js', '/app/src/main.tsx', ['assets/react.js'], ['assets/index.css'], true),
  'assets/react.js': chunk('assets/react.js', null),
  'assets/cart-page.js': chunk('assets/cart-page.js', '/app/src/features/cart/routes/cart-page.tsx', ['assets/keys.js']),
  'assets/keys.js': chunk('assets/keys.js', null),
  'assets/admin-app.js': chunk('assets/admin-app.js', '/app/src/features/admin/routes/admin-app.tsx', ['assets/uplot.js'], ['assets/admin-app.css']),
  'assets/uplot.js': chunk('assets/uplot.js', null),
  'assets/index.css': { type: 'asset' as const, fileName: 'assets/index.css' },
};

describe('the service worker precaches the offline pages\' code only', () => {
  it('takes the entry and the listed pages with what they import, not the back office', () => {
    expect([...filesFor(bundle, ['src/features/cart/routes/cart-page.tsx'])].sort())
      .toEqual(['assets/cart-page.js', 'assets/index.css', 'assets/index.js', 'assets/keys.js', 'assets/react.js']);
  });

  it('filters the precache list: other hashed files out, the page template and icons kept', async () => {
    const scope = precacheScope(['src/features/cart/routes/cart-page.tsx']);
    const generate = scope.plugin.generateBundle as (this: unknown, options: unknown, bundle: unknown) => void;
    generate.call({}, {}, bundle);
    const entries = ['index.html', 'pwa-192.png', 'assets/index.js', 'assets/cart-page.js', 'assets/admin-app.js', 'assets/uplot.js']
      .map((url) => ({ url, revision: null, size: 1 }));
    const { manifest } = await scope.transform(entries);
    expect(manifest.map((entry) => entry.url)).toEqual(['index.html', 'pwa-192.png', 'assets/index.js', 'assets/cart-page.js']);
  });
});
