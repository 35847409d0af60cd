import { useRef, useState } from 'react';

/**
 * One placement at a time (spec 2 §4 'a submit guard blocks double submission'): a second click while one is in
 * flight does nothing, even before the disabled button has rendered.
 */
export function useSubmitGuard(): { busy: boolean; run: (submit: () => Promise<void>) => Promise<void> } {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = async (submit: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await submit();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  return { busy, run };
}
