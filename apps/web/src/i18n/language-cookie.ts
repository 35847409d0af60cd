import { HTML_LANG, isLanguage, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS, type Language } from '@mitumba/contracts/plain';

/** The shopper's saved choice, if any (the server reads the same cookie to render the page). */
export function chosenLanguage(): Language | null {
  const value = document.cookie.split('; ').find((pair) => pair.startsWith(`${LANGUAGE_COOKIE}=`))?.slice(LANGUAGE_COOKIE.length + 1);
  return isLanguage(value) ? value : null;
}

/** The language the page was sent in: the saved choice, else what the server rendered (`<html lang>`, from Accept-Language). */
export function pageLanguage(): Language {
  return chosenLanguage() ?? (document.documentElement.lang === HTML_LANG.sw ? 'sw' : 'en');
}

/** Saves the choice for a year, for every page of the shop, and says it on the page. */
export function saveLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
  document.documentElement.lang = HTML_LANG[language];
}
