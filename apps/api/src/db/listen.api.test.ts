import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshDatabase } from '../test/database.ts';
import { openPostgres, type Database } from './client.ts';

let database: Database;

beforeAll(async () => {
  database = await freshDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('Database.listen', () => {
  it('hears a NOTIFY sent after it subscribed, and nothing once it has stopped', async () => {
    const heard: string[] = [];
    const stop = await database.listen('listen_test', (payload) => heard.push(payload));
    await database.db.execute(sql`select pg_notify('listen_test', 'one')`);
    await vi.waitFor(() => expect(heard).toEqual(['one']));
    await stop();
    await database.db.execute(sql`select pg_notify('listen_test', 'two')`);
    await database.db.execute(sql`select 1`);
    expect(heard).toEqual(['one']);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'on PostgreSQL, listens again when its connection is killed, and says messages may have been missed',
    async () => {
      const heard: string[] = [];
      const stop = await database.listen('listen_again', (payload) => heard.push(payload));
      await database.db.execute(sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'LISTEN listen_again%'`);
      await vi.waitFor(() => expect(heard).toContain(''), { timeout: 10_000 });
      await database.db.execute(sql`select pg_notify('listen_again', 'after')`);
      await vi.waitFor(() => expect(heard).toContain('after'));
      await stop();
    },
  );

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'on PostgreSQL, a listen stopped while it connects again leaves no connection open',
    async () => {
      const server = new URL(process.env.TEST_DATABASE_URL!);
      const gate = await relayTo(server.hostname, Number(server.port || 5432));
      const relayed = new URL(server);
      relayed.host = `127.0.0.1:${gate.port}`;
      const listening = openPostgres(relayed.toString(), 1);
      try {
        const stop = await listening.listen('listen_stopped', () => undefined);
        gate.hold();
        await database.db.execute(sql`
          select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'LISTEN listen_stopped%'`);
        // The listen connects again a second later: it waits at the gate while the listen is stopped.
        await vi.waitFor(() => expect(gate.waiting).toBe(1), { timeout: 5_000 });
        await stop();
        gate.release();
        await vi.waitFor(() => expect(gate.relayed).toBe(2));
        await vi.waitFor(() => expect(gate.open).toBe(0), { timeout: 5_000 });
      } finally {
        await listening.close();
        await gate.close();
      }
    },
  );
});

/** A TCP relay to PostgreSQL whose new connections wait while it is held; it counts them. */
async function relayTo(host: string, port: number) {
  let held: { promise: Promise<void>; resolve: () => void } | null = null;
  const counts = { waiting: 0, relayed: 0, open: 0 };
  const server = net.createServer((socket) => {
    counts.open += 1;
    socket.once('close', () => {
      counts.open -= 1;
    });
    socket.pause();
    void (async () => {
      if (held) {
        counts.waiting += 1;
        await held.promise;
        counts.waiting -= 1;
      }
      counts.relayed += 1;
      const upstream = net.connect(port, host);
      upstream.on('error', () => socket.destroy());
      socket.on('error', () => upstream.destroy());
      upstream.once('close', () => socket.destroy());
      socket.once('close', () => upstream.destroy());
      socket.pipe(upstream).pipe(socket);
      socket.resume();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    get waiting() { return counts.waiting; },
    get relayed() { return counts.relayed; },
    get open() { return counts.open; },
    hold() {
      let resolve = () => {};
      const promise = new Promise<void>((done) => { resolve = done; });
      held = { promise, resolve };
    },
    release() {
      held?.resolve();
      held = null;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
