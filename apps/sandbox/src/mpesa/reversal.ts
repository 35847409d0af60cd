import type { FastifyInstance } from 'fastify';
import type { C2b } from './c2b.ts';
import type { Engine } from './engine.ts';
import { completedTime, WRONG_CREDENTIAL, type initiatorHttp } from './initiator-http.ts';
import type { InitiatorEngine, Outcome } from './initiator-engine.ts';
import type { InitiatorStore } from './initiator-store.ts';

export const ALREADY_REVERSED = { resultCode: 'R000001', resultDesc: 'The transaction has already been reversed.', receipt: null, parameters: [] };
export const NOT_ALLOWED = { resultCode: 'R000002', resultDesc: 'The reversal is not allowed for this transaction.', receipt: null, parameters: [] };

/** A payment received on one of the shop's shortcodes: an STK payment, or one paid from the customer's menu (C2B). */
function receivedPayment(paid: { stk: Engine; c2b: C2b }, receipt: string, shortCode: string): { amount: number; phone: string } | undefined {
  const stkPayment = [...paid.stk.store.requests.values()].find((request) => request.mpesaReceiptNumber === receipt && request.shortCode === shortCode);
  if (stkPayment) return { amount: stkPayment.amount, phone: stkPayment.phoneNumber };
  const c2bPayment = paid.c2b.payments.find((payment) => payment.transId === receipt && payment.shortCode === shortCode && payment.status === 'completed');
  return c2bPayment ? { amount: c2bPayment.amount, phone: c2bPayment.msisdn } : undefined;
}

/**
 * `POST /mpesa/reversal/v1/request` (reference §2): undoes one receipt this emulator issued on the shop's shortcode
 * (an STK payment or a paybill payment), for no more than was paid, once (R000001 the second time; R000002 for an
 * unknown receipt or too much).
 */
export function registerReversal(
  app: FastifyInstance, received: { stk: Engine; c2b: C2b }, initiator: InitiatorEngine, store: InitiatorStore, http: ReturnType<typeof initiatorHttp>,
): void {
  const stk = received.stk;
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
      const paid = receivedPayment(received, receipt, receiver);
      if (!paid || amount > paid.amount) return NOT_ALLOWED;
      if (store.reversed.has(receipt)) return ALREADY_REVERSED;
      const now = initiator.clock.now();
      const reversal = initiator.ids.receipt(now);
      return {
        resultCode: 0, resultDesc: 'The service request is processed successfully.', receipt: reversal,
        parameters: [
          { Key: 'Amount', Value: amount }, { Key: 'OriginalTransactionID', Value: receipt },
          { Key: 'CreditPartyPublicName', Value: `${paid.phone} - Sandbox Customer` },
          { Key: 'TransCompletedTime', Value: completedTime(now) },
        ],
      };
    });
    return http.accepted(accepted);
  });
}
