import { cn } from '@/lib/cn';
import { Heart } from '@/ui/icons';
import { toggleFavourite, useIsFavourite } from '../favourites-store';

export function FavouriteToggle({ productId, productName }: { productId: string; productName: string }) {
  const favourite = useIsFavourite(productId);
  return (
    <button
      type="button"
      aria-pressed={favourite}
      aria-label={favourite ? `Remove ${productName} from favourites` : `Add ${productName} to favourites`}
      onClick={() => toggleFavourite(productId)}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-ink-200 bg-white text-ink-700 transition-colors hover:border-ink-900"
    >
      <Heart
        aria-hidden="true"
        className={cn('size-5 transition-transform motion-safe:active:scale-90', favourite && 'fill-danger-600 text-danger-600')}
      />
    </button>
  );
}
