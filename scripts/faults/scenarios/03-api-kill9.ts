import { killAndRestart, type Scenario } from '../scenario.ts';

/**
 * The API killed with SIGKILL twice while shoppers place cash orders, and started again each time; the shoppers
 * repeat what got no answer with the same orderIds. Recovery counts from the kill (the restart is part of it).
 */
const scenario: Scenario = {
  name: 'api-kill-9',
  async run(context) {
    const purchases = context.load({ shoppers: 8, readers: 1, durationMs: 12_000 });
    const recoveryMs = await killAndRestart(context, [3_000, 3_500]);
    return { purchases: await purchases, recoveryMs, faults: '2 × kill -9, restarted' };
  },
};

export default scenario;
