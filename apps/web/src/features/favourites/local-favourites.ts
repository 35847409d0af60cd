import { useSyncExternalStore } from 'react';
import { readJson, readString, storageKeys, subscribeToStorage, writeJson, writeString } from '@/lib/storage';

/** A visitor's favourite product ids, kept in this browser until they log in (then merged into the account). */
let cachedRaw: string | null | undefined;
let cachedIds: readonly string[] = [];

export function localFavourites(): readonly string[] {
  const raw = readString(storageKeys.favourites);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    const parsed = readJson<unknown>(storageKeys.favourites, []);
    cachedIds = Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  }
  return cachedIds;
}

export function setLocalFavourite(productId: string, favourite: boolean): void {
  const ids = localFavourites().filter((id) => id !== productId);
  writeJson(storageKeys.favourites, favourite ? [...ids, productId] : ids);
}

export function clearLocalFavourites(): void {
  writeString(storageKeys.favourites, null);
}

export function useLocalFavourites(): readonly string[] {
  return useSyncExternalStore(subscribeToStorage, localFavourites, () => cachedIds);
}
