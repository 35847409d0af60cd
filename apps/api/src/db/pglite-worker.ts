import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { startWireServer } from './pglite-wire-server.ts';

/** What the main thread sends (`pglite-in-worker.ts`) and what this worker answers. */
export type WorkerOptions = { dataDir: string | undefined; socketPath: string };
export type ToWorker = { type: 'close' };
export type FromWorker =
  | { type: 'ready' }
  | { type: 'notification'; channel: string; payload: string }
  | { type: 'closed' };

/**
 * The worker thread that owns PGlite: its WebAssembly queries run here, off the main thread's event loop, and the
 * main thread reaches the database over the wire protocol on a unix socket (pglite-wire-server.ts).
 */
async function run(port: NonNullable<typeof parentPort>, options: WorkerOptions) {
  const post = (message: FromWorker) => port.postMessage(message);
  const pglite = new PGlite({ dataDir: options.dataDir, extensions: { pg_trgm } });
  await pglite.waitReady;
  const server = await startWireServer(pglite, options.socketPath, (channel, payload) => post({ type: 'notification', channel, payload }));
  port.on('message', (message: ToWorker) => {
    if (message.type !== 'close') return;
    void (async () => {
      await server.close();
      await pglite.close();
      post({ type: 'closed' });
      port.close();
    })();
  });
  post({ type: 'ready' });
}

if (parentPort) await run(parentPort, workerData as WorkerOptions);
