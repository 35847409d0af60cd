import type { MouseEvent, ReactNode } from 'react';
import { preloadOnServer } from '@/lib/server-head';
import { useIdle } from '@/lib/use-idle';
import { usePrefersReducedMotion } from '@/lib/use-media-query';
import { savesData } from '@/pwa/save-data';
import { buttonClasses } from '@/ui/button';
import { Mail } from '@/ui/icons';
import { HERO_FRAME, HERO_ROW } from './hero-frame';
import { useT } from '@/i18n';

export const HERO_VIDEO = '/video/hero.mp4';
export const HERO_POSTER = '/video/hero-poster.webp';
const HERO_POSTER_PHONE = '/video/hero-poster-480.webp';
const LABEL = 'Mitumba: second-hand fashion from Gikomba to your door';
const POSTER_SOURCES = {
  src: HERO_POSTER,
  srcSet: `${HERO_POSTER_PHONE} 480w, ${HERO_POSTER} 960w`,
  sizes: '(min-width: 1280px) 1232px, calc(100vw - 32px)',
};

/**
 * Visitors' hero media: the poster is a real image in the server's HTML (the page's largest paint, fetched first),
 * and the muted looping video takes its place once the page is idle (with controls and no autoplay for reduced motion).
 * A phone asking to save data keeps the poster: the video is several megabytes nobody asked for.
 */
export function HeroVideo({ note }: { note: ReactNode }) {
  const t = useT();
  const reducedMotion = usePrefersReducedMotion();
  const idle = useIdle() && !savesData();
  preloadOnServer({ href: POSTER_SOURCES.src, srcSet: POSTER_SOURCES.srcSet, sizes: POSTER_SOURCES.sizes });

  // An in-page link (it jumps to the newsletter), smoothed and with the e-mail field focused on arrival.
  const goToNewsletter = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const newsletter = document.getElementById('newsletter');
    newsletter?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth' });
    newsletter?.querySelector('input')?.focus({ preventScroll: true });
  };

  return (
    <div>
      <div className={HERO_FRAME}>
        <img
          {...POSTER_SOURCES}
          width={960}
          height={540}
          alt={idle ? '' : LABEL}
          fetchPriority="high"
          className="absolute inset-0 size-full object-cover"
        />
        {idle ? (
          <video
            className="absolute inset-0 size-full object-cover"
            poster={HERO_POSTER}
            autoPlay={!reducedMotion}
            controls={reducedMotion}
            muted
            loop
            playsInline
            preload={reducedMotion ? 'none' : 'auto'}
            aria-label={LABEL}
          >
            <source src={HERO_VIDEO} type="video/mp4" />
          </video>
        ) : null}
      </div>
      <div className={`${HERO_ROW} mt-3 justify-between`}>
        {typeof note === 'string' ? <p className="text-sm text-ink-600">{note}</p> : note}
        <a href="#newsletter" onClick={goToNewsletter} className={buttonClasses('secondary', 'md', 'shrink-0')}>
          <Mail aria-hidden="true" className="size-4" />
          {t('home.subscribe')}
        </a>
      </div>
    </div>
  );
}
