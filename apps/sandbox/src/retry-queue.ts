import type { SandboxState } from './state-file.ts';

/**
 * Webhook deliveries retried on a provider's schedule, kept in the sandbox state (a section of their own) so a restart
 * carries on: a retry that came due while the process was down is sent soon after start, the later ones keep their
 * times. Paystack, Stripe and Razorpay each make one queue and say how one try goes.
 */
type Job<T> = { id: number; data: T; tries: number; dueAt: number; retries: boolean };

export type RetryQueue<T> = {
  /** Tries `data` now; resolves after this first try, the retries go on in the background. `retries: false`: one try. */
  add(data: T, options?: { retries?: boolean }): Promise<void>;
  /** What is still waiting for a try. */
  waiting(): T[];
  close(): void;
};

export function createRetryQueue<T>(
  state: SandboxState,
  name: string,
  options: { delays: readonly number[]; attempt(data: T): Promise<boolean>; gaveUp?(data: T): void },
): RetryQueue<T> {
  const jobs = new Map<number, Job<T>>();
  const timers = new Set<NodeJS.Timeout>();
  let nextId = 1;
  let closed = false;

  async function tryOnce(job: Job<T>): Promise<void> {
    if (closed) return;
    const done = await options.attempt(job.data);
    if (closed) return;
    job.tries += 1;
    const wait = job.retries ? options.delays[job.tries - 1] : undefined;
    if (done || wait === undefined) {
      jobs.delete(job.id);
      if (!done && job.retries) options.gaveUp?.(job.data);
    } else {
      job.dueAt = Date.now() + wait;
      arm(job);
    }
    state.save();
  }

  function arm(job: Job<T>): void {
    const timer = setTimeout(() => {
      timers.delete(timer);
      void tryOnce(job);
    }, Math.max(0, job.dueAt - Date.now()));
    timer.unref();
    timers.add(timer);
  }

  state.section(name, {
    save: () => ({ nextId, jobs: [...jobs.values()] }),
    load(saved) {
      const { nextId: next, jobs: list } = saved as { nextId: number; jobs: Job<T>[] };
      for (const job of list) jobs.set(job.id, job);
      nextId = next;
    },
    resume: () => jobs.forEach(arm),
  });

  return {
    add(data, { retries = true } = {}) {
      const job: Job<T> = { id: nextId++, data, tries: 0, dueAt: Date.now(), retries };
      jobs.set(job.id, job);
      state.save();
      return tryOnce(job);
    },
    waiting: () => [...jobs.values()].map((job) => job.data),
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
