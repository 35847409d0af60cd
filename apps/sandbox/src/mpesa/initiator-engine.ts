import { randomBytes } from 'node:crypto';
import type { SandboxState } from '../state-file.ts';
import { postCallback } from './callbacks.ts';
import type { Clock } from './clock.ts';
import type { MpesaConfig } from './config.ts';
import type { Ids } from './ids.ts';
import type { InitiatorDelivery, InitiatorKind, InitiatorRequest, InitiatorStore } from './initiator-store.ts';

/**
 * The initiator calls' common life (reference §2): accepted at once with the envelope below, the result POSTed to
 * ResultURL after the delay (or a time-out to QueueTimeOutURL, or nothing), kept in the sandbox state so a restart
 * re-arms what was due. B2C, Reversal and transaction status decide their outcome when they are accepted.
 */
export const ACCEPTED_DESCRIPTION = 'Accept the service request successfully.';
export const QUEUE_TIMEOUT = { code: 1037, desc: 'The request timed out in the queue.' };

export type Outcome = Pick<InitiatorRequest, 'resultCode' | 'resultDesc' | 'receipt' | 'parameters'> & { delivery?: InitiatorDelivery };
export type NewRequest = Pick<InitiatorRequest, 'kind' | 'amount' | 'party' | 'transactionId' | 'originalConversationId' | 'resultUrl' | 'queueTimeoutUrl' | 'remarks'>
  & { originatorConversationId: string | null };

const conversationId = (now: Date) => `AG_${now.toISOString().slice(0, 10).replaceAll('-', '')}_${randomBytes(10).toString('hex')}`;

export function resultBody(request: InitiatorRequest) {
  const timedOut = request.delivery === 'timeout';
  return {
    Result: {
      ResultType: timedOut ? 1 : 0,
      ResultCode: timedOut ? QUEUE_TIMEOUT.code : request.resultCode,
      ResultDesc: timedOut ? QUEUE_TIMEOUT.desc : request.resultDesc,
      OriginatorConversationID: request.originatorConversationId,
      ConversationID: request.conversationId,
      TransactionID: request.receipt ?? request.transactionId ?? '',
      ...(request.parameters.length > 0 && !timedOut ? { ResultParameters: { ResultParameter: request.parameters } } : {}),
      ReferenceData: { ReferenceItem: { Key: 'QueueTimeoutURL', Value: request.queueTimeoutUrl } },
    },
  };
}

export function createInitiatorEngine(deps: { config: MpesaConfig; clock: Clock; ids: Ids; store: InitiatorStore; state: SandboxState; log: { warn(object: object, message: string): void } }) {
  const { config, clock, store, state } = deps;
  const timers = new Set<NodeJS.Timeout>();
  const aborter = new AbortController();

  async function deliver(request: InitiatorRequest): Promise<void> {
    request.dueAt = null;
    state.save();
    const url = request.delivery === 'timeout' ? request.queueTimeoutUrl : request.resultUrl;
    const result = await postCallback(url, resultBody(request), aborter.signal);
    if (result.status === null || result.status >= 300) deps.log.warn({ url, ...result }, 'sandbox mpesa: initiator result not accepted');
  }

  function arm(request: InitiatorRequest): void {
    if (request.dueAt === null) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      void deliver(request);
    }, Math.max(0, new Date(request.dueAt).getTime() - clock.now().getTime()));
    timer.unref();
    timers.add(timer);
  }

  state.section('mpesa-initiator', { ...store.section, resume: () => store.requests.forEach(arm) });

  return {
    clock,
    ids: deps.ids,
    /**
     * Accepts a call: a known OriginatorConversationID answers as the first time and nothing runs again (a retry never
     * pays twice); otherwise `decide` says what happens and the result is scheduled.
     */
    accept(input: NewRequest, decide: (request: InitiatorRequest) => Outcome): InitiatorRequest {
      const known = input.originatorConversationId ? store.byOriginator(input.originatorConversationId) : undefined;
      if (known && known.kind === input.kind) return known;
      const now = clock.now();
      const request: InitiatorRequest = {
        ...input,
        originatorConversationId: input.originatorConversationId ?? deps.ids.errorRequestId(),
        conversationId: conversationId(now), createdAt: now.toISOString(),
        resultCode: 0, resultDesc: '', receipt: null, parameters: [], delivery: 'normal', dueAt: null,
      };
      const override = store.next.shift();
      const outcome = decide(request);
      Object.assign(request, outcome, override?.resultCode === undefined ? {} : { resultCode: override.resultCode, resultDesc: override.resultDesc ?? 'Failed', receipt: null });
      request.delivery = override?.delivery ?? outcome.delivery ?? 'normal';
      if (request.delivery !== 'dropped') {
        const wait = request.delivery === 'timeout' ? 2 * config.delayMs : config.delayMs;
        request.dueAt = new Date(now.getTime() + wait).toISOString();
      }
      const moved = request.resultCode === 0 && request.receipt !== null && request.delivery !== 'timeout' && (request.kind === 'b2c' || request.kind === 'reversal');
      if (moved) {
        store.payouts.push({
          receipt: request.receipt as string, kind: request.kind as 'b2c' | 'reversal', amount: request.amount, party: request.party,
          conversationId: request.conversationId, completedAt: now.toISOString(), reversedReceipt: request.kind === 'reversal' ? request.transactionId : null,
        });
        if (request.kind === 'reversal' && request.transactionId) store.reversed.add(request.transactionId);
      } else if (request.resultCode === 0 && request.kind !== 'status' && request.kind !== 'balance') {
        request.receipt = null;
      }
      store.add(request);
      state.save();
      arm(request);
      return request;
    },
    kindOf: (kind: InitiatorKind) => [...store.requests.values()].filter((request) => request.kind === kind),
    close(): void {
      aborter.abort();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

export type InitiatorEngine = ReturnType<typeof createInitiatorEngine>;
