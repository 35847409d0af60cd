import { useCallback, useEffect, useRef, useState } from 'react';
import { NavigationType, useBlocker } from 'react-router';

/** What the browser's back button does on /Pesa-Flux-Processing, by the payment's state. */
export type BackRule =
  /** Paid: back goes on to the order's success page, never back into the checkout that placed it. */
  | 'to-success'
  /**
   * Still waiting for the phone: the spec diverts back to the success route, but nothing is paid yet, and the checkout
   * behind this screen would only say an order is pending. So back keeps the customer here until PesaFlux answers
   * (at most 2 minutes), saying why.
   */
  | 'stay'
  /** Failed, expired or errored: nothing to protect, back works as usual. */
  | 'free';

/**
 * Holds the browser's back (a history POP) on the screen while a payment is open. Uses the router's blocker rather
 * than pushing history entries by hand, so the router's own history stays consistent. `heldBack` is true once back
 * was pressed while waiting, for the screen to explain.
 */
export function usePesafluxBackGuard(rule: BackRule, goToSuccess: () => void): { heldBack: boolean } {
  const [heldBack, setHeldBack] = useState(false);
  const shouldBlock = useCallback(({ historyAction }: { historyAction: NavigationType }) => rule !== 'free' && historyAction === NavigationType.Pop, [rule]);
  const blocker = useBlocker(shouldBlock);
  const onSuccess = useRef(goToSuccess);
  useEffect(() => {
    onSuccess.current = goToSuccess;
  });

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    blocker.reset();
    if (rule === 'to-success') onSuccess.current();
    else setHeldBack(true);
  }, [blocker, rule]);

  return { heldBack };
}
