/**
 * Where this instance is in its life, as the load balancer should see it: serving, or shutting down (readiness then
 * answers 503 while requests are still served: lib/shutdown.ts, decision 0031).
 */
export function createLifecycle() {
  let shuttingDown = false;
  return {
    get shuttingDown(): boolean {
      return shuttingDown;
    },
    /** From now on readiness fails and every response closes its connection. Answers false when already begun. */
    beginShutdown(): boolean {
      if (shuttingDown) return false;
      shuttingDown = true;
      return true;
    },
  };
}

export type Lifecycle = ReturnType<typeof createLifecycle>;
