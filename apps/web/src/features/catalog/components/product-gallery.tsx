import { useState, type KeyboardEvent, type Ref } from 'react';
import type { ProductImage } from '@mitumba/contracts/plain';
import { cn } from '@/lib/cn';
import { Shirt } from '@/ui/icons';
import { ResponsiveImage } from '@/ui/responsive-image';
import { useT } from '@/i18n';

interface ProductGalleryProps {
  images: readonly ProductImage[];
  name: string;
  /** The main picture's box (the add-to-cart thumbnail flies from it). */
  ref?: Ref<HTMLDivElement>;
}

/** Main image and thumbnails; thumbnails are buttons, and the arrow keys move between them. */
export function ProductGallery({ images, name, ref }: ProductGalleryProps) {
  const [active, setActive] = useState(0);
  const t = useT();
  const current = images[Math.min(active, images.length - 1)];

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (step === undefined || images.length < 2) return;
    event.preventDefault();
    const next = (active + step + images.length) % images.length;
    setActive(next);
    event.currentTarget.querySelectorAll('button')[next]?.focus();
  };

  return (
    <div className="flex flex-col gap-3 md:flex-row-reverse">
      <div ref={ref} className="aspect-[4/5] flex-1 overflow-hidden rounded-2xl bg-ink-100">
        {current ? (
          <ResponsiveImage
            key={current.url}
            url={current.url}
            alt={name}
            width={960}
            height={1200}
            sizes="(min-width: 1024px) 45vw, 100vw"
            priority
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-ink-400">
            <Shirt aria-hidden="true" className="size-20" strokeWidth={1} />
          </div>
        )}
      </div>
      {images.length > 1 ? (
        <ul
          aria-label={t('catalog.gallery.label')}
          onKeyDown={onKeyDown}
          className="flex gap-2 overflow-x-auto md:w-20 md:flex-col md:overflow-visible"
        >
          {images.map((image, index) => (
            <li key={image.fileId} className="shrink-0">
              <button
                type="button"
                aria-label={t('catalog.gallery.show', { position: index + 1, count: images.length })}
                aria-current={index === active}
                onClick={() => setActive(index)}
                className={cn(
                  'block w-16 overflow-hidden rounded-lg border-2 md:w-20',
                  index === active ? 'border-ink-900' : 'border-transparent opacity-80 hover:opacity-100',
                )}
              >
                <ResponsiveImage
                  url={image.url}
                  alt=""
                  width={320}
                  height={400}
                  sizes="80px"
                  className="aspect-[4/5] w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
