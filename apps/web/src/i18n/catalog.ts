import type { Messages } from '@lingui/core';
import type { Language } from '@mitumba/contracts/plain';
import en from './catalogs/en.json';

/** A message id: a key of the English catalog, namespaced by feature (`cart.empty.title`). */
export type MessageId = keyof typeof en;

/**
 * The catalog of one language, compiled at build time (compile-catalogs.ts). English is bundled (the default and
 * the spec's words); every other language is its own chunk, fetched only by those who read it.
 */
export async function loadCatalog(language: Language): Promise<Messages> {
  if (language === 'sw') return (await import('./catalogs/sw.json')).default as unknown as Messages;
  return en as unknown as Messages;
}

/** The English catalog at once: the server's and the tests' default, and the fallback before any choice. */
export const englishCatalog = en as unknown as Messages;
