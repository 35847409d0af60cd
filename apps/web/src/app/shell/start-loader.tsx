import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn';
import { useHydrated } from '@/lib/use-hydrated';
import { prefersReducedMotion } from '@/lib/use-media-query';

const TICK_MS = 20;
const RADIUS = 34;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The start loading screen (spec 1 §2): 2 s, a ring ticking 1% every 20 ms; a click dismisses it, and reduced-motion
 * users skip it. Over a server-rendered page (`overPage`) it never hides what the server sent: it appears once the
 * page is live, as a small card in a corner. Over a client-rendered page, which has nothing to show yet, it covers the
 * screen (decision 0017).
 */
export function StartLoader({ overPage }: { overPage: boolean }) {
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(() => !prefersReducedMotion());
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    if (!visible) return;
    const timer = setInterval(() => setProgress((value) => Math.min(100, value + 1)), TICK_MS);
    return () => clearInterval(timer);
  }, [visible]);

  useEffect(() => {
    if (progress >= 100) setVisible(false);
  }, [progress]);

  if (!visible || !hydrated) return null;

  return (
    <div
      className={cn(
        'fixed z-[100] flex items-center bg-white',
        overPage
          ? 'right-4 bottom-20 gap-3 rounded-2xl px-4 py-3 shadow-lg ring-1 ring-ink-100 md:bottom-6'
          : 'inset-0 flex-col justify-center gap-4',
      )}
      onClick={() => setVisible(false)}
    >
      <div
        role="progressbar"
        aria-label="Loading Mitumba"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className={cn('relative', overPage ? 'size-12' : 'size-24')}
      >
        <svg viewBox="0 0 80 80" className="size-full -rotate-90" aria-hidden="true">
          <circle cx="40" cy="40" r={RADIUS} fill="none" strokeWidth="6" className="stroke-ink-100" />
          <circle
            cx="40"
            cy="40"
            r={RADIUS}
            fill="none"
            strokeWidth="6"
            strokeLinecap="round"
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - progress / 100)}
            className="stroke-brand-600"
          />
        </svg>
        <span className={cn('absolute inset-0 flex items-center justify-center font-semibold text-ink-900', overPage ? 'text-[10px]' : 'text-sm')}>
          {progress}%
        </span>
      </div>
      <p className={cn('font-semibold tracking-[0.3em] text-ink-900', overPage ? 'text-sm' : 'text-lg')}>MITUMBA</p>
    </div>
  );
}
