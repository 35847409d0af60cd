/** The phone asks for less data (Android's Data Saver, a metered connection): nothing is fetched ahead of need. */
export function savesData(): boolean {
  if (typeof navigator === 'undefined') return false;
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}
