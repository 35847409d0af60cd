import { createServer, type Server, type Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import {
  notifications,
  simpleQuery,
  startupReply,
  SYNC,
  takeMessages,
  takeStartupPacket,
  transactionStatus,
  type FrontendMessage,
} from './wire-protocol.ts';

/** A first-come, first-served lock: the one PGlite session, lent to one connection at a time. */
class SessionLock {
  #tail: Promise<void> = Promise.resolve();

  acquire(): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const acquired = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => released);
    return acquired;
  }
}

/** Messages after which the client waits for an answer: the batch so far goes to PGlite. */
const BATCH_ENDS = new Set(['S', 'Q', 'H']);
/** The frontend messages PostgreSQL knows (after startup); anything else ends the connection, as on a server. */
const FRONTEND_TYPES = new Set(['P', 'B', 'D', 'E', 'S', 'Q', 'C', 'H', 'F', 'd', 'c', 'f']);

export type WireServer = { close(): Promise<void> };

/**
 * Serves one PGlite over PostgreSQL's wire protocol on a unix socket, so `pg` clients (a pool, pg-boss) reach it like
 * a server. PGlite has a single session, so connections take turns on it: a connection keeps the session from its
 * first statement until PGlite reports it idle again (after COMMIT/ROLLBACK, or at once outside a transaction), which
 * serialises transactions and keeps them isolated; a connection that drops mid-transaction is rolled back.
 * Session-level state (SET, LISTEN, named prepared statements) is shared by all connections.
 */
export async function startWireServer(
  pglite: PGlite,
  socketPath: string,
  onNotification: (channel: string, payload: string) => void,
): Promise<WireServer> {
  const lock = new SessionLock();
  const serverVersion = (await pglite.query<{ server_version: string }>('SHOW server_version')).rows[0]!.server_version;
  const connections = new Set<Promise<void>>();
  let nextId = 1;

  async function execute(bytes: Uint8Array): Promise<Uint8Array> {
    const reply = await pglite.execProtocolRaw(bytes);
    for (const { channel, payload } of notifications(reply)) onNotification(channel, payload);
    return reply;
  }

  function serve(socket: Socket) {
    const id = nextId++;
    let buffer: Buffer = Buffer.alloc(0);
    let started = false;
    let pending: FrontendMessage[] = [];
    let release: (() => void) | null = null;
    // Each connection's batches run in order; the chain also lets close() wait for the last one.
    let work: Promise<void> = Promise.resolve();
    let finished!: () => void;
    const done = new Promise<void>((resolve) => (finished = resolve));
    connections.add(done);

    const run = async (batch: Buffer) => {
      release ??= await lock.acquire();
      const reply = await execute(batch);
      if (transactionStatus(reply) === 'I') {
        release();
        release = null;
      }
      if (reply.length > 0 && !socket.destroyed) socket.write(reply);
    };

    const hangUp = async () => {
      if (!release) return;
      // The client left mid-batch or mid-transaction: end the batch, then undo what it had not committed.
      const status = transactionStatus(await execute(SYNC));
      if (status !== 'I') await execute(simpleQuery('ROLLBACK'));
      release();
      release = null;
    };

    const fail = (error: unknown) => {
      // PGlite itself failed (not a SQL error, which is an ordinary reply): the database is unusable, so crash loudly.
      setImmediate(() => {
        throw error;
      });
    };

    socket.on('data', (chunk) => {
      buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
      while (!started) {
        const taken = takeStartupPacket(buffer);
        if (!taken) return;
        buffer = taken.rest;
        if (taken.packet.kind === 'cancel') return void socket.end();
        if (taken.packet.kind === 'encryption-request') socket.write('N');
        else {
          started = true;
          socket.write(startupReply(serverVersion, id));
        }
      }
      const { messages, rest } = takeMessages(buffer);
      buffer = rest;
      for (const message of messages) {
        if (message.type === 'X') return void socket.end();
        if (!FRONTEND_TYPES.has(message.type)) return void socket.destroy();
        pending.push(message);
        if (!BATCH_ENDS.has(message.type)) continue;
        const batch = Buffer.concat(pending.map((entry) => entry.bytes));
        pending = [];
        work = work.then(() => run(batch)).catch(fail);
      }
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      work = work.then(hangUp).catch(fail).finally(() => {
        connections.delete(done);
        finished();
      });
    });
  }

  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    serve(socket);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });

  return {
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
      await Promise.all(connections);
    },
  };
}
