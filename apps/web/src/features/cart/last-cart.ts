import type { CartResponse } from '@mitumba/contracts/plain';
import { readJson, storageKeys, writeJson } from '@/lib/storage';

type LastCart = { userId: string; cart: CartResponse };

/** Keeps the cart the server last priced for this customer, to show it offline (cleared at logout with the session). */
export function rememberCart(userId: string, cart: CartResponse): CartResponse {
  writeJson(storageKeys.lastCart, { userId, cart: { ...cart, notices: [] } } satisfies LastCart);
  return cart;
}

/** The customer's last priced cart, for viewing without a connection; nothing moves money from it. */
export function lastCartOf(userId: string): CartResponse | undefined {
  const stored = readJson<LastCart | null>(storageKeys.lastCart, null);
  return stored?.userId === userId && Array.isArray(stored.cart?.items) ? stored.cart : undefined;
}
