import type { FastifyInstance } from 'fastify';
import type { Engine } from './engine.ts';
import { completedTime, WRONG_CREDENTIAL, type initiatorHttp } from './initiator-http.ts';
import type { InitiatorEngine, Outcome } from './initiator-engine.ts';
import type { InitiatorStore } from './initiator-store.ts';

export const ALREADY_REVERSED = { resultCode: 'R000001', resultDesc: 'The transaction has already been reversed.', receipt: null, parameters: [] };
export const NOT_ALLOWED = { resultCode: 'R000002', resultDesc: 'The reversal is not allowed for this transaction.', receipt: null, parameters: [] };

/**
 * `POST /mpesa/reversal/v1/request` (reference §2): undoes one receipt this emulator issued on the shop's shortcode,
 * for no more than was paid, once (R000001 the second time; R000002 for an unknown receipt or too much).
 */
export function registerReversal(app: FastifyInstance, stk: Engine, initiator: InitiatorEngine, store: InitiatorStore, http: ReturnType<typeof initiatorHttp>): void {
  app.post('/mpesa/reversal/v1/request', { schema: { hide: true } }, async (request, reply) => {
    const common = http.common(request, reply, 'Initiator', 'TransactionReversal');
    if (!common) return reply;
    const { body } = common;
    const receipt = typeof body.TransactionID === 'string' ? body.TransactionID : '';
    if (!/^[A-Z0-9]{10}$/.test(receipt)) return http.invalid(reply, 'TransactionID');
    const amount = http.amount(body.Amount);
    if (amount === undefined) return http.invalid(reply, 'Amount');
    const receiver = String(body.ReceiverParty ?? '');
    if (!stk.config.shortCodes.some((code) => code.shortCode === receiver)) return http.invalid(reply, 'ReceiverParty');
    const accepted = initiator.accept({
      kind: 'reversal', amount, party: receiver, transactionId: receipt, originalConversationId: null, resultUrl: common.resultUrl,
      queueTimeoutUrl: common.queueTimeoutUrl, remarks: common.remarks, originatorConversationId: null,
    }, (): Outcome => {
      if (!common.credentialOk) return WRONG_CREDENTIAL;
      const paid = [...stk.store.requests.values()].find((stkRequest) => stkRequest.mpesaReceiptNumber === receipt && stkRequest.shortCode === receiver);
      if (!paid || amount > paid.amount) return NOT_ALLOWED;
      if (store.reversed.has(receipt)) return ALREADY_REVERSED;
      const now = initiator.clock.now();
      const reversal = initiator.ids.receipt(now);
      return {
        resultCode: 0, resultDesc: 'The service request is processed successfully.', receipt: reversal,
        parameters: [
          { Key: 'Amount', Value: amount }, { Key: 'OriginalTransactionID', Value: receipt },
          { Key: 'CreditPartyPublicName', Value: `${paid.phoneNumber} - Sandbox Customer` },
          { Key: 'TransCompletedTime', Value: completedTime(now) },
        ],
      };
    });
    return http.accepted(accepted);
  });
}
