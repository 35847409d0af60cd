import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '@/lib/use-media-query';

const TICK_MS = 20;
const RADIUS = 34;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The start loading screen (spec 1 §2): 2 s, a ring ticking 1% every 20 ms. It is an overlay above the page that
 * is already rendering, so it never delays content; a click dismisses it, and reduced-motion users skip it.
 */
export function StartLoader() {
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

  if (!visible) return null;

  return (
    <div
      className="fixed inset-0 z-[100] flex flex-col items-center justify-center gap-4 bg-white"
      onClick={() => setVisible(false)}
    >
      <div
        role="progressbar"
        aria-label="Loading Mitumba"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="relative size-24"
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
        <span className="absolute inset-0 flex items-center justify-center text-sm font-semibold text-ink-900">
          {progress}%
        </span>
      </div>
      <p className="text-lg font-semibold tracking-[0.3em] text-ink-900">MITUMBA</p>
    </div>
  );
}
