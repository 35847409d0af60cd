import { sleep } from '../harness.ts';
import type { Scenario } from '../scenario.ts';

/**
 * The API killed with SIGKILL twice while shoppers place cash orders, and started again each time; the shoppers
 * repeat what got no answer with the same orderIds. Recovery counts from the kill (the restart is part of it).
 */
const scenario: Scenario = {
  name: 'api-kill-9',
  async run({ api, load, recovery }) {
    const purchases = load({ shoppers: 8, readers: 1, durationMs: 12_000 });
    let slowest = 0;
    for (const wait of [3_000, 3_500]) {
      await sleep(wait);
      const killed = Date.now();
      await api.kill9();
      await api.start();
      const probe = await recovery();
      slowest = Math.max(slowest, probe === null ? Number.POSITIVE_INFINITY : Date.now() - killed);
    }
    return { purchases: await purchases, recoveryMs: Number.isFinite(slowest) ? slowest : null, faults: '2 × kill -9, restarted' };
  },
};

export default scenario;
