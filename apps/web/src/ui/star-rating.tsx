import { cn } from '@/lib/cn';

const STAR_PATH =
  'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** Graduated yellow, light to deep, for the filled stars (spec 1 §2); unfilled stars are grey. */
const FILLED = ['fill-star-1', 'fill-star-2', 'fill-star-3', 'fill-star-4', 'fill-star-5'] as const;

interface StarRatingProps {
  filled: number;
  /** What a screen reader hears; 'Rated {filled} out of {total}' unless given. */
  label?: string;
  total?: number;
  className?: string;
  starClassName?: string;
}

export function StarRating({ filled, label, total = 5, className, starClassName = 'size-3.5' }: StarRatingProps) {
  const stars = Array.from({ length: total }, (_, index) => index < filled);
  return (
    <span role="img" aria-label={label ?? `Rated ${filled} out of ${total}`} className={cn('inline-flex gap-0.5', className)}>
      {stars.map((isFilled, index) => (
        <svg
          key={index}
          viewBox="0 0 24 24"
          aria-hidden="true"
          data-filled={isFilled}
          className={cn(starClassName, isFilled ? FILLED[Math.min(index, FILLED.length - 1)] : 'fill-ink-300')}
        >
          <path d={STAR_PATH} />
        </svg>
      ))}
    </span>
  );
}
