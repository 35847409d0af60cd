import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { useMediaQuery } from '@/lib/use-media-query';

/**
 * Toasts stay clear of the header (its greeting bar and bar: 6rem), so a toast never covers the cart icon and its
 * count, the very thing an 'added to cart' toast talks about (decision 0037).
 */
const BELOW_HEADER = 'calc(6rem + 8px)';

/** Toasts of spec 1 §9: top-right, 5000 ms, 250 px wide at 768 px and narrower, else 400 px. Loaded on demand. */
export function SonnerToaster() {
  const narrow = useMediaQuery('(max-width: 768px)');
  return (
    <Toaster
      position="top-right"
      duration={5000}
      closeButton
      offset={{ top: BELOW_HEADER }}
      mobileOffset={{ top: BELOW_HEADER }}
      style={{ '--width': narrow ? '250px' : '400px' } as CSSProperties}
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
