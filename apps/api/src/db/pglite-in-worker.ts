import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { assertChannel, migrateOneSession, openPostgres, type Database, type Unlisten } from './client.ts';
import type { FromWorker, ToWorker, WorkerOptions } from './pglite-worker.ts';

/** What happens when the worker dies on its own: by default the process reports it and exits non-zero. */
export type OnCrash = (error: Error) => void;

const exitOnCrash: OnCrash = (error) => {
  console.error('The embedded database (PGlite worker) crashed:', error);
  process.exit(1);
};

/**
 * PGlite in `dir` (in memory when undefined), run by a worker thread (pglite-worker.ts) and reached over a private unix socket by the same pg
 * pool and Drizzle driver as a PostgreSQL server, so a slow query never blocks this thread's event loop.
 * NOTIFY messages are read by the worker off PGlite's replies and posted here (PGlite has one session: a LISTEN is
 * session-wide, whichever pooled connection sends it).
 */
export async function openPgliteInWorker(dir: string | undefined, options: { maxConnections?: number; onCrash?: OnCrash } = {}): Promise<Database> {
  if (dir) await mkdir(dir, { recursive: true });
  // mkdtemp makes the directory readable by this user only: the socket has no password.
  const socketDir = await mkdtemp(path.join(tmpdir(), 'mitumba-pg-'));
  const workerOptions: WorkerOptions = { dataDir: dir, socketPath: path.join(socketDir, '.s.PGSQL.5432') };
  const worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), { workerData: workerOptions });
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let closing: { resolve(): void; reject(error: Error): void } | null = null;

  const started = new Promise<void>((resolve, reject) => {
    const onCrash = options.onCrash ?? exitOnCrash;
    let ready = false;
    const failed = (error: Error) => {
      if (closing) closing.reject(error);
      else if (!ready) reject(error);
      else onCrash(error);
    };
    worker.on('error', failed);
    worker.on('exit', (code) => {
      if (closing) closing.resolve();
      else failed(new Error(`PGlite worker exited with code ${code}`));
    });
    worker.on('message', (message: FromWorker) => {
      if (message.type === 'ready') {
        ready = true;
        resolve();
      } else if (message.type === 'closed') {
        void worker.terminate();
      } else if (message.type === 'notification') {
        for (const onMessage of listeners.get(message.channel) ?? []) onMessage(message.payload);
      }
    });
  });
  try {
    await started;
    // Like PGlite in this thread, the database alone does not keep the process running (a script that forgets to close
    // it still ends); open sockets and close() keep the worker needed while there is work.
    worker.unref();
  } catch (error) {
    await rm(socketDir, { recursive: true, force: true });
    throw error;
  }

  const connectionString = `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(socketDir)}`;
  // Every connection reaches PGlite's one session, where a prepared statement's name would be one for all of them.
  const database = openPostgres(connectionString, options.maxConnections, false);

  return {
    ...database,
    kind: 'pglite',
    // One embedded database, one process: nobody else migrates it, no lock needed.
    migrate: () => migrateOneSession(database.db),
    // The worker reads every NOTIFY off PGlite's one session: a listen is up while the worker is.
    listeners: () => [...listeners.keys()].map((channel) => ({ channel, connected: closing === null })),
    async listen(channel, onMessage): Promise<Unlisten> {
      const name = assertChannel(channel);
      const callbacks = listeners.get(name) ?? new Set();
      listeners.set(name, callbacks);
      callbacks.add(onMessage);
      if (callbacks.size === 1) await database.pool.query(`LISTEN ${name}`);
      return async () => {
        callbacks.delete(onMessage);
        if (callbacks.size > 0 || listeners.get(name) !== callbacks) return;
        listeners.delete(name);
        await database.pool.query(`UNLISTEN ${name}`);
      };
    },
    async close() {
      await database.pool.end();
      const exited = new Promise<void>((resolve, reject) => (closing = { resolve, reject }));
      worker.ref();
      worker.postMessage({ type: 'close' } satisfies ToWorker);
      await exited;
      await rm(socketDir, { recursive: true, force: true });
    },
  };
}
