import { useEffect, useRef } from 'react';

interface SentinelProps {
  onReach: () => void;
  disabled: boolean;
}

/** Calls `onReach` when the end of the list comes within 100 px of the viewport's bottom (spec 1 §9). */
export function InfiniteScrollSentinel({ onReach, disabled }: SentinelProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onReach);
  latest.current = onReach;

  useEffect(() => {
    const element = sentinel.current;
    if (disabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '0px 0px 100px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [disabled]);

  return <div ref={sentinel} aria-hidden="true" className="h-px" />;
}
