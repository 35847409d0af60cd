import { Link } from 'react-router';
import { useUserName } from '@/features/account';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { buttonClasses } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';
import { BANNERS_LOGIN_MESSAGE, bannerErrorMessage, useBanners } from '../api/get-banners';
import { BannerCarousel } from './banner-carousel';
import { CategoryLinks } from './category-links';
import { HERO_FRAME, HERO_ROW } from './hero-frame';
import { HeroVideo } from './hero-video';
import { LoginNote } from './login-note';
import { useT } from '@/i18n';

/** Greeting, tagline and SHOP NOW, under the media: a column on phones, a band with the button aside on wider screens. */
function HeroText() {
  const name = useUserName();
  const t = useT();
  return (
    <div className="flex flex-col justify-center rounded-2xl bg-ink-50 px-5 py-6 md:flex-row md:items-center md:justify-between md:px-10 md:py-8">
      <div>
        <p className="text-sm text-ink-600">{t('home.hero.welcome', { name: name ?? t('home.hero.customer') })}</p>
        <p className="mt-4 flex items-center gap-3 text-xs font-semibold tracking-[0.25em] text-brand-700">
          <span aria-hidden="true" className="h-0.5 w-8 bg-brand-700" />
          {t('home.hero.eyebrow')}
        </p>
        <h1 id="hero-title" className="mt-3 text-3xl font-semibold text-ink-900 sm:text-4xl">
          {t('home.hero.title')}
        </h1>
        <p className="mt-3 max-w-xl text-base text-ink-600">
          {t('home.hero.text')}
        </p>
        <CategoryLinks />
      </div>
      <Link to={paths.collection} className={buttonClasses('primary', 'lg', 'mt-6 self-start md:mt-0 md:shrink-0 md:self-auto')}>
        {t('home.hero.shopNow')}
      </Link>
    </div>
  );
}

/** Banners on their way: the frame and the row under it, the size the carousel will take. */
function BannersLoading() {
  return (
    <div>
      <div className={HERO_FRAME}>
        <Skeleton className="size-full rounded-none" />
      </div>
      <div className={`${HERO_ROW} mt-3`} />
    </div>
  );
}

/**
 * Customers see the banner carousel; visitors (and customers whose banners fail) see the video. Both take the same
 * box, so a customer's banners replace the server-rendered video without moving the page.
 */
export function Hero() {
  const session = useSession();
  const banners = useBanners();
  const withBanners = session !== null && !banners.isError && banners.data?.length !== 0;
  const message = !session ? BANNERS_LOGIN_MESSAGE : banners.isError ? bannerErrorMessage(banners.error) : '';
  const note = message === BANNERS_LOGIN_MESSAGE ? <LoginNote /> : message;

  return (
    <section aria-labelledby="hero-title" className="mx-auto max-w-7xl space-y-4 px-4 pt-4 sm:px-6 md:pt-8">
      {withBanners ? (banners.data ? <BannerCarousel banners={banners.data} /> : <BannersLoading />) : <HeroVideo note={note} />}
      <HeroText />
    </section>
  );
}
