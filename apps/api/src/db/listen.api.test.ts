import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshDatabase } from '../test/database.ts';
import type { Database } from './client.ts';

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
});
