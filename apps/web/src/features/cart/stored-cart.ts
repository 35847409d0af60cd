import { useSyncExternalStore } from 'react';
import { toast } from '@/ui/toaster';
import { stockKey, type CartData, type CartResponse } from '@mitumba/contracts/plain';
import { readJson, readString, storageKeys, subscribeToStorage, writeJson } from '@/lib/storage';

/**
 * `localStorage.cartItems`, the spec's stored cart (productId → weight key → quantity). It follows every cart the
 * server sends, and is cleared at logout with the rest of the session.
 */
export function storeCartItems(cartData: CartData): void {
  writeJson(storageKeys.cartItems, cartData);
}

export function quantityIn(cartData: CartData | undefined, productId: string, weight: string): number {
  return cartData?.[productId]?.[stockKey(weight)] ?? 0;
}

export function countItems(cartData: CartData): number {
  return Object.values(cartData).reduce(
    (sum, weights) => sum + Object.values(weights).reduce((inner, quantity) => inner + Math.max(0, quantity), 0),
    0,
  );
}

let cachedRaw: string | null | undefined;
let cachedCount = 0;

function storedCount(): number {
  const raw = readString(storageKeys.cartItems);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    const parsed = readJson<unknown>(storageKeys.cartItems, {});
    cachedCount = parsed && typeof parsed === 'object' ? countItems(parsed as CartData) : 0;
  }
  return cachedCount;
}

/** Items in the stored cart: what the badge shows before the server answers, and after a refused session. */
export function useStoredCartCount(): number {
  return useSyncExternalStore(subscribeToStorage, storedCount, () => 0);
}

/**
 * Every cart the server sends passes through here: the stored cart follows it, and what the stock check changed
 * (quantities lowered, lines removed) is said once per notice: the server reports each change on one answer only.
 */
export function acceptCart(cart: CartResponse): CartResponse {
  storeCartItems(cart.cartData);
  for (const notice of cart.notices) toast.warning(notice, { id: `cart-notice:${notice}` });
  return cart;
}

export const emptyCart: CartResponse = {
  success: true,
  cartData: {},
  items: [],
  summary: { itemCount: 0, subtotal: 0, deliveryFee: 0, discount: 0, total: 0 },
  notices: [],
};

/** The cart with one more unit of a weight, for the badge to count before the server confirms. */
export function withOneMore(cart: CartResponse | undefined, productId: string, weight: string): CartResponse {
  const base = cart ?? emptyCart;
  const key = stockKey(weight);
  const cartData = { ...base.cartData, [productId]: { ...base.cartData[productId], [key]: quantityIn(base.cartData, productId, weight) + 1 } };
  return { ...base, notices: [], cartData, summary: { ...base.summary, itemCount: base.summary.itemCount + 1 } };
}
