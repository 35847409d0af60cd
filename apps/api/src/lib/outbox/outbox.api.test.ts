import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { freshDatabase } from '../../test/database.ts';
import { backoffSeconds, createOutbox, type JobPayload } from './outbox.ts';

const quiet = { warn: () => {}, error: () => {} };

async function jobRow(database: Database, key: string) {
  const result = await database.db.execute(sql`SELECT state, tries, last_error, run_after > now() AS later FROM outbox_jobs WHERE key = ${key}`);
  return (result as unknown as { rows: { state: string; tries: number; last_error: string | null; later: boolean }[] }).rows[0];
}

describe('the durable outbox', () => {
  let database: Database;
  beforeAll(async () => { database = await freshDatabase(); });
  afterAll(async () => { await database.close(); });

  it('runs a job once its transaction commits, once per cause, and never one whose transaction rolled back', async () => {
    const outbox = createOutbox({ database, log: quiet });
    const seen: JobPayload[] = [];
    outbox.handle('test.commit', async (payload) => { seen.push(payload); });
    await outbox.start();
    await database.db.transaction(async (tx) => {
      await outbox.enqueueWithin(tx, 'test.commit', 'cause-1', { n: 1 });
      await outbox.enqueueWithin(tx, 'test.commit', 'cause-1', { n: 2 });
    });
    await database.db.transaction(async (tx) => {
      await outbox.enqueueWithin(tx, 'test.commit', 'cause-2', { n: 3 });
      tx.rollback();
    }).catch(() => undefined);
    await outbox.drain();
    expect(seen).toEqual([{ n: 1 }]);
    expect(await jobRow(database, 'cause-1')).toMatchObject({ state: 'done', tries: 1 });
    expect(await jobRow(database, 'cause-2')).toBeUndefined();
    await outbox.stop();
  });

  it('retries a failing job later with back-off, then keeps it as dead with its last error', async () => {
    const outbox = createOutbox({ database, log: quiet, maxTries: 2 });
    let calls = 0;
    outbox.handle('test.failing', async () => {
      calls += 1;
      throw new Error(`mail server said no (${calls})`);
    });
    await database.db.transaction((tx) => outbox.enqueueWithin(tx, 'test.failing', 'always-fails', {}));
    await outbox.drain();
    expect(await jobRow(database, 'always-fails')).toMatchObject({ state: 'queued', tries: 1, later: true, last_error: 'mail server said no (1)' });
    // Not due yet: a drain now does not run it again.
    await outbox.drain();
    expect(calls).toBe(1);
    await database.db.execute(sql`UPDATE outbox_jobs SET run_after = now() WHERE key = 'always-fails'`);
    await outbox.drain();
    expect(await jobRow(database, 'always-fails')).toMatchObject({ state: 'dead', tries: 2, last_error: 'mail server said no (2)' });
    expect(calls).toBe(2);
    expect([1, 2, 3, 6, 99].map(backoffSeconds)).toEqual([5, 20, 80, 3600, 3600]);
  });

  it('stops after the job it is running (shutdown): the others it claimed are handed back, due at once, their try not counted', async () => {
    const outbox = createOutbox({ database, log: quiet, pollMs: 60_000 });
    const ran: string[] = [];
    let release = () => {};
    const firstStarted = new Promise<void>((resolve) => {
      outbox.handle('test.slow', async (_payload, job) => {
        ran.push(job.key);
        if (ran.length === 1) {
          resolve();
          await new Promise<void>((done) => { release = done; });
        }
      });
    });
    await database.db.transaction(async (tx) => {
      for (const key of ['slow-1', 'slow-2', 'slow-3']) await outbox.enqueueWithin(tx, 'test.slow', key, {});
    });
    await outbox.start();
    await firstStarted;
    const stopped = outbox.stop();
    release();
    await stopped;
    expect(ran).toEqual(['slow-1']);
    expect(await jobRow(database, 'slow-1')).toMatchObject({ state: 'done', tries: 1 });
    for (const key of ['slow-2', 'slow-3']) expect(await jobRow(database, key)).toMatchObject({ state: 'queued', tries: 0, later: false });
    const locked = await database.db.execute(sql`SELECT count(*)::int AS n FROM outbox_jobs WHERE key IN ('slow-2', 'slow-3') AND locked_until IS NOT NULL`);
    expect((locked as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);

    const next = createOutbox({ database, log: quiet });
    next.handle('test.slow', async (_payload, job) => { ran.push(job.key); });
    await next.drain();
    expect(ran).toEqual(['slow-1', 'slow-2', 'slow-3']);
  });

  it('gives a job claimed by a worker that died to another worker once the claim has run out', async () => {
    const survivor = createOutbox({ database, log: quiet });
    const ran: string[] = [];
    survivor.handle('test.orphaned', async (_payload, job) => { ran.push(job.key); });
    await database.db.transaction((tx) => survivor.enqueueWithin(tx, 'test.orphaned', 'claimed-by-the-dead', {}));
    // A worker claimed it and was killed before finishing: its claim still holds for a while.
    await database.db.execute(sql`UPDATE outbox_jobs SET tries = 1, locked_until = now() + interval '1 minute' WHERE key = 'claimed-by-the-dead'`);
    await survivor.drain();
    expect(ran).toEqual([]);
    await database.db.execute(sql`UPDATE outbox_jobs SET locked_until = now() - interval '1 second' WHERE key = 'claimed-by-the-dead'`);
    await survivor.drain();
    expect(ran).toEqual(['claimed-by-the-dead']);
    expect(await jobRow(database, 'claimed-by-the-dead')).toMatchObject({ state: 'done', tries: 2 });
  });

  it('runs the jobs of one transaction in the order they were written', async () => {
    const outbox = createOutbox({ database, log: quiet });
    const order: number[] = [];
    outbox.handle('test.ordered', async (payload) => { order.push(Number(payload.n)); });
    await database.db.transaction(async (tx) => {
      for (const n of [3, 1, 4, 1.5, 9, 2, 6, 5, 35, 8, 97, 93]) await outbox.enqueueWithin(tx, 'test.ordered', `n-${n}`, { n });
    });
    await outbox.drain();
    expect(order).toEqual([3, 1, 4, 1.5, 9, 2, 6, 5, 35, 8, 97, 93]);
  });
});
