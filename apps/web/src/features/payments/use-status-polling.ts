import { useEffect, useRef, useState } from 'react';

/**
 * Asks `check` for a payment's status every `everyMs` (the first ask after one interval), until `decide` turns an
 * answer into an outcome, `limit` asks have gone by (then `onGiveUp`), or the screen unmounts. A failed ask counts
 * as an ask and polling goes on; `checkFailed` says so until the next answer, and `onError` may end it with an
 * outcome (e.g. a 404 meaning the order was cancelled). A null `requestId` polls nothing.
 */
export function useStatusPolling<Answer, Outcome>(options: {
  requestId: string | null;
  everyMs: number;
  limit?: number;
  check: (requestId: string, signal: AbortSignal) => Promise<Answer>;
  decide: (answer: Answer) => Outcome | null;
  onOutcome: (outcome: Outcome) => void;
  onError?: (error: unknown) => Outcome | null;
  onGiveUp?: () => void;
  /** Called with every answer, decided or not (e.g. a countdown that moves on each check). */
  onAnswer?: (answer: Answer) => void;
}): { checkFailed: boolean; polls: number } {
  const [checkFailed, setCheckFailed] = useState(false);
  const [polls, setPolls] = useState(0);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const { requestId, everyMs } = options;

  useEffect(() => {
    if (!requestId) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let asked = 0;

    const poll = async () => {
      asked += 1;
      setPolls(asked);
      const current = latest.current;
      let outcome: Outcome | null;
      try {
        const answer = await current.check(requestId, controller.signal);
        if (controller.signal.aborted) return;
        setCheckFailed(false);
        current.onAnswer?.(answer);
        outcome = current.decide(answer);
      } catch (error) {
        if (controller.signal.aborted) return;
        outcome = current.onError?.(error) ?? null;
        if (outcome === null) setCheckFailed(true);
      }
      if (controller.signal.aborted) return;
      if (outcome !== null) {
        latest.current.onOutcome(outcome);
        return;
      }
      if (current.limit !== undefined && asked >= current.limit) {
        latest.current.onGiveUp?.();
        return;
      }
      timer = setTimeout(() => void poll(), everyMs);
    };

    timer = setTimeout(() => void poll(), everyMs);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [requestId, everyMs]);

  return { checkFailed, polls };
}
