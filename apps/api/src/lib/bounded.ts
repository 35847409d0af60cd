/** Small tools for work that must not run unbounded: at most N at once, and no longer than a time-out. */

/** Runs `work` over `items`, at most `concurrency` at a time, in order of the list; resolves once all have run. */
export async function forEachLimited<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
}

/**
 * `work`'s value, or `fallback` once `ms` have passed or should it fail (`onError` hears why). The work itself is not
 * stopped: whatever it does later is its own business.
 */
export function settleWithin<T>(work: Promise<T>, ms: number, fallback: T, onError: (error: unknown) => void = () => {}): Promise<T> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback), Math.max(0, ms));
    work.then(
      (value) => { clearTimeout(timer); resolve(value); },
      (error: unknown) => { clearTimeout(timer); onError(error); resolve(fallback); },
    );
  });
}
