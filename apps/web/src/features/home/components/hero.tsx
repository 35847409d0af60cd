import { Link } from 'react-router';
import { useUserName } from '@/features/account';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { buttonClasses } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';
import { BANNERS_LOGIN_MESSAGE, bannerErrorMessage, useBanners } from '../api/get-banners';
import { BannerCarousel } from './banner-carousel';
import { HeroVideo } from './hero-video';

/** Greeting, tagline and SHOP NOW: a column beside the video, or a band under the (wide) banners. */
function HeroText({ band }: { band: boolean }) {
  const name = useUserName();
  return (
    <div
      className={cn(
        'flex flex-col justify-center rounded-2xl bg-ink-50 px-5 py-6',
        band ? 'md:flex-row md:items-center md:justify-between md:px-10 md:py-8' : 'md:px-10 md:py-14',
      )}
    >
      <div>
        <p className="text-sm text-ink-600">Dear {name ?? 'Customer'}, welcome to our store</p>
        <p className="mt-4 flex items-center gap-3 text-xs font-semibold tracking-[0.25em] text-brand-700">
          <span aria-hidden="true" className="h-0.5 w-8 bg-brand-700" />
          EXCLUSIVE COLLECTION
        </p>
        <h1 id="hero-title" className={cn('mt-3 text-3xl font-semibold text-ink-900', band ? 'sm:text-4xl' : 'sm:text-5xl')}>
          Curated Fashion Finds
        </h1>
        {band ? null : (
          <p className="mt-3 max-w-md text-base text-ink-600 md:mt-4">
            Hand-picked second-hand clothing and bales, quality-checked and fairly priced, delivered across Kenya.
          </p>
        )}
      </div>
      <Link to={paths.collection} className={buttonClasses('primary', 'lg', cn('mt-6 self-start', band ? 'md:mt-0 md:self-auto' : 'md:mt-8'))}>
        SHOP NOW
      </Link>
    </div>
  );
}

/** Customers see the banner carousel; visitors (and customers whose banners fail) see the video. */
export function Hero() {
  const session = useSession();
  const banners = useBanners();
  const withBanners = session !== null && !banners.isError && banners.data?.length !== 0;

  if (withBanners) {
    return (
      <section aria-labelledby="hero-title" className="mx-auto max-w-7xl space-y-4 px-4 pt-4 sm:px-6 md:pt-8">
        {banners.data ? <BannerCarousel banners={banners.data} /> : <Skeleton className="aspect-[5/2] rounded-2xl" />}
        <HeroText band />
      </section>
    );
  }

  const note = !session ? BANNERS_LOGIN_MESSAGE : banners.isError ? bannerErrorMessage(banners.error) : '';
  return (
    <section aria-labelledby="hero-title" className="mx-auto max-w-7xl px-4 pt-4 sm:px-6 md:pt-8">
      <div className="grid gap-6 md:grid-cols-[5fr_7fr] md:items-stretch md:gap-8">
        <div className="order-2 md:order-1">
          <HeroText band={false} />
        </div>
        <div className="order-1 md:order-2">
          <HeroVideo note={note} />
        </div>
      </div>
    </section>
  );
}
