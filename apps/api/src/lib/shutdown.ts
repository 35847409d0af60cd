import type { Server } from 'node:http';
import net from 'node:net';
import type { Lifecycle } from './lifecycle.ts';

type Logger = { info(message: string): void; warn(message: string): void; error(object: unknown, message: string): void };

export type ShutdownDeps = {
  /** The app: its lifecycle, its HTTP server, and close() (preClose ends the chat streams, onClose stops the workers). */
  app: { lifecycle: Lifecycle; server: Server; close(): Promise<unknown>; log: Logger };
  database: { close(): Promise<void> };
  /** SHUTDOWN_DRAIN_MS and SHUTDOWN_TIMEOUT_MS (config.ts). */
  drainMs: number;
  timeoutMs: number;
  exit(code: number): void;
};

/**
 * After the listener closes, how long connections it accepted just before keep their chance to deliver a request.
 * http.Server.close() closes "idle" connections at once, and a connection whose request is still in its socket buffer
 * counts as idle: closing it would reset a request the balancer has already sent (nginx answers 502 for a POST).
 */
const ACCEPTED_GRACE_MS = 500;

/** Past the time-out, the workers' own stops get this long before the process gives up on a clean close. */
const WORKERS_GRACE_MS = 10_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const openConnections = (server: Server) => new Promise<number>((resolve) => server.getConnections((_error, count) => resolve(count ?? 0)));

/**
 * Graceful shutdown on SIGTERM/SIGINT (decision 0031), answered by the returned function for every signal:
 * 1. readiness answers 503 at once, everything else is served as before for `drainMs` (the balancer moves away),
 *    each response now closing its keep-alive connection;
 * 2. the server stops accepting connections and, half a second later, closes its idle ones; requests in flight finish, a request still
 *    arriving on an open connection is served (app.ts: no 503 on closing); the chat streams end with a `retry:` hint;
 * 3. after `timeoutMs` the connections still open are cut (logged with their number);
 * 4. the job workers (pg-boss, the outbox) stop after their current job, the LISTEN connections and the pool close;
 *    exit 0. A second signal meanwhile exits at once with 1 (whatever is in flight is cut: the caller insisted).
 */
export function createShutdown(deps: ShutdownDeps): (signal: string) => void {
  const { app, drainMs, timeoutMs } = deps;

  async function run(signal: string): Promise<void> {
    const started = Date.now();
    app.log.info(`${signal}: shutting down. Readiness answers 503; requests are served for ${drainMs} ms more (SHUTDOWN_DRAIN_MS)`);
    await sleep(drainMs);
    // Stop accepting, leaving every accepted connection alone for a moment (see ACCEPTED_GRACE_MS); app.close() then
    // closes the idle ones and waits for the rest.
    net.Server.prototype.close.call(app.server);
    app.log.info(`No new connections now; requests in flight get up to ${timeoutMs} ms (SHUTDOWN_TIMEOUT_MS)`);
    await sleep(ACCEPTED_GRACE_MS);
    const cut = setTimeout(() => {
      void openConnections(app.server).then((count) => {
        app.log.warn(`${count} connection(s) still open ${timeoutMs} ms after the drain: closed, their requests cut`);
        app.server.closeAllConnections();
      });
    }, timeoutMs);
    const giveUp = setTimeout(() => {
      app.log.warn(`The job workers did not stop ${WORKERS_GRACE_MS} ms after the time-out: exiting without them`);
      deps.exit(1);
    }, timeoutMs + WORKERS_GRACE_MS);
    giveUp.unref();
    try {
      await app.close();
    } finally {
      clearTimeout(cut);
    }
    await deps.database.close();
    clearTimeout(giveUp);
    app.log.info(`Shut down in ${Date.now() - started} ms`);
    deps.exit(0);
  }

  let running = false;
  return (signal) => {
    if (running) {
      app.log.warn(`${signal} again during the shutdown: exiting at once (code 1)`);
      deps.exit(1);
      return;
    }
    running = true;
    app.lifecycle.beginShutdown();
    run(signal).catch((error: unknown) => {
      app.log.error({ err: error }, 'The shutdown failed');
      deps.exit(1);
    });
  };
}
