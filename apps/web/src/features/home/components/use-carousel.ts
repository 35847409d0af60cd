import { useCallback, useEffect, useState } from 'react';

export const SLIDE_MS = 500;
export const AUTOPLAY_MS = 5000;

/**
 * Infinite one-at-a-time carousel state. The track holds the slides plus a copy of the first one at the end:
 * sliding onto the copy and then jumping, without animation, to the real first slide makes the loop seamless.
 */
export function useCarousel(count: number, { autoplay }: { autoplay: boolean }) {
  const [index, setIndex] = useState(0);
  const [animate, setAnimate] = useState(true);
  const [paused, setPaused] = useState(false);

  const next = useCallback(() => {
    setAnimate(true);
    setIndex((current) => (current >= count ? 1 : current + 1));
  }, [count]);

  const goTo = useCallback((target: number) => {
    setAnimate(true);
    setIndex(target);
  }, []);

  const onTransitionEnd = useCallback(() => {
    if (index >= count) {
      setAnimate(false);
      setIndex(0);
    }
  }, [index, count]);

  // Turn the animation back on once the jump to the real first slide has been painted.
  useEffect(() => {
    if (animate) return;
    const frame = requestAnimationFrame(() => requestAnimationFrame(() => setAnimate(true)));
    return () => cancelAnimationFrame(frame);
  }, [animate]);

  useEffect(() => {
    if (!autoplay || paused || count < 2) return;
    const timer = setTimeout(next, AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [autoplay, paused, count, index, next]);

  return { index, active: count > 0 ? index % count : 0, animate, paused, setPaused, next, goTo, onTransitionEnd };
}
