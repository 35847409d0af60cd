import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  budgetKib, budgetVerdict, FIRST_LOAD_BUDGET_KIB, firstLoadChunks, firstLoadGuard, measureFirstLoad, type BundleChunk, type BundleFile,
} from './first-load-guard.ts';

const root = '/repo/apps/web';
function chunk(fileName: string, options: Partial<BundleChunk> = {}): BundleChunk {
  return { type: 'chunk', fileName, code: `export const name = ${JSON.stringify(fileName)};`, isEntry: false, facadeModuleId: null, imports: [], modules: {}, ...options };
}
const bundleOf = (...files: BundleFile[]) => Object.fromEntries(files.map((file) => [file.fileName, file]));

// The shape of the real build: entry → vendor chunks; the router imports every page lazily.
const bundle = bundleOf(
  chunk('index.js', { isEntry: true, facadeModuleId: `${root}/index.html`, imports: ['react.js', 'router.js'] }),
  chunk('react.js'),
  chunk('router.js', { imports: ['react.js'] }),
  chunk('home-page.js', { facadeModuleId: `${root}/src/features/home/routes/home-page.tsx`, imports: ['product-grid.js', 'react.js'] }),
  chunk('product-grid.js', { imports: ['icon.js'] }),
  chunk('icon.js', { imports: ['product-grid.js'] }), // a cycle must not loop
  chunk('product-page.js', { facadeModuleId: `${root}/src/features/catalog/routes/product-page.tsx`, imports: ['gallery.js'] }),
  chunk('gallery.js'),
  chunk('admin-app.js', { facadeModuleId: `${root}/src/admin/admin-app.tsx`, imports: ['react.js'] }),
  { type: 'asset', fileName: 'index.css' },
);

describe('firstLoadChunks', () => {
  it('takes the entry, the home route and their static imports, not the other lazy pages', () => {
    expect(firstLoadChunks(bundle).map((file) => file.fileName).sort())
      .toEqual(['home-page.js', 'icon.js', 'index.js', 'product-grid.js', 'react.js', 'router.js']);
  });

  it('counts a shared chunk once', () => {
    expect(firstLoadChunks(bundle).filter((file) => file.fileName === 'react.js')).toHaveLength(1);
  });

  it('recognises the home route with Windows path separators', () => {
    const windows = bundleOf(chunk('home.js', { facadeModuleId: 'C:\\repo\\apps\\web\\src\\features\\home\\routes\\home-page.tsx' }));
    expect(firstLoadChunks(windows).map((file) => file.fileName)).toEqual(['home.js']);
  });

  it('is empty for a bundle with no entry (nothing to measure)', () => {
    expect(firstLoadChunks(bundleOf(chunk('lazy.js')))).toEqual([]);
  });
});

describe('measureFirstLoad', () => {
  it('sums the gzip -9 size of each chunk', () => {
    const code = 'const a = 1;\n'.repeat(500);
    const noise = randomBytes(3000).toString('base64');
    const measured = measureFirstLoad([chunk('a.js', { code }), chunk('b.js', { code: noise })]);
    const sizes = [gzipSync(code, { level: 9 }).length, gzipSync(noise, { level: 9 }).length];
    expect(measured.files).toEqual([{ fileName: 'a.js', gzipBytes: sizes[0] }, { fileName: 'b.js', gzipBytes: sizes[1] }]);
    expect(measured.gzipBytes).toBe(sizes[0]! + sizes[1]!);
    expect(measured.files[0]!.gzipBytes).toBeLessThan(code.length / 10); // compressed, not raw
  });
});

describe('the budget', () => {
  it('is the named constant unless FIRST_LOAD_BUDGET_KIB overrides it with a positive number', () => {
    expect(budgetKib({})).toBe(FIRST_LOAD_BUDGET_KIB);
    expect(budgetKib({ FIRST_LOAD_BUDGET_KIB: '90' })).toBe(90);
    expect(budgetKib({ FIRST_LOAD_BUDGET_KIB: '' })).toBe(FIRST_LOAD_BUDGET_KIB);
    expect(budgetKib({ FIRST_LOAD_BUDGET_KIB: 'lots' })).toBe(FIRST_LOAD_BUDGET_KIB);
    expect(budgetKib({ FIRST_LOAD_BUDGET_KIB: '-1' })).toBe(FIRST_LOAD_BUDGET_KIB);
  });

  it('enforces the issue\'s 90 KiB', () => {
    expect(FIRST_LOAD_BUDGET_KIB).toBe(90);
  });

  it('is met at exactly the budget and broken one byte above it', () => {
    const at = { files: [], gzipBytes: 90 * 1024 };
    expect(budgetVerdict(at, 90)).toEqual({ over: false, line: 'first-load JS of /: 90.0 KiB gzip -9 in 0 files; budget 90 KiB (met)' });
    const above = budgetVerdict({ files: [], gzipBytes: 90 * 1024 + 1 }, 90);
    expect(above.over).toBe(true);
    expect(above.line).toContain('budget 90 KiB (OVER)');
    expect(budgetVerdict({ files: [], gzipBytes: 120 * 1024 }, 150).line).toContain('120.0 KiB gzip -9 in 0 files; budget 150 KiB (met)');
  });
});

describe('firstLoadGuard', () => {
  it('measures the client build only (a server-rendering build has no browser first load)', () => {
    const applies = firstLoadGuard().applyToEnvironment as (environment: { config: { consumer: string } }) => boolean;
    expect(applies({ config: { consumer: 'client' } })).toBe(true);
    expect(applies({ config: { consumer: 'server' } })).toBe(false);
  });
});
