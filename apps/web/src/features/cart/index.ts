export { useAddToCart } from './use-add-to-cart';
export { useCartCount } from './use-cart-count';
