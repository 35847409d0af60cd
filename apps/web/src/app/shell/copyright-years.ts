/** The year the shop's copyright starts (spec 1 §2 prints it as the footer's year). */
export const FIRST_YEAR = 2024;

/**
 * Nairobi keeps UTC+3 all year (no daylight saving). Arithmetic instead of an Intl formatter with a time zone: that
 * one loads the time-zone data while the page starts, a few milliseconds of a phone's main thread for one number.
 */
const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000;

/**
 * '© 2024–2026': from the first year to this one, by Nairobi's calendar so the server's render and the browser's
 * agree whatever their time zones; just '2024' during the first year.
 */
export function copyrightYears(now: Date, first = FIRST_YEAR): string {
  const year = new Date(now.getTime() + NAIROBI_OFFSET_MS).getUTCFullYear();
  return year > first ? `${first}–${year}` : String(first);
}
