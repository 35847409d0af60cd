import { stockKey } from '@mitumba/contracts/plain';
import { readJson, storageKeys, writeJson } from '@/lib/storage';

/**
 * The joined-waitlist state kept in the browser per product and weight (spec 1 §3), so ON WAITLIST shows at once;
 * the server's answer replaces it whenever it comes.
 */
const entryKey = (productId: string, weight: string) => `${productId}:${stockKey(weight)}`;

function joined(): Record<string, true> {
  const stored = readJson<unknown>(storageKeys.waitlistJoined, {});
  return stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, true>) : {};
}

export function isStoredAsJoined(productId: string, weight: string): boolean {
  return joined()[entryKey(productId, weight)] === true;
}

export function storeJoined(productId: string, weight: string, isJoined: boolean): void {
  const entries = joined();
  const key = entryKey(productId, weight);
  if ((entries[key] === true) === isJoined) return;
  if (isJoined) entries[key] = true;
  else delete entries[key];
  writeJson(storageKeys.waitlistJoined, entries);
}
