import { sleep } from '../harness.ts';
import type { Scenario } from '../scenario.ts';

/**
 * PostgreSQL restarted under mixed load (placements and catalogue reads): once with `pg_ctl restart -m fast`, once
 * held down for two seconds. The API process must stay up and serve again by itself.
 */
const scenario: Scenario = {
  name: 'postgres-restart',
  async run({ postgres, load, recovery }) {
    const purchases = load({ shoppers: 6, readers: 2, durationMs: 12_000 });
    await sleep(3_000);
    await postgres.restart();
    const first = await recovery();
    await sleep(2_500);
    await postgres.stopServer();
    await sleep(2_000);
    await postgres.startServer();
    const second = await recovery();
    return {
      purchases: await purchases,
      recoveryMs: first === null || second === null ? null : Math.max(first, second),
      faults: 'restart, then 2 s down',
    };
  },
};

export default scenario;
