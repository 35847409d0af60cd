import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/ui/toaster';
import { MAX_PER_PRODUCT_WEIGHT } from '@mitumba/contracts/plain';
import { isApiError } from '@/lib/api-client';
import { rememberLoginIntent } from '@/lib/login-intent';
import { paths } from '@/lib/paths';
import { useAddToCartMutation } from './api/add-to-cart';
import { useCart } from './api/get-cart';
import { flyToCart, type FlyOptions } from './fly-to-cart';
import { quantityIn } from './stored-cart';
import { useT } from '@/i18n';

/** The server's refusal of a sold-out weight says so in `soldOut`, whatever language its message is in. */
const isSoldOut = (error: unknown) => isApiError(error, 422) && (error.body as { soldOut?: unknown } | null)?.soldOut === true;

/**
 * The product page's Add to cart (spec 1 §4, §5, §8): the cap of 3 is checked against the cart first, the
 * thumbnail flies to the cart icon while the badge counts the unit, and the server's answer is said: 'Product added
 * to cart successfully', 'Item currently out of stock' (top-centre, 3 s), or 'Failed to add item to cart: …' with
 * the unit taken off the badge again. A refused session goes to /login, keeping the change.
 */
export function useAddToCart({ onSoldOut }: { onSoldOut?: () => void } = {}) {
  const cart = useCart();
  const mutation = useAddToCartMutation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const t = useT();

  /** `said` replaces the server's success message (e.g. 'Added to your cart' for an add kept across the login). */
  const add = (productId: string, weight: string, fly?: FlyOptions, said?: string) => {
    if (quantityIn(cart.data?.cartData, productId, weight) >= MAX_PER_PRODUCT_WEIGHT) {
      toast.error(t('cart.toast.cap', { max: MAX_PER_PRODUCT_WEIGHT }));
      return;
    }
    if (fly) flyToCart(fly);
    mutation.mutate(
      { productId, weight },
      {
        onSuccess: (response) => toast.success(said ?? response.message ?? t('cart.toast.added')),
        onError: (error) => {
          if (isApiError(error, 401)) {
            // The add itself is kept and made after the login (pending-add.ts); the login brings them back here.
            rememberLoginIntent({ returnTo: `${pathname}${search}` });
            navigate(paths.login);
          } else if (isSoldOut(error)) {
            toast.error(t('cart.toast.outOfStock'), { position: 'top-center', duration: 3000 });
            onSoldOut?.();
          } else {
            toast.error(t('cart.toast.addFailed', { reason: error.message }));
          }
        },
      },
    );
  };

  return { add, isPending: mutation.isPending };
}
