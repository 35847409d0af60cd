import { ProviderRefusal } from '../../provider.ts';
import { ProviderNoAnswer } from '../http-json.ts';
import type { DarajaClient } from './daraja-client.ts';
import { securityCredential } from './security-credential.ts';

export type InitiatorSettings = { name: string; password: string; certificatePath: string; securityCredential: string | null; b2cShortCode: string; shortCode: string };
export type InitiatorAccepted = { conversationId: string; originatorConversationId: string };
/** Where Daraja posts the results: ResultURL and QueueTimeOutURL. */
export type ResultUrls = { resultUrl: string; timeoutUrl: string };

/**
 * Daraja's initiator calls (reference §2): B2C, Reversal and transaction status. Each only gets accepted here; its
 * outcome comes later at the result URL. A refusal is Daraja's error envelope; anything else without a
 * ConversationID is no answer (the call may or may not have been taken: decision 0027).
 */
export function createInitiatorClient(daraja: DarajaClient, settings: InitiatorSettings, urls: ResultUrls) {
  let credential: string | undefined;
  const common = () => ({ SecurityCredential: (credential ??= securityCredential(settings)), ResultURL: urls.resultUrl, QueueTimeOutURL: urls.timeoutUrl });

  async function send(path: string, payload: object): Promise<InitiatorAccepted> {
    const { status, body } = await daraja.post(path, payload);
    if (status === 200 && String(body.ResponseCode) === '0' && typeof body.ConversationID === 'string') {
      return { conversationId: body.ConversationID, originatorConversationId: String(body.OriginatorConversationID ?? '') };
    }
    if (typeof body.errorCode === 'string') throw new ProviderRefusal(body.errorCode, String(body.errorMessage ?? `HTTP ${status}`));
    throw new ProviderNoAnswer(`M-Pesa answered HTTP ${status} without a ConversationID: ${JSON.stringify(body).slice(0, 200)}`);
  }

  return {
    /** Pays `amount` whole KES to the customer's 2547… number; `originatorConversationId` is the same on every retry. */
    b2c: (input: { originatorConversationId: string; amount: number; msisdn: string; remarks: string }) => send('/mpesa/b2c/v3/paymentrequest', {
      OriginatorConversationID: input.originatorConversationId, InitiatorName: settings.name, ...common(), CommandID: 'BusinessPayment',
      Amount: input.amount, PartyA: settings.b2cShortCode, PartyB: input.msisdn, Remarks: input.remarks.slice(0, 100), Occasion: 'Refund',
    }),
    reversal: (input: { receipt: string; amount: number; remarks: string }) => send('/mpesa/reversal/v1/request', {
      Initiator: settings.name, ...common(), CommandID: 'TransactionReversal', TransactionID: input.receipt, Amount: input.amount,
      ReceiverParty: settings.shortCode, RecieverIdentifierType: '11', Remarks: input.remarks.slice(0, 100), Occasion: 'Refund',
    }),
    /** Asks what became of a receipt or of an earlier request (its ConversationID). */
    transactionStatus: (input: { receipt?: string; conversationId?: string }) => send('/mpesa/transactionstatus/v1/query', {
      Initiator: settings.name, ...common(), CommandID: 'TransactionStatusQuery',
      ...(input.receipt ? { TransactionID: input.receipt } : { OriginalConversationID: input.conversationId }),
      PartyA: settings.shortCode, IdentifierType: '4', Remarks: 'Status', Occasion: 'Status',
    }),
  };
}

export type InitiatorClient = ReturnType<typeof createInitiatorClient>;
