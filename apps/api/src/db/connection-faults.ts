import type pg from 'pg';
import type { Db } from './client.ts';

/**
 * Lost connections to PostgreSQL (a server restart, an admin's pg_terminate_backend, a network drop): the process
 * survives them, a request that hit one may be run once more, and one that still fails answers 503 (error-handler.ts).
 */

/** SQLSTATEs of a connection that is gone or cannot be had now: class 08, admin/crash shutdown, starting up, full. */
const LOST_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
const LOST_SOCKET_CODES = new Set(['ECONNRESET', 'EPIPE', 'ECONNREFUSED', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);
/** node-postgres reports a dead socket in words, without a code. */
const LOST_MESSAGES = /Connection terminated|not queryable|server closed the connection unexpectedly|timeout exceeded when trying to connect|terminating connection/i;
/** Errors raised while opening a connection: no statement of the request reached the server. */
const CONNECT_STATES = new Set(['57P03', '53300', 'ECONNREFUSED']);

function causes(error: unknown): { code?: unknown; message?: unknown }[] {
  const chain: { code?: unknown; message?: unknown }[] = [];
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    chain.push(current as { code?: unknown; message?: unknown });
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

/** Whether `error` (or what drizzle wrapped in `cause`) says the connection to the database was lost or refused. */
export function isConnectionLost(error: unknown): boolean {
  return causes(error).some(({ code, message }) => {
    if (typeof code === 'string' && (code.startsWith('08') || LOST_STATES.has(code) || LOST_SOCKET_CODES.has(code))) return true;
    return typeof message === 'string' && LOST_MESSAGES.test(message);
  });
}

/** The pool's own words for a connection it could not open or hand out in time. */
const CONNECT_MESSAGES = /timeout exceeded when trying to connect|due to connection timeout/i;

function failedToConnect(error: unknown): boolean {
  return causes(error).some(({ code, message }) =>
    (typeof code === 'string' && CONNECT_STATES.has(code)) || (typeof message === 'string' && CONNECT_MESSAGES.test(message)));
}

/** A statement that changes nothing when run twice: a plain read (drizzle writes `select`, our SQL `SELECT`). */
function isRead(query: unknown): boolean {
  const text = typeof query === 'string' ? query : (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' && /^\s*select\b/i.test(text);
}

/** The pause before the one retry: long enough for a pool to drop its dead connections, short for a request. */
export const RETRY_AFTER_LOSS_MS = 250;
const pause = () => new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_LOSS_MS));

type Warn = (message: string) => void;

/**
 * drizzle's `transaction` sends BEGIN before the try/finally that gives its client back: when BEGIN fails (its
 * connection lost as the transaction starts), the client stays checked out for ever and `pool.end()` never returns
 * (a test app's close hung on it after a PostgreSQL restart). drizzle does nothing more with that client: it is
 * released here, with the error, so the pool drops it.
 */
function releaseWhenBeginFails(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((config: unknown, values?: unknown, callback?: unknown) => {
    const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
    const isBegin = typeof text === 'string' && /^\s*begin\b/i.test(text);
    if (!isBegin || typeof values === 'function' || typeof callback === 'function') return query(config, values, callback);
    return (query(config, values) as Promise<unknown>).catch((error: unknown) => {
      client.release(error instanceof Error ? error : true);
      throw error;
    });
  }) as typeof client.query;
}

/**
 * Makes a `pg.Pool` survive lost connections:
 * - every client gets an `error` listener when it is opened: pg-pool listens only while a client is idle, so a client
 *   checked out for a transaction when its connection drops would otherwise emit an unheard `error` and end the process
 *   (the client is discarded on release, being no longer queryable, and the pool opens a new one when needed);
 * - a client whose BEGIN failed is given back to the pool, with the error (see `releaseWhenBeginFails`);
 * - `pool.query` (drizzle's statements outside a transaction) is run once more on a fresh connection when it failed on
 *   a lost connection and running it again cannot do anything twice: it never reached the server (refused, the server
 *   starting up or full) or it is a read. A write whose connection died may have committed: it is not repeated.
 */
export function surviveConnectionLoss(pool: pg.Pool, warn: Warn): pg.Pool {
  pool.on('connect', (client) => {
    client.on('error', (error) => warn(`PostgreSQL connection lost: ${error.message}`));
    releaseWhenBeginFails(client);
  });
  // Idle clients: the listener above already said it; the pool needs one of its own or its `error` would be unheard.
  pool.on('error', () => undefined);
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const retrying = async (config: unknown, values?: unknown) => {
    try {
      return await query(config, values);
    } catch (error) {
      if (!isConnectionLost(error) || !(failedToConnect(error) || isRead(config))) throw error;
      warn(`PostgreSQL connection lost during a query, running it once more: ${(error as Error).message}`);
      await pause();
      return query(config, values);
    }
  };
  // The callback form (pg-pool's own users) is left as it was.
  pool.query = ((config: unknown, values?: unknown, callback?: unknown) =>
    typeof values === 'function' || typeof callback === 'function' ? query(config, values, callback) : retrying(config, values)) as typeof pool.query;
  return pool;
}

/**
 * `db` whose top-level `transaction(...)` is run once more, on a fresh connection, when it failed on a lost connection
 * before COMMIT was sent: the body had not finished, so PostgreSQL rolled everything back and nothing happened. When
 * the body had finished, COMMIT may have reached the server before the connection died: the outcome is unknown and
 * the error goes to the caller (a 503; clients repeat with the same idempotency key). Nested transactions (savepoints)
 * belong to their outer transaction and are not touched. A body must do nothing outside the database that a second
 * run would repeat: it reads and writes through `tx`, and work it collects for after the commit (an `after` list
 * declared outside it) is emptied when the body starts, so only the committed run's work follows.
 */
export function retryTransactions(db: Db, warn: Warn): Db {
  const transaction: Db['transaction'] = async (body, config) => {
    for (let run = 1; ; run += 1) {
      let bodyFinished = false;
      try {
        return await db.transaction(async (tx) => {
          const result = await body(tx);
          bodyFinished = true;
          return result;
        }, config);
      } catch (error) {
        if (run > 1 || bodyFinished || !isConnectionLost(error)) throw error;
        warn(`PostgreSQL connection lost in a transaction before its commit, running it once more: ${(error as Error).message}`);
        await pause();
      }
    }
  };
  return new Proxy(db, {
    get: (target, property, receiver) => (property === 'transaction' ? transaction : Reflect.get(target, property, receiver)),
  });
}
