/** Field readers the emulators' request checks share (Daraja and the aggregators read these fields alike). */

/** A whole number given as a JSON number or a string of digits (Daraja's `Amount`, PesaFlux's `amount`); else undefined. */
export function wholeNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : undefined;
  if (typeof value === 'string' && /^\d{1,15}$/.test(value)) return Number(value);
  return undefined;
}

/** An http(s) URL without whitespace: where a provider may send a callback. */
export function isCallbackUrl(value: unknown): value is string {
  if (typeof value !== 'string' || /\s/.test(value)) return false;
  try {
    return ['https:', 'http:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
