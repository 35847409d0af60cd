import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** The storefront's message catalogs (decision 0046): flat JSON objects, message id → ICU message, in parts per language. */
export const CATALOG_FILE = /[\\/]src[\\/]i18n[\\/]catalogs[\\/](first|pages|static)[\\/][a-z]{2}\.json$/;

/** A catalog's ICU messages compiled to Lingui's runtime form, so the browser ships no ICU parser. Throws on a broken message. */
export function compileCatalog(source: string): Record<string, unknown> {
  const messages = JSON.parse(source) as Record<string, string>;
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => {
    try {
      return [id, compileMessageOrThrow(message)];
    } catch (error) {
      throw new Error(`Message "${id}" is not valid ICU: ${(error as Error).message}`, { cause: error });
    }
  }));
}

/** Compiles each catalog as it is imported (build, dev server and component tests alike); it stays JSON for Vite's own JSON step. */
export function compileCatalogs(): Plugin {
  return {
    name: 'mitumba:compile-catalogs',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOG_FILE.test(id.split('?')[0] ?? '')) return null;
      return { code: JSON.stringify(compileCatalog(code)), map: null };
    },
  };
}
