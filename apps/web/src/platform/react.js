/**
 * (Plain JavaScript: preact/compat's typings use `export =`, which TypeScript cannot re-export with `export *`.)
 *
 * What `react` means in the built storefront: Preact's React-compatible API (decision 0017). The code is written
 * against React's API and types; Vite's alias (vite.config.ts) points every `react` import here, and `react-dom`
 * at `preact/compat`, which keeps the runtime at ~10 KB gzip instead of react-dom's ~68 KB.
 */
export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * React Router's data router asks for `useOptimistic` (React 19), which Preact lacks. The router only sets optimistic
 * state when `useTransitions` is on, which we never turn on, so the hook answers the state it is given; a call to
 * its setter would be a bug of ours and says so.
 */
/** @template State @param {State} state @returns {[State, (action: unknown) => void]} */
export function useOptimistic(state) {
  return [state, () => {
    throw new Error('useOptimistic is not available on Preact: do not enable React Router’s useTransitions.');
  }];
}
