import { Link } from 'react-router';
import type { Banner } from '@mitumba/contracts/plain';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { usePrefersReducedMotion } from '@/lib/use-media-query';
import { ResponsiveImage } from '@/ui/responsive-image';
import { BannerBorderDot } from './banner-border-dot';
import { HERO_FRAME, HERO_ROW } from './hero-frame';
import { SLIDE_MS, useCarousel } from './use-carousel';
import { useT } from '@/i18n';

const BANNER_WIDTHS = [640, 960, 1280];

/** Customers' banner carousel (spec 1 §2): dots, infinite, one slide at a time, 500 ms slide, 5 s autoplay. */
export function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const t = useT();
  const reducedMotion = usePrefersReducedMotion();
  const count = banners.length;
  const carousel = useCarousel(count, { autoplay: !reducedMotion });
  const slides = count > 1 ? [...banners, banners[0]!] : banners;
  const animate = carousel.animate && !reducedMotion;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('home.carousel.label')}
      className="relative"
      onMouseEnter={() => carousel.setPaused(true)}
      onMouseLeave={() => carousel.setPaused(false)}
      onFocus={() => carousel.setPaused(true)}
      onBlur={() => carousel.setPaused(false)}
    >
      <div className={HERO_FRAME}>
        <ul
          className="absolute inset-0 flex"
          style={{
            transform: `translateX(-${(reducedMotion ? carousel.active : carousel.index) * 100}%)`,
            transition: animate ? `transform ${SLIDE_MS}ms ease-in-out` : 'none',
          }}
          onTransitionEnd={carousel.onTransitionEnd}
        >
          {slides.map((banner, position) => {
            const isCopy = position >= count;
            const isActive = !isCopy && position === carousel.active;
            return (
              <li
                key={isCopy ? `copy-${banner._id}` : banner._id}
                className="h-full w-full shrink-0"
                aria-roledescription="slide"
                aria-label={t('home.carousel.slide', { position: (position % count) + 1, count })}
                aria-hidden={!isActive}
                inert={!isActive}
              >
                <Link to={paths.collectionWithLabel(banner.label)} className="block size-full">
                  <ResponsiveImage
                    url={banner.imageUrl}
                    alt={banner.label ? t('home.carousel.shopLabel', { label: banner.label }) : t('home.carousel.shopAll')}
                    width={1600}
                    height={640}
                    widths={BANNER_WIDTHS}
                    sizes="(min-width: 1280px) 1232px, 100vw"
                    priority={position === 0}
                    className="size-full object-cover"
                  />
                </Link>
              </li>
            );
          })}
        </ul>
        {reducedMotion ? null : <BannerBorderDot key={carousel.active} paused={carousel.paused} />}
      </div>
      <div className={cn(HERO_ROW, 'mt-3 justify-center gap-0')}>
        {count > 1
          ? banners.map((banner, position) => (
              <button
                key={banner._id}
                type="button"
                aria-label={t('home.carousel.show', { position: position + 1, count })}
                aria-current={position === carousel.active}
                onClick={() => carousel.goTo(position)}
                className="group inline-flex size-11 items-center justify-center"
              >
                {/* The pill is always 24 px wide and its clip grows: a width that grows moves the dot's edges, and a
                    phone too slow for a smooth transition counts that as the page shifting (CLS). */}
                <span
                  className={cn(
                    'block h-2 w-6 rounded-full transition-[clip-path,background-color] motion-reduce:transition-none',
                    position === carousel.active
                      ? 'bg-ink-900 [clip-path:inset(0_0_round_4px)]'
                      : 'bg-ink-300 [clip-path:inset(0_8px_round_4px)] group-hover:bg-ink-500',
                  )}
                />
              </button>
            ))
          : null}
      </div>
    </section>
  );
}
