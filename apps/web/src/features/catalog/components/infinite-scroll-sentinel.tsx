import { useEffect, useRef } from 'react';

interface SentinelProps {
  onReach: () => void;
  disabled: boolean;
}

const MARGIN_PX = 100;

/**
 * Calls `onReach` when the end of the list is within 100 px of the viewport's bottom, or already above it
 * (spec 1 §9). A scroll check rather than an IntersectionObserver: a jump to the page's end (End key, a flick, a
 * tall footer on phones) passes over the marker without ever intersecting it.
 */
export function InfiniteScrollSentinel({ onReach, disabled }: SentinelProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onReach);
  latest.current = onReach;

  useEffect(() => {
    if (disabled) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const element = sentinel.current;
      if (element && element.getBoundingClientRect().top <= window.innerHeight + MARGIN_PX) latest.current();
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule(); // The list may already end inside the viewport, e.g. after a page loaded.
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [disabled]);

  return <div ref={sentinel} aria-hidden="true" className="h-px" />;
}
