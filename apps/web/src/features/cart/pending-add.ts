import { readJson, storageKeys, writeJson, writeString } from '@/lib/storage';

export interface CartAdd {
  productId: string;
  weight: string;
}

interface PendingAdd extends CartAdd {
  userId: string;
}

/**
 * Spec 1 §4: 'On a 401 the user goes to /login but the local cart change is kept.' The cart lives on the server, so
 * keeping the change means remembering the add and making it once the same customer is back.
 */
export function keepPendingAdd(userId: string, add: CartAdd): void {
  writeJson(storageKeys.pendingCartAdd, { userId, productId: add.productId, weight: add.weight } satisfies PendingAdd);
}

/** The kept add of this customer, removed from storage as it is handed over (so it is made once). */
export function takePendingAdd(userId: string): CartAdd | null {
  const pending = readJson<Partial<PendingAdd> | null>(storageKeys.pendingCartAdd, null);
  if (!pending) return null;
  writeString(storageKeys.pendingCartAdd, null);
  if (pending.userId !== userId || typeof pending.productId !== 'string' || typeof pending.weight !== 'string') return null;
  return { productId: pending.productId, weight: pending.weight };
}
