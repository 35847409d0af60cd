import type { FastifyInstance } from 'fastify';
import type { Engine } from './engine.ts';
import { WRONG_CREDENTIAL, type initiatorHttp } from './initiator-http.ts';
import type { InitiatorEngine, Outcome } from './initiator-engine.ts';
import type { InitiatorStore } from './initiator-store.ts';

/** No transaction matches the query (the emulator's code; Daraja's wording varies). */
export const NOT_FOUND = { resultCode: 'TS0001', resultDesc: 'No transaction matches the TransactionID or OriginalConversationID.', receipt: null, parameters: [] };

type Found = { receipt: string; amount: number; status: 'Completed' | 'Failed'; reason: string; debit: string; credit: string; conversationId: string; originator: string };

/**
 * `POST /mpesa/transactionstatus/v1/query` (reference §2): what became of a receipt (an STK payment, a B2C payout, a
 * reversal) or of a B2C/Reversal request by its OriginalConversationID, told at ResultURL like the others.
 */
export function registerTransactionStatus(app: FastifyInstance, stk: Engine, initiator: InitiatorEngine, store: InitiatorStore, http: ReturnType<typeof initiatorHttp>): void {
  function find(receipt: string, conversation: string): Found | undefined {
    // An STK payment, by its receipt or by its CheckoutRequestID/MerchantRequestID as the OriginalConversationID.
    const prompt = [...stk.store.requests.values()].find((request) => (receipt ? request.mpesaReceiptNumber === receipt
      : request.checkoutRequestId === conversation || request.merchantRequestId === conversation));
    if (prompt?.status === 'completed') {
      const paid = prompt.resultCode === 0 && prompt.mpesaReceiptNumber !== null;
      return {
        receipt: prompt.mpesaReceiptNumber ?? '', amount: prompt.amount, status: paid ? 'Completed' : 'Failed', reason: paid ? 'Pay Bill Online' : prompt.resultDesc ?? 'Failed',
        debit: prompt.phoneNumber, credit: prompt.shortCode, conversationId: prompt.checkoutRequestId, originator: prompt.merchantRequestId,
      };
    }
    if (prompt) return undefined;
    const own = receipt ? store.byReceipt(receipt) : store.requests.get(conversation) ?? store.byOriginator(conversation);
    if (!own || own.kind === 'status' || own.kind === 'balance') return undefined;
    // A request that timed out in the queue never ran: nothing to find.
    if (own.delivery === 'timeout') return undefined;
    const done = own.resultCode === 0 && own.receipt !== null;
    return {
      receipt: own.receipt ?? '', amount: own.amount, status: done ? 'Completed' : 'Failed', reason: done ? (own.kind === 'b2c' ? 'Business Payment to Customer' : 'Reversal') : own.resultDesc,
      debit: own.kind === 'b2c' ? stk.config.shortCodes[0]?.shortCode ?? '' : own.party, credit: own.kind === 'b2c' ? own.party : '', conversationId: own.conversationId, originator: own.originatorConversationId,
    };
  }

  app.post('/mpesa/transactionstatus/v1/query', { schema: { hide: true } }, async (request, reply) => {
    const common = http.common(request, reply, 'Initiator', 'TransactionStatusQuery');
    if (!common) return reply;
    const { body } = common;
    const receipt = typeof body.TransactionID === 'string' ? body.TransactionID : '';
    const conversation = typeof body.OriginalConversationID === 'string' ? body.OriginalConversationID : '';
    if (!receipt && !conversation) return http.invalid(reply, 'TransactionID');
    const accepted = initiator.accept({
      kind: 'status', amount: 0, party: String(body.PartyA ?? ''), transactionId: receipt || null, originalConversationId: conversation || null,
      resultUrl: common.resultUrl, queueTimeoutUrl: common.queueTimeoutUrl, remarks: common.remarks, originatorConversationId: null,
    }, (): Outcome => {
      if (!common.credentialOk) return WRONG_CREDENTIAL;
      const found = find(receipt, conversation);
      if (!found) return NOT_FOUND;
      return {
        resultCode: 0, resultDesc: 'The service request is processed successfully.', receipt: null,
        parameters: [
          { Key: 'ReceiptNo', Value: found.receipt }, { Key: 'Amount', Value: found.amount }, { Key: 'TransactionStatus', Value: found.status },
          { Key: 'ReasonType', Value: found.reason }, { Key: 'DebitPartyName', Value: found.debit }, { Key: 'CreditPartyName', Value: found.credit },
          { Key: 'ConversationID', Value: found.conversationId }, { Key: 'OriginatorConversationID', Value: found.originator },
        ],
      };
    });
    return http.accepted(accepted);
  });
}
