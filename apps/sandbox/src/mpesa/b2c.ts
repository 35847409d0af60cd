import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Engine } from './engine.ts';
import { completedTime, MSISDN, WRONG_CREDENTIAL, type initiatorHttp } from './initiator-http.ts';
import type { InitiatorEngine, Outcome } from './initiator-engine.ts';

/** Test numbers for B2C (reference §6.2 conventions): insufficient balance, a queue time-out, a result never sent. */
export const B2C_INSUFFICIENT_MSISDN = '254700000003';
export const B2C_TIMEOUT_MSISDN = '254700000002';
export const B2C_DROPPED_MSISDN = '254700000007';

/** `POST /mpesa/b2c/v3/paymentrequest` (and v1): pays a customer from the B2C shortcode (reference §2). */
export function registerB2c(app: FastifyInstance, stk: Engine, initiator: InitiatorEngine, http: ReturnType<typeof initiatorHttp>): void {
  const handler = (version: 'v1' | 'v3') => async (request: FastifyRequest, reply: FastifyReply) => {
    const common = http.common(request, reply, 'InitiatorName', 'BusinessPayment');
    if (!common) return reply;
    const { body } = common;
    const originator = body.OriginatorConversationID;
    if (version === 'v3' && (typeof originator !== 'string' || originator === '' || originator.length > 64)) return http.invalid(reply, 'OriginatorConversationID');
    const amount = http.amount(body.Amount);
    if (amount === undefined) return http.invalid(reply, 'Amount');
    const partyA = String(body.PartyA ?? '');
    if (!stk.config.shortCodes.some((code) => code.shortCode === partyA)) return http.invalid(reply, 'PartyA');
    const partyB = String(body.PartyB ?? '');
    if (!MSISDN.test(partyB)) return http.invalid(reply, 'PartyB');
    const accepted = initiator.accept({
      kind: 'b2c', amount, party: partyB, transactionId: null, originalConversationId: null, resultUrl: common.resultUrl,
      queueTimeoutUrl: common.queueTimeoutUrl, remarks: common.remarks, originatorConversationId: typeof originator === 'string' ? originator : null,
    }, (): Outcome => {
      if (!common.credentialOk) return WRONG_CREDENTIAL;
      if (partyB === B2C_INSUFFICIENT_MSISDN) return { resultCode: 1, resultDesc: 'The balance is insufficient for the transaction.', receipt: null, parameters: [] };
      const now = initiator.clock.now();
      const receipt = initiator.ids.receipt(now);
      return {
        resultCode: 0, resultDesc: 'The service request is processed successfully.', receipt,
        delivery: partyB === B2C_TIMEOUT_MSISDN ? 'timeout' : partyB === B2C_DROPPED_MSISDN ? 'dropped' : 'normal',
        parameters: [
          { Key: 'TransactionAmount', Value: amount }, { Key: 'TransactionReceipt', Value: receipt },
          { Key: 'ReceiverPartyPublicName', Value: `${partyB} - Sandbox Customer` },
          { Key: 'TransactionCompletedDateTime', Value: completedTime(now) },
          { Key: 'B2CRecipientIsRegisteredCustomer', Value: 'Y' },
        ],
      };
    });
    return http.accepted(accepted);
  };
  app.post('/mpesa/b2c/v3/paymentrequest', { schema: { hide: true } }, handler('v3'));
  app.post('/mpesa/b2c/v1/paymentrequest', { schema: { hide: true } }, handler('v1'));
}
