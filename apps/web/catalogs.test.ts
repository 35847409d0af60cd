import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileCatalog } from './compile-catalogs.ts';

const read = (part: string, language: string) => compileCatalog(readFileSync(new URL(`./src/i18n/catalogs/${part}/${language}.json`, import.meta.url), 'utf8'));
const parts = ['first', 'pages', 'static'] as const;
const english = Object.assign({}, ...parts.map((part) => read(part, 'en'))) as Record<string, unknown>;
const swahili = Object.assign({}, ...parts.map((part) => read(part, 'sw'))) as Record<string, unknown>;

type Token = string | [name: string, type?: string, format?: unknown];

/** The placeholders of a compiled message (`{count}`, a plural's `count`, `<0>…</0>`), sorted, each once. */
function placeholders(message: unknown): string[] {
  const names = new Set<string>();
  const walk = (tokens: Token[]): void => {
    for (const token of tokens) {
      if (typeof token === 'string') {
        for (const [, tag] of token.matchAll(/<\/?(\w+)\/?>/g)) names.add(`<${tag}>`);
        continue;
      }
      names.add(token[0]);
      const choices = token[2];
      if (choices && typeof choices === 'object' && !Array.isArray(choices)) {
        Object.values(choices).filter(Array.isArray).forEach((choice) => walk(choice as Token[]));
      }
    }
  };
  walk(message as Token[]);
  return [...names].sort();
}

describe('message catalogs', () => {
  it.each(parts)('have the same message ids in English and Kiswahili in the %s part', (part) => {
    expect(Object.keys(read(part, 'sw')).sort()).toEqual(Object.keys(read(part, 'en')).sort());
  });

  it('keep the first load to the namespaces the first page needs, and each id in one part', () => {
    const first = Object.keys(read('first', 'en'));
    expect(first.filter((id) => !/^(shell|home|common|money|product)\./.test(id))).toEqual([]);
    expect(Object.keys(read('pages', 'en')).filter((id) => first.includes(id))).toEqual([]);
  });

  it('keep the static pages\' long bodies in their own part, and nothing else there', () => {
    const staticIds = Object.keys(read('static', 'en'));
    const others = [...Object.keys(read('first', 'en')), ...Object.keys(read('pages', 'en'))];
    expect(staticIds.filter((id) => !id.startsWith('pages.'))).toEqual([]);
    expect(others.filter((id) => id.startsWith('pages.'))).toEqual([]);
  });

  it.each(Object.keys(english))('%s has the same placeholders in both languages', (id) => {
    expect(placeholders(swahili[id])).toEqual(placeholders(english[id]));
  });

  it('reads the placeholders of plurals, tags and plain values', () => {
    const [message] = Object.values(compileCatalog(JSON.stringify({ a: '{count, plural, one {# item in <0>{name}</0>} other {# items}}' })));
    expect(placeholders(message)).toEqual(['<0>', 'count', 'name']);
  });

  it('refuses a message that is not valid ICU, naming it', () => {
    expect(() => compileCatalog(JSON.stringify({ 'cart.title': 'Your {cart' }))).toThrow(/cart\.title/);
  });
});
