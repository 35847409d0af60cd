import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Scroll to the top on every route change (spec 1 §2); links to a #section let the page scroll there instead. */
export function ScrollToTopOnNavigate() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo({ top: 0, left: 0 });
    // Only a new page scrolls; filter changes (search params) keep the shopper's place.
  }, [pathname]);
  return null;
}
