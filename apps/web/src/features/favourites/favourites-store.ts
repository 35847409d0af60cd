import { useSyncExternalStore } from 'react';
import { readJson, readString, storageKeys, subscribeToStorage, writeJson } from '@/lib/storage';

/**
 * Favourite product ids kept in this browser. The favourites issue moves them to the server for logged-in
 * customers; callers only use these functions, so that change stays inside this folder.
 */
let cachedRaw: string | null | undefined;
let cachedIds: readonly string[] = [];

function currentIds(): readonly string[] {
  const raw = readString(storageKeys.favourites);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    const parsed = readJson<unknown>(storageKeys.favourites, []);
    cachedIds = Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  }
  return cachedIds;
}

export function getFavourites(): readonly string[] {
  return currentIds();
}

export function isFavourite(productId: string): boolean {
  return currentIds().includes(productId);
}

/** Adds or removes the product; returns whether it is now a favourite. */
export function toggleFavourite(productId: string): boolean {
  const ids = currentIds();
  const next = ids.includes(productId) ? ids.filter((id) => id !== productId) : [...ids, productId];
  writeJson(storageKeys.favourites, next);
  return next.includes(productId);
}

export function useFavourites(): readonly string[] {
  return useSyncExternalStore(subscribeToStorage, currentIds, () => cachedIds);
}

export function useIsFavourite(productId: string): boolean {
  return useFavourites().includes(productId);
}
