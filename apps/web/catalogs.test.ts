import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileCatalog } from './compile-catalogs.ts';

const read = (language: string) => readFileSync(new URL(`./src/i18n/catalogs/${language}.json`, import.meta.url), 'utf8');
const english = compileCatalog(read('en'));
const swahili = compileCatalog(read('sw'));

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
  it('have the same message ids in English and Kiswahili', () => {
    expect(Object.keys(swahili).sort()).toEqual(Object.keys(english).sort());
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
