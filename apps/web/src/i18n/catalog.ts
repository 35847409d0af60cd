import type { Messages } from '@lingui/core';
import type { Language } from '@mitumba/contracts/plain';
import firstEnglish from './catalogs/first/en.json';
import type pagesEnglish from './catalogs/pages/en.json';
import type staticEnglish from './catalogs/static/en.json';

/** A message id: a key of an English catalog, namespaced by feature (`cart.empty`). */
export type MessageId = keyof typeof firstEnglish | keyof typeof pagesEnglish | keyof typeof staticEnglish;

/**
 * Each language's messages come in parts (decision 0046), compiled at build time (compile-catalogs.ts):
 * `first`, what the first page needs (the shell, home, product cards: `shell.*`, `home.*`, `product.*`, `common.*`,
 * `money.*`), `pages`, every other screen's, and `static`, the long bodies of the static pages (`pages.*`: about,
 * contact, support, terms, privacy, return policy), fetched only with those pages. English's first part is bundled;
 * all other parts are chunks of their own.
 */
export type CatalogPart = 'first' | 'pages' | 'static';

const asMessages = (module: { default: unknown }) => module.default as Messages;

export async function loadCatalogPart(language: Language, part: CatalogPart): Promise<Messages> {
  if (part === 'first') return language === 'sw' ? asMessages(await import('./catalogs/first/sw.json')) : (firstEnglish as unknown as Messages);
  if (part === 'static') return asMessages(language === 'sw' ? await import('./catalogs/static/sw.json') : await import('./catalogs/static/en.json'));
  return asMessages(language === 'sw' ? await import('./catalogs/pages/sw.json') : await import('./catalogs/pages/en.json'));
}

/** Every part of a language: the server's render, a switch of language. */
export async function loadCatalog(language: Language): Promise<Messages> {
  const parts = await Promise.all((['first', 'pages', 'static'] as const).map((part) => loadCatalogPart(language, part)));
  return Object.assign({}, ...parts) as Messages;
}
