import { useEffect, useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { prefersReducedMotion } from '@/lib/use-media-query';
import { useT } from '@/i18n';
import { BRAND } from './logo';

const TICK_MS = 20;
const RADIUS = 34;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The start loading screen (spec 1 §2): 2 s, a ring ticking 1% every 20 ms; a click dismisses it, and reduced-motion
 * users skip it. It never hides a page: it appears once the app is live, as a small card in a corner, over
 * server-rendered pages and client-rendered ones alike — those (cart, orders, checkout, a card payment's return) are
 * ready in a few hundred milliseconds, well within the ring's 2 s (decisions 0017, 0033).
 */
export function StartLoader() {
  const hydrated = useHydrated();
  const t = useT();
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
      className="fixed right-4 bottom-20 z-[100] flex items-center gap-3 rounded-2xl bg-white px-4 py-3 shadow-lg ring-1 ring-ink-100 md:bottom-6"
      onClick={() => setVisible(false)}
    >
      <div
        role="progressbar"
        aria-label={t('shell.loading')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="relative size-12"
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
        <span className="absolute inset-0 flex items-center justify-center text-[10px] font-semibold text-ink-900">
          {progress}%
        </span>
      </div>
      <p className="text-sm font-semibold tracking-[0.3em] text-ink-900">{BRAND}</p>
    </div>
  );
}
