import { useId, useState } from 'react';
import { useT, type MessageId } from '@/i18n';
import { cn } from '@/lib/cn';

/** The spec's hover labels, for 1 to 5 stars (spec 2 §2): Poor, Fair, Good, Very Good, Excellent. */
export const RATING_LABELS = [
  'afterSale.rating.poor', 'afterSale.rating.fair', 'afterSale.rating.good', 'afterSale.rating.veryGood', 'afterSale.rating.excellent',
] as const satisfies readonly MessageId[];
const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

interface RatingInputProps {
  legend: string;
  value: number | null;
  onChange: (value: number) => void;
}

/**
 * Five stars as a radio group: arrow keys move between them, the label of the star under the pointer (or focus, or
 * the chosen one) is shown beside them. Each star is a 44 px target.
 */
export function RatingInput({ legend, value, onChange }: RatingInputProps) {
  const t = useT();
  const name = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value;
  return (
    <fieldset className="flex flex-wrap items-center gap-x-3" onMouseLeave={() => setHovered(null)}>
      <legend className="mb-1 text-sm font-medium text-ink-800">{legend}</legend>
      <div className="flex">
        {RATING_LABELS.map((id, index) => {
          const stars = index + 1;
          const label = t(id);
          const lit = shown !== null && stars <= shown;
          return (
            <label
              key={id}
              title={label}
              onMouseEnter={() => setHovered(stars)}
              className="relative flex size-11 cursor-pointer items-center justify-center rounded-full has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
            >
              <input
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                onFocus={() => setHovered(null)}
                className="sr-only"
                aria-label={t('afterSale.rating.star', { legend, stars, label })}
              />
              <svg viewBox="0 0 24 24" aria-hidden="true" className={cn('size-8 transition-colors', lit ? 'fill-star-4' : 'fill-ink-300')}>
                <path d={STAR_PATH} />
              </svg>
            </label>
          );
        })}
      </div>
      <span className="min-w-20 text-sm text-ink-700" aria-hidden="true" data-testid="rating-label">
        {shown ? t(RATING_LABELS[shown - 1]!) : ''}
      </span>
    </fieldset>
  );
}
