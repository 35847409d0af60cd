import type { MouseEvent } from 'react';
import { usePrefersReducedMotion } from '@/lib/use-media-query';
import { buttonClasses } from '@/ui/button';
import { Mail } from '@/ui/icons';

export const HERO_VIDEO = '/video/hero.mp4';
export const HERO_POSTER = '/video/hero-poster.webp';

/** Visitors' hero media: a muted looping video (poster only for reduced motion) and a subscribe shortcut. */
export function HeroVideo({ note }: { note: string }) {
  const reducedMotion = usePrefersReducedMotion();

  // An in-page link (it jumps to the newsletter), smoothed and with the e-mail field focused on arrival.
  const goToNewsletter = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const newsletter = document.getElementById('newsletter');
    newsletter?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth' });
    newsletter?.querySelector('input')?.focus({ preventScroll: true });
  };

  return (
    <div className="flex h-full flex-col gap-3">
      <div className="relative aspect-[16/10] overflow-hidden rounded-2xl bg-ink-200 md:aspect-auto md:min-h-96 md:flex-1">
        <video
          className="absolute inset-0 size-full object-cover"
          poster={HERO_POSTER}
          autoPlay={!reducedMotion}
          controls={reducedMotion}
          muted
          loop
          playsInline
          preload={reducedMotion ? 'none' : 'metadata'}
          aria-label="Mitumba: second-hand fashion from Gikomba to your door"
        >
          <source src={HERO_VIDEO} type="video/mp4" />
        </video>
      </div>
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-ink-600">{note}</p>
        <a href="#newsletter" onClick={goToNewsletter} className={buttonClasses('secondary', 'md', 'shrink-0')}>
          <Mail aria-hidden="true" className="size-4" />
          Subscribe
        </a>
      </div>
    </div>
  );
}
