/** What other features and the shell may use from the cart. */
export { useAddToCartMutation, type CartAdd } from './api/add-to-cart';
export { useCart } from './api/get-cart';
export { usePendingOrder } from './api/get-pending-order';
export { cartKeys } from './api/keys';
export { amountDue, CartTotals } from './components/cart-totals';
export { cartTargetProps } from './fly-to-cart';
export { useAddToCart } from './use-add-to-cart';
export { useCartCount } from './use-cart-count';
export { useCartSync } from './use-cart-sync';
