import type { FastifyReply, FastifyRequest } from 'fastify';
import { isCallbackUrl, wholeNumber } from '../request-fields.ts';
import type { Engine } from './engine.ts';
import type { Ids } from './ids.ts';
import { credentialMatches } from './initiator-credential.ts';
import { ACCEPTED_DESCRIPTION } from './initiator-engine.ts';
import type { InitiatorRequest } from './initiator-store.ts';

/** HTTP pieces the initiator calls share: the bearer token, the common fields, Daraja's envelopes. */
export type Common = { initiator: string; credentialOk: boolean; resultUrl: string; queueTimeoutUrl: string; remarks: string; body: Record<string, unknown> };

export const MSISDN = /^254[71]\d{8}$/;
export const SHORTCODE = /^\d{5,7}$/;

export function initiatorHttp(engine: Engine, ids: Ids) {
  const fail = (reply: FastifyReply, status: number, errorCode: string, errorMessage: string) =>
    reply.code(status).send({ requestId: ids.errorRequestId(), errorCode, errorMessage });
  const invalid = (reply: FastifyReply, field: string) => fail(reply, 400, '400.002.02', `Bad Request - Invalid ${field}`);

  return {
    invalid,
    /** The caller's token and the fields every initiator call has; answers the error itself and returns null otherwise. */
    common(request: FastifyRequest, reply: FastifyReply, initiatorField: 'Initiator' | 'InitiatorName', commandId: string): Common | null {
      const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
      if (!match || !engine.tokenIsValid(match[1])) {
        void fail(reply, 404, '404.001.03', 'Invalid Access Token');
        return null;
      }
      const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
      const checks: Array<[string, boolean]> = [
        [initiatorField, typeof body[initiatorField] === 'string' && body[initiatorField] !== ''],
        ['SecurityCredential', typeof body.SecurityCredential === 'string' && body.SecurityCredential !== ''],
        ['CommandID', body.CommandID === commandId || (commandId === 'BusinessPayment' && ['SalaryPayment', 'PromotionPayment'].includes(String(body.CommandID)))],
        ['ResultURL', isCallbackUrl(body.ResultURL)],
        ['QueueTimeOutURL', isCallbackUrl(body.QueueTimeOutURL)],
        ['Remarks', body.Remarks === undefined || (typeof body.Remarks === 'string' && body.Remarks.length <= 100)],
      ];
      const wrong = checks.find(([, ok]) => !ok);
      if (wrong) {
        void invalid(reply, wrong[0]);
        return null;
      }
      const initiator = body[initiatorField] as string;
      return {
        initiator, credentialOk: credentialMatches(initiator, body.SecurityCredential as string),
        resultUrl: body.ResultURL as string, queueTimeoutUrl: body.QueueTimeOutURL as string, remarks: String(body.Remarks ?? ''), body,
      };
    },
    amount: (value: unknown) => {
      const amount = wholeNumber(value);
      return amount !== undefined && amount >= 1 && amount <= engine.config.amountLimit ? amount : undefined;
    },
    /** The synchronous answer: the request was accepted; the outcome comes at ResultURL. */
    accepted: (request: InitiatorRequest) => ({
      OriginatorConversationID: request.originatorConversationId, ConversationID: request.conversationId,
      ResponseCode: '0', ResponseDescription: ACCEPTED_DESCRIPTION,
    }),
  };
}

export const WRONG_CREDENTIAL = { resultCode: 2001, resultDesc: 'The initiator information is invalid.', receipt: null, parameters: [] };

const two = (value: number) => String(value).padStart(2, '0');
/** `27.11.2026 10:15:47` in EAT, as the result parameters write times. */
export function completedTime(at: Date): string {
  const eat = new Date(at.getTime() + 3 * 3600_000);
  return `${two(eat.getUTCDate())}.${two(eat.getUTCMonth() + 1)}.${eat.getUTCFullYear()} ${two(eat.getUTCHours())}:${two(eat.getUTCMinutes())}:${two(eat.getUTCSeconds())}`;
}
