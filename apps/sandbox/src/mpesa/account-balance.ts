import type { FastifyInstance } from 'fastify';
import type { Engine } from './engine.ts';
import { WRONG_CREDENTIAL, type initiatorHttp } from './initiator-http.ts';
import type { InitiatorEngine, Outcome } from './initiator-engine.ts';
import type { InitiatorStore } from './initiator-store.ts';

/** The utility account's opening float in the emulator (KES). */
const OPENING_FLOAT = 1_000_000;

/**
 * `POST /mpesa/accountbalance/v1/query` (reference §2): the shortcode's accounts as Daraja writes them
 * (`Working Account|KES|…|…|0.00|0.00&Utility Account|KES|…`), the utility float less every payout made.
 */
export function registerAccountBalance(app: FastifyInstance, stk: Engine, initiator: InitiatorEngine, store: InitiatorStore, http: ReturnType<typeof initiatorHttp>): void {
  app.post('/mpesa/accountbalance/v1/query', { schema: { hide: true } }, async (request, reply) => {
    const common = http.common(request, reply, 'Initiator', 'AccountBalance');
    if (!common) return reply;
    const partyA = String(common.body.PartyA ?? '');
    if (!stk.config.shortCodes.some((code) => code.shortCode === partyA)) return http.invalid(reply, 'PartyA');
    const accepted = initiator.accept({
      kind: 'balance', amount: 0, party: partyA, transactionId: null, originalConversationId: null,
      resultUrl: common.resultUrl, queueTimeoutUrl: common.queueTimeoutUrl, remarks: common.remarks, originatorConversationId: null,
    }, (): Outcome => {
      if (!common.credentialOk) return WRONG_CREDENTIAL;
      const paidOut = store.payouts.reduce((sum, line) => sum + line.amount, 0);
      const utility = (OPENING_FLOAT - paidOut).toFixed(2);
      return {
        resultCode: 0, resultDesc: 'The service request is processed successfully.', receipt: null,
        parameters: [{ Key: 'AccountBalance', Value: `Working Account|KES|0.00|0.00|0.00|0.00&Utility Account|KES|${utility}|${utility}|0.00|0.00` }],
      };
    });
    return http.accepted(accepted);
  });
}
