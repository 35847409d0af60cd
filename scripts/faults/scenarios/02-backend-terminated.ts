import { sleep } from '../harness.ts';
import type { Scenario } from '../scenario.ts';

/**
 * One backend at a time terminated (`pg_terminate_backend`), every 300 ms for 8 s, among the API's connections that
 * are inside a transaction or running a statement, under placements and catalogue reads.
 */
const scenario: Scenario = {
  name: 'backend-terminated',
  async run({ postgres, database, load, recovery }) {
    const purchases = load({ shoppers: 6, readers: 2, durationMs: 11_000 });
    await sleep(1_500);
    let ended = 0;
    for (const stopAt = Date.now() + 8_000; Date.now() < stopAt;) {
      const [row] = await postgres.sql<{ ended: number }>(
        `SELECT count(*) FILTER (WHERE pg_terminate_backend(pid))::int AS ended FROM (
           SELECT pid FROM pg_stat_activity
            WHERE datname = $1 AND pid <> pg_backend_pid() AND backend_type = 'client backend'
              AND state IN ('idle in transaction', 'active')
            ORDER BY random() LIMIT 1) AS chosen`, [database]);
      ended += row?.ended ?? 0;
      await sleep(300);
    }
    const recoveryMs = await recovery();
    return { purchases: await purchases, recoveryMs, faults: `${ended} backends ended` };
  },
};

export default scenario;
