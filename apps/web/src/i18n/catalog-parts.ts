import type { I18n } from '@lingui/core';
import type { Language } from '@mitumba/contracts/plain';
import { loadCatalogPart, type CatalogPart } from './catalog';
import { addMessages } from './create-i18n';

/** Fetches a later part of the page language's messages once, into the browser's instance; routes await it (router.tsx). */
export type CatalogPartLoader = (part: Exclude<CatalogPart, 'first'>) => Promise<void>;

export function catalogPartLoader(language: Language, i18nReady: Promise<I18n>): CatalogPartLoader {
  const loading = new Map<CatalogPart, Promise<void>>();
  return (part) => {
    let ready = loading.get(part);
    if (!ready) {
      ready = Promise.all([i18nReady, loadCatalogPart(language, part)]).then(([i18n, messages]) => addMessages(i18n, language, messages));
      loading.set(part, ready);
    }
    return ready;
  };
}
