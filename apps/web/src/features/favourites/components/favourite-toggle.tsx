import { cn } from '@/lib/cn';
import { Heart } from '@/ui/icons';
import { useIsFavourite, useToggleFavourite } from '../use-favourites';
import { useT } from '@/i18n';

interface FavouriteToggleProps {
  productId: string;
  productName: string;
  /** 'floating' sits on a product picture. */
  variant?: 'outline' | 'floating';
}

export function FavouriteToggle({ productId, productName, variant = 'outline' }: FavouriteToggleProps) {
  const favourite = useIsFavourite(productId);
  const toggle = useToggleFavourite();
  const t = useT();
  return (
    <button
      type="button"
      aria-pressed={favourite}
      aria-label={favourite ? t('favourites.remove', { name: productName }) : t('favourites.add', { name: productName })}
      onClick={() => toggle(productId, !favourite)}
      className={cn(
        'inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white text-ink-700 transition-colors',
        variant === 'outline' ? 'border border-ink-200 hover:border-ink-900' : 'shadow-md hover:text-ink-900',
      )}
    >
      <Heart
        aria-hidden="true"
        className={cn('size-5 transition-transform motion-safe:active:scale-90', favourite && 'fill-danger-600 text-danger-600')}
      />
    </button>
  );
}
