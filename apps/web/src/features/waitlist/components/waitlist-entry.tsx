import { Link } from 'react-router';
import { toast } from '@/ui/toaster';
import { stockForWeight, type WaitlistEntry } from '@mitumba/contracts/plain';
import { useAddToCartMutation } from '@/features/cart';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { Button } from '@/ui/button';
import { ShoppingBag } from '@/ui/icons';
import { useRemoveFromWaitlist } from '../api/remove-waitlist';
import { T, useT } from '@/i18n';

/**
 * One waitlist entry: back in stock, 'Add to Cart' puts it in the cart and takes it off the waitlist; otherwise
 * 'Remove' takes it off (spec 2 §2, §8).
 */
export function WaitlistEntryRow({ entry }: { entry: WaitlistEntry }) {
  const addToCart = useAddToCartMutation();
  const remove = useRemoveFromWaitlist();
  const inStock = stockForWeight(entry.product.stock, entry.weight) > 0;
  const busy = addToCart.isPending || remove.isPending;
  const name = entry.productDetails.name || entry.product.name;
  const t = useT();

  const onAdd = async () => {
    try {
      await addToCart.mutateAsync({ productId: entry.product._id, weight: entry.weight });
    } catch {
      toast.error(t('waitlist.addFailed'));
      return;
    }
    toast.success(t('waitlist.added'));
    remove.mutate(entry);
  };

  const onRemove = () =>
    remove.mutate(entry, {
      onSuccess: (response) => toast.success(response.message || t('waitlist.removed')),
      onError: () => toast.error(t('waitlist.removeFailed')),
    });

  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <Link to={paths.product(entry.product._id)} className="font-medium text-ink-900 hover:underline">
          {name}
        </Link>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-600">
          <span>
            <T id="waitlist.entry.detail" values={{ size: entry.weight, quantity: entry.quantity }} components={{ 0: <span className="font-medium text-ink-800" /> }} />
          </span>
          <span
            className={cn(
              'rounded-full px-2 py-0.5 text-xs font-semibold',
              inStock ? 'bg-success-50 text-success-700' : 'bg-ink-100 text-ink-700',
            )}
          >
            {inStock ? t('waitlist.entry.back') : t('waitlist.entry.waiting')}
          </span>
        </p>
      </div>
      {inStock ? (
        <Button variant="accent" disabled={busy} onClick={() => void onAdd()} aria-label={t('waitlist.entry.addLabel', { name, size: entry.weight })}>
          <ShoppingBag aria-hidden="true" className="size-4" /> {t('waitlist.entry.add')}
        </Button>
      ) : (
        <Button variant="secondary" disabled={busy} onClick={onRemove} aria-label={t('waitlist.entry.removeLabel', { name, size: entry.weight })}>
          {t('waitlist.entry.remove')}
        </Button>
      )}
    </li>
  );
}
