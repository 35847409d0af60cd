import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONVERTED, NOT_YET, untranslatedLiterals } from './untranslated.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));

/** The .tsx and .ts files of a converted folder (or the file itself), tests left out: hooks toast too. */
function componentsIn(entry: string): string[] {
  const full = path.join(src, entry);
  if (!statSync(full).isDirectory()) return [full];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
    .map((name) => path.join(full, name))
    .filter((file) => !(path.relative(src, file).split(path.sep).join('/') in NOT_YET));
}

describe('converted storefront folders', () => {
  it.each(CONVERTED)('%s has no words outside the catalogs', (entry) => {
    const left = componentsIn(entry).flatMap((file) =>
      untranslatedLiterals(file, readFileSync(file, 'utf8')).map(({ line, text }) => `${path.relative(src, file)}:${line} ${text}`));
    expect(left).toEqual([]);
  });
});

describe('the literal scan', () => {
  it('still waits for every file it leaves out', () => {
    for (const file of Object.keys(NOT_YET)) expect(untranslatedLiterals(file, readFileSync(path.join(src, file), 'utf8')), file).not.toEqual([]);
  });

  it('finds text between tags, spoken attributes, string expressions and toasts', () => {
    const source = `export const A = () => <p title="Close">Add to cart{'Sold out'}<img alt={\`Photo of \${name}\`} />{toast.success('Saved!')}</p>;`;
    expect(untranslatedLiterals('a.tsx', source).map(({ text }) => text)).toEqual(['Close', 'Add to cart', 'Sold out', 'Photo of', 'Saved!']);
  });

  it('finds page titles', () => {
    expect(untranslatedLiterals('a.tsx', `useDocumentTitle('Your cart');`).map(({ text }) => text)).toEqual(['Your cart']);
  });

  it('lets messages, symbols and class names through', () => {
    const source = `export const A = () => <p className="text-sm" aria-label={t('cart.title')}>{t('cart.empty')} · × {count}</p>;`;
    expect(untranslatedLiterals('a.tsx', source)).toEqual([]);
  });
});
