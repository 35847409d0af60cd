import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { useMediaQuery } from '@/lib/use-media-query';

/** Toasts of spec 1 §9: top-right, 5000 ms, 250 px wide at 768 px and narrower, else 400 px. Loaded on demand. */
export function SonnerToaster() {
  const narrow = useMediaQuery('(max-width: 768px)');
  return (
    <Toaster
      position="top-right"
      duration={5000}
      closeButton
      style={{ '--width': narrow ? '250px' : '400px' } as CSSProperties}
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
