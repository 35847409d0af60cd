import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Language } from '@mitumba/contracts/plain';

/** The locale Intl formats numbers, dates and plurals in: Kenyan English and Kenyan Kiswahili. */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-KE', sw: 'sw-KE' };

/** The language an i18n instance speaks (its Lingui locale is the Intl one). */
export function languageOf(i18n: I18n): Language {
  return i18n.locale === INTL_LOCALE.sw ? 'sw' : 'en';
}

/** One i18n instance with `language` active: one per page render on the server, one for the browser's lifetime. */
export function createI18n(language: Language, messages: Messages): I18n {
  const locale = INTL_LOCALE[language];
  // A copy: `i18n.load` merges the later part into it, and the bundled catalog module must stay as it is.
  return setupI18n({ locale, messages: { [locale]: { ...messages } } });
}

/** Adds a language's later messages (the `pages` part) to an instance; components re-render with them. */
export function addMessages(i18n: I18n, language: Language, messages: Messages): void {
  i18n.load(INTL_LOCALE[language], messages);
}

/** Switches an instance to `language` with its catalog; components re-render through the provider. */
export function activate(i18n: I18n, language: Language, messages: Messages): void {
  i18n.loadAndActivate({ locale: INTL_LOCALE[language], messages });
}
