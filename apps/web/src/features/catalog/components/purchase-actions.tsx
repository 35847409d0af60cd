import type { RefObject } from 'react';
import { toast } from 'sonner';
import { stockForWeight, totalStock, type Product } from '@mitumba/contracts/plain';
import { useAddToCart } from '@/features/cart';
import { useJoinWaitlist } from '@/features/waitlist';
import { Button } from '@/ui/button';
import { ShoppingBag } from '@/ui/icons';
import { useRequireLogin } from './use-require-login';

interface PurchaseActionsProps {
  product: Product;
  weight: string | null;
  weightSection: RefObject<HTMLFieldSetElement | null>;
}

/** 'Add to cart', or 'Join waitlist' when the product (or the chosen weight) is sold out. */
export function PurchaseActions({ product, weight, weightSection }: PurchaseActionsProps) {
  const requireLogin = useRequireLogin();
  const addToCart = useAddToCart();
  const joinWaitlist = useJoinWaitlist();
  const soldOut = weight ? stockForWeight(product.stock, weight) <= 0 : totalStock(product.stock) <= 0;

  const showWeights = () => {
    const section = weightSection.current;
    section?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    section?.querySelector('button')?.focus({ preventScroll: true });
  };

  const onAdd = () => {
    if (!weight) {
      toast.error('Select Product Weight');
      showWeights();
      return;
    }
    if (requireLogin()) addToCart(product._id, weight);
  };

  const onWaitlist = () => {
    if (!weight) {
      toast.error('Please select a weight');
      showWeights();
      return;
    }
    if (requireLogin()) joinWaitlist(product._id, weight);
  };

  return soldOut ? (
    <Button size="lg" variant="secondary" className="w-full sm:w-auto" onClick={onWaitlist}>
      Join waitlist
    </Button>
  ) : (
    <Button size="lg" className="w-full sm:w-auto" onClick={onAdd}>
      <ShoppingBag aria-hidden="true" className="size-4" />
      Add to cart
    </Button>
  );
}
