import { useSession } from '@/lib/session';
import { useCart } from './api/get-cart';
import { useStoredCartCount } from './stored-cart';

/**
 * The header and tab-bar badge: the server's `summary.itemCount` (counting an add at once, see add-to-cart),
 * the stored cart until the server answers, and for visitors whatever a refused session kept.
 */
export function useCartCount(): number {
  const session = useSession();
  const cart = useCart();
  const stored = useStoredCartCount();
  return session && cart.data ? cart.data.summary.itemCount : stored;
}
