import type { Messages } from '@lingui/core';
import type { Language } from '@mitumba/contracts/plain';
import firstEnglish from './catalogs/first/en.json';
import type pagesEnglish from './catalogs/pages/en.json';

/** A message id: a key of an English catalog, namespaced by feature (`cart.empty`). */
export type MessageId = keyof typeof firstEnglish | keyof typeof pagesEnglish;

/**
 * Each language's messages come in two parts (decision 0046), compiled at build time (compile-catalogs.ts):
 * `first`, what the first page needs (the shell, home, product cards: `shell.*`, `home.*`, `product.*`, `common.*`,
 * `money.*`), and `pages`, every other screen's. English's first part is bundled; all other parts are chunks of their own.
 */
export type CatalogPart = 'first' | 'pages';

const asMessages = (module: { default: unknown }) => module.default as Messages;

export async function loadCatalogPart(language: Language, part: CatalogPart): Promise<Messages> {
  if (part === 'first') return language === 'sw' ? asMessages(await import('./catalogs/first/sw.json')) : (firstEnglish as unknown as Messages);
  return asMessages(language === 'sw' ? await import('./catalogs/pages/sw.json') : await import('./catalogs/pages/en.json'));
}

/** Both parts of a language: the server's render, a switch of language. */
export async function loadCatalog(language: Language): Promise<Messages> {
  const [first, pages] = await Promise.all([loadCatalogPart(language, 'first'), loadCatalogPart(language, 'pages')]);
  return { ...first, ...pages };
}
