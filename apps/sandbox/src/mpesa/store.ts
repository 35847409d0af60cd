import type { Delivery } from './outcomes.ts';

/** Everything the emulator remembers (in memory, saved by the engine's state section): prompts, tokens, callbacks, queued outcomes. */
export type StkRequest = {
  /** Which emulator accepted the prompt ('mpesa' for Daraja itself; an aggregator's id for its adapter). */
  provider: string;
  merchantRequestId: string;
  checkoutRequestId: string;
  shortCode: string;
  merchantName: string;
  transactionType: string;
  amount: number;
  partyA: string;
  partyB: string;
  phoneNumber: string;
  callbackUrl: string;
  accountReference: string;
  transactionDesc: string;
  /** ISO time (emulator clock) the push was accepted. */
  createdAt: string;
  status: 'pending' | 'completed';
  /** What will happen if nobody intervenes, for the phone page and the admin listing (and a restart re-arms). */
  expected: { resultCode: number; atIso: string; note: string; by: 'auto' | 'timeout'; resultDesc?: string } | null;
  delivery: Delivery;
  resultCode: number | null;
  resultDesc: string | null;
  mpesaReceiptNumber: string | null;
  /** `YYYYMMDDHHmmss` (EAT) as a number, as in the callback; paid requests only. */
  transactionDate: number | null;
  resolvedAt: string | null;
  resolvedBy: 'auto' | 'timeout' | 'phone' | 'admin' | null;
  /** ISO time (emulator clock) the result callback is due; null once it was sent (or when there is none to send). */
  callbackDue: string | null;
};

export type CallbackAttempt = {
  id: number;
  checkoutRequestId: string;
  url: string;
  /** 1 for the first attempt at this request's callback, then 2, 3… */
  attempt: number;
  reason: 'result' | 'duplicate' | 'late' | 'retry' | 'redelivery';
  body: unknown;
  sentAt: string;
  /** HTTP status the callback URL answered with; null when it could not be reached. */
  status: number | null;
  error: string | null;
  durationMs: number;
};

export type QueuedOutcome = { resultCode: number; resultDesc: string };

export type Store = {
  requests: Map<string, StkRequest>;
  /** token → expiry (epoch ms, emulator clock) */
  tokens: Map<string, number>;
  attempts: CallbackAttempt[];
  /** MSISDN → the outcome its next prompt will have (admin override). */
  nextOutcomes: Map<string, QueuedOutcome>;
  pendingFor(msisdn: string): StkRequest | undefined;
  /** Forget prompts, attempts and queued outcomes; tokens survive so clients with a cached token carry on. */
  reset(): void;
};

export function createStore(): Store {
  const requests = new Map<string, StkRequest>();
  const attempts: CallbackAttempt[] = [];
  const nextOutcomes = new Map<string, QueuedOutcome>();
  return {
    requests,
    tokens: new Map(),
    attempts,
    nextOutcomes,
    pendingFor: (msisdn) => [...requests.values()].find((request) => request.status === 'pending' && request.phoneNumber === msisdn),
    reset: () => {
      requests.clear();
      attempts.length = 0;
      nextOutcomes.clear();
    },
  };
}
