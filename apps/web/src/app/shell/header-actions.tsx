import { Link, useLocation, useNavigate } from 'react-router';
import { cartTargetProps, useCartCount } from '@/features/cart/shell';
import { paths } from '@/lib/paths';
import { useCloseSearch, useSearchShown } from '@/lib/search-in-url';
import { shopSearch } from '@/lib/shop-state';
import { Heart, Search, ShoppingBag } from '@/ui/icons';
import { CountBadge } from './count-badge';
import { useT } from '@/i18n';

const iconButton =
  'relative inline-flex size-11 items-center justify-center rounded-full text-ink-800 transition-colors hover:bg-ink-100';

/** The search icon toggles the collection's search bar, opening the collection first when elsewhere. */
export function SearchButton() {
  const shown = useSearchShown();
  const closeSearch = useCloseSearch();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const t = useT();
  const onCollection = pathname.includes('collection');
  const showSearch = onCollection ? shown : false;

  return (
    <button
      type="button"
      className={iconButton}
      aria-label={showSearch ? t('shell.header.searchHide') : t('shell.header.searchShow')}
      aria-pressed={showSearch}
      onClick={() => {
        if (onCollection && showSearch) {
          closeSearch();
        } else if (onCollection) {
          shopSearch.setShowSearch(true);
        } else {
          shopSearch.setShowSearch(true);
          navigate(paths.collection);
        }
      }}
    >
      <Search aria-hidden="true" className="size-5" />
    </button>
  );
}

export function FavouritesLink() {
  const t = useT();
  return (
    <Link to={paths.favourites} className={iconButton} aria-label={t('shell.header.favourites')}>
      <Heart aria-hidden="true" className="size-5" />
    </Link>
  );
}

export function CartLink({ className }: { className?: string }) {
  const count = useCartCount();
  const t = useT();
  return (
    <Link to={paths.cart} className={`${iconButton} ${className ?? ''}`} aria-label={t('shell.header.cart', { count })} {...cartTargetProps}>
      <ShoppingBag aria-hidden="true" className="size-5" />
      <CountBadge count={count} />
    </Link>
  );
}
