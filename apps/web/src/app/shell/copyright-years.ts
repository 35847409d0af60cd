/** The year the shop's copyright starts (spec 1 §2 prints it as the footer's year). */
export const FIRST_YEAR = 2024;

const nairobiYear = new Intl.DateTimeFormat('en-KE', { timeZone: 'Africa/Nairobi', year: 'numeric' });

/**
 * '© 2024–2026': from the first year to this one, by Nairobi's calendar so the server's render and the browser's
 * agree whatever their time zones; just '2024' during the first year.
 */
export function copyrightYears(now: Date, first = FIRST_YEAR): string {
  const year = Number(nairobiYear.format(now));
  return year > first ? `${first}–${year}` : String(first);
}
