import type { MouseEvent } from 'react';
import { toast } from '@/ui/toaster';
import { stockForWeight, totalStock, type Product } from '@mitumba/contracts/plain';
import { useAddToCart } from '@/features/cart';
import { WaitlistButton } from '@/features/waitlist';
import { useRequireLogin } from '@/lib/use-require-login';
import { Button } from '@/ui/button';
import { ShoppingBag } from '@/ui/icons';
import { useT } from '@/i18n';
import { optionWords } from '@/ui/product-words';

interface PurchaseActionsProps {
  product: Product;
  weight: string | null;
  /** Scrolls to the weight picker and focuses it. */
  showWeights: () => void;
  /** The main picture, where the add-to-cart thumbnail flies from. */
  picture: () => HTMLElement | null;
  /** The server said the weight sold out meanwhile: fetch the product again. */
  onSoldOut: () => void;
}

/** 'Add to cart', or 'Join waitlist' when the product (or the chosen weight) is sold out. */
export function PurchaseActions({ product, weight, showWeights, picture, onSoldOut }: PurchaseActionsProps) {
  const requireLogin = useRequireLogin();
  const { add } = useAddToCart({ onSoldOut });
  const t = useT();
  const messages = optionWords(t, product.weights);
  const soldOut = weight ? stockForWeight(product.stock, weight) <= 0 : totalStock(product.stock) <= 0;

  const onAdd = (event: MouseEvent<HTMLButtonElement>) => {
    if (!weight) {
      toast.error(messages.chooseToAdd);
      showWeights();
      return;
    }
    if (requireLogin({ kind: 'cart', productId: product._id, weight, quantity: 1 })) {
      add(product._id, weight, { picture: picture(), origin: event.currentTarget });
    }
  };

  return soldOut ? (
    <WaitlistButton productId={product._id} weight={weight} onNeedWeight={showWeights} chooseFirst={messages.chooseFirst} />
  ) : (
    <Button size="lg" className="w-full sm:w-auto" onClick={onAdd}>
      <ShoppingBag aria-hidden="true" className="size-4" />
      {t('catalog.addToCart')}
    </Button>
  );
}
