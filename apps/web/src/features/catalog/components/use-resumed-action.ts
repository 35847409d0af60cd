import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Product } from '@mitumba/contracts/plain';
import { useAddToCart } from '@/features/cart';
import { useJoinWaitlist } from '@/features/waitlist';
import { parseProductAction, type ProductAction } from '@/lib/login-intent';
import { stateObject } from '@/lib/navigation-state';

export const ADDED_AFTER_LOGIN = 'Added to your cart';

/** The action handed over by a login, if it is about this product and one of its options. */
export function resumedActionFor(state: unknown, product: Product): ProductAction | null {
  const action = parseProductAction(stateObject(state, 'resume'));
  return action && action.productId === product._id && product.weights.includes(action.weight) ? action : null;
}

/** The action a login handed over for this product, read once when the product is shown (null for most visits). */
export function useResumedAction(product: Product): ProductAction | null {
  const location = useLocation();
  const [resumed] = useState(() => resumedActionFor(location.state, product));
  return resumed;
}

/**
 * Back on the product after a login (docs/decisions/0037): the option the visitor chose is chosen again, an add to
 * cart is made (the server checks stock and price as always) and a waitlist joined, each said once; an offer is
 * left ready in its form for the customer to send. The navigation state is then cleared, so a reload or a step back
 * does not do it again. Rendered only when there is an action: a plain visit makes no cart or waitlist hooks for it.
 */
export function ResumedAction({ action }: { action: ProductAction }): null {
  const location = useLocation();
  const navigate = useNavigate();
  const { add } = useAddToCart();
  const { join } = useJoinWaitlist();
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null, preventScrollReset: true });
    if (action.kind === 'cart') {
      for (let unit = 0; unit < action.quantity; unit += 1) add(action.productId, action.weight, undefined, ADDED_AFTER_LOGIN);
    } else if (action.kind === 'waitlist') {
      join(action.productId, action.weight);
    }
  }, [action, navigate, location.pathname, location.search, add, join]);

  return null;
}
