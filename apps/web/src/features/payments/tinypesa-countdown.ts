import { useEffect, useRef, useState } from 'react';

/**
 * Seconds left of `totalMs`, ticking every second while `running`; `onTimeout` is called once when none are left.
 * Stopping (running false) freezes the count.
 */
export function useCountdown(totalMs: number, running: boolean, onTimeout: () => void): number {
  const totalSeconds = Math.ceil(totalMs / 1000);
  const [left, setLeft] = useState(totalSeconds);
  const timeout = useRef(onTimeout);
  useEffect(() => {
    timeout.current = onTimeout;
  });

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setLeft((seconds) => Math.max(seconds - 1, 0)), 1000);
    return () => clearInterval(timer);
  }, [running]);

  useEffect(() => {
    if (running && left === 0) timeout.current();
  }, [running, left]);

  return left;
}
