import type { FastifyInstance } from 'fastify';
import type { SandboxState } from '../state-file.ts';
import { registerAccountBalance } from './account-balance.ts';
import { registerB2c } from './b2c.ts';
import type { C2b } from './c2b.ts';
import type { SharedStk } from './index.ts';
import { createInitiatorEngine } from './initiator-engine.ts';
import { initiatorHttp } from './initiator-http.ts';
import { createInitiatorStore, type InitiatorOverride } from './initiator-store.ts';
import { registerReversal } from './reversal.ts';
import { registerTransactionStatus } from './transaction-status.ts';

/**
 * Daraja's initiator calls (reference §2): B2C, Reversal, transaction status and account balance, and their admin
 * controls under `/__emulator/initiator` (the next call's outcome; the statement of payouts).
 */
export function registerInitiatorApi(app: FastifyInstance, stk: SharedStk, state: SandboxState, c2b: C2b): void {
  const store = createInitiatorStore();
  const initiator = createInitiatorEngine({ config: stk.engine.config, clock: stk.clock, ids: stk.ids, store, state, log: app.log });
  app.addHook('onClose', async () => initiator.close());
  const http = initiatorHttp(stk.engine, stk.ids);
  registerB2c(app, stk.engine, initiator, http);
  registerReversal(app, { stk: stk.engine, c2b }, initiator, store, http);
  registerTransactionStatus(app, stk.engine, initiator, store, http);
  registerAccountBalance(app, stk.engine, initiator, store, http);

  const hidden = { schema: { hide: true } };
  app.get('/__emulator/initiator/requests', hidden, async () => ({ requests: [...store.requests.values()] }));
  app.get('/__emulator/initiator/statement', hidden, async () => ({ payouts: store.payouts }));
  app.post('/__emulator/initiator/next', hidden, async (request, reply) => {
    const { delivery, resultCode, resultDesc } = (request.body ?? {}) as InitiatorOverride;
    if (delivery !== undefined && !['normal', 'dropped', 'timeout'].includes(delivery)) return reply.code(400).send({ error: 'delivery must be normal, dropped or timeout' });
    store.next.push({ delivery, resultCode, resultDesc });
    state.save();
    return { queued: store.next.length };
  });
}
