/**
 * The storefront's languages (decision 0046): English, the spec's words, and Kiswahili as a Kenyan shop writes it.
 * The choice travels in the `lang` cookie; without it the browser's Accept-Language decides, and English otherwise.
 */
export const LANGUAGES = ['en', 'sw'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie that carries the shopper's choice: read by the server to render the page, set by the web app. */
export const LANGUAGE_COOKIE = 'lang';
/** A year: the choice outlives sessions and logins. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** What `<html lang>` says for each language: English as written in Kenya, Kiswahili. */
export const HTML_LANG: Record<Language, string> = { en: 'en-KE', sw: 'sw' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
