/**
 * The part of the cart the shell needs on every page (badge count, sync at login, fly-to-cart target). The shell
 * imports this instead of index.ts so the rest of the cart's public API (totals, pending order, ...) stays in the
 * lazy chunks of the pages that use it, out of the first load.
 */
export { cartTargetProps } from './fly-to-cart';
export { useCartCount } from './use-cart-count';
export { useCartSync } from './use-cart-sync';
