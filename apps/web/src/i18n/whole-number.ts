/**
 * A whole number grouped by thousands: '1,200'. It is what `Intl.NumberFormat` writes for both of the shop's
 * languages (en-KE and sw-KE share CLDR's `#,##0`; whole-number.test.ts holds the two to each other), done by hand
 * because a page's first Intl number formatter costs its start-up tens of milliseconds of a phone's main thread (ICU
 * loads its number data) and the first screens show prices and counts (decision 0048). The first screens' messages
 * therefore take their counts as `{shown}` instead of ICU's `#` (which Lingui writes with Intl); amounts with cents
 * and later screens keep Intl.
 */
export function wholeNumber(value: number): string {
  const rounded = Math.round(value);
  const grouped = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return rounded < 0 ? `-${grouped}` : grouped;
}
