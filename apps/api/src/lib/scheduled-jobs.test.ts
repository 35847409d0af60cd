import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { freshDatabase } from '../test/database.ts';
import { startScheduledJob } from './scheduled-jobs.ts';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => database.close());

const log = { error: () => {} };

describe('periodic jobs on the shared job queue', () => {
  it('stop() ends even while a run is stuck (a provider that never answers): a shutdown never hangs on it', async () => {
    let started!: () => void;
    const running = new Promise<void>((resolve) => { started = resolve; });
    const stuck = await startScheduledJob(database.jobQueue, {
      queue: 'test-stuck-run', cron: '0 0 1 1 *', pollingIntervalSeconds: 1, runAtStart: true,
      run: () => { started(); return new Promise<void>(() => {}); },
    }, log);
    const other = await startScheduledJob(database.jobQueue, {
      queue: 'test-other-job', cron: '0 0 1 1 *', pollingIntervalSeconds: 1, run: async () => {},
    }, log);
    await running;
    // The stuck job's queue is left first, while another job still shares the queue; the last stop ends it.
    await expect(stuck.stop()).resolves.toBeUndefined();
    await expect(other.stop()).resolves.toBeUndefined();
  }, 30_000);
});
