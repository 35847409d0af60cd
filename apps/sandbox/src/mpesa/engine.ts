import { randomInt } from 'node:crypto';
import { callbackBody, postCallback } from './callbacks.ts';
import { darajaTimestamp, type Clock } from './clock.ts';
import type { MpesaConfig } from './config.ts';
import type { Ids } from './ids.ts';
import { PAID, planFor, resultDescriptions, TIMED_OUT, type Delivery, type Fault } from './outcomes.ts';
import type { CallbackAttempt, StkRequest, Store } from './store.ts';

/**
 * The emulated M-Pesa side: access tokens, accepted prompts and how each one ends (by itself, on the phone page, by
 * the admin API, or by timing out), and delivery of the result callbacks. The HTTP layers (routes, phone page, admin)
 * only translate to and from this. One engine serves every STK emulator (payment-providers.md §6.7): the aggregators
 * (TinyPesa, PesaFlux, Lipia, KCB) push through it with their own `provider` and callback body (`notifyAs`), so one
 * sandbox phone answers them all and the magic numbers of §6.2 mean the same everywhere. Its state is a section of
 * the sandbox state (`snapshot`, `load`, `resume`): a restart keeps every prompt and re-arms its time-out and callback.
 */
export type AcceptedPush = Pick<StkRequest,
  'shortCode' | 'merchantName' | 'transactionType' | 'amount' | 'partyA' | 'partyB' | 'phoneNumber' | 'callbackUrl'
  | 'accountReference' | 'transactionDesc'> & Partial<Pick<StkRequest, 'provider'>>;

export type Engine = ReturnType<typeof createEngine>;

type Logger = { warn(object: object, message: string): void };

/** The engine's state as saved: the store's maps as lists, the attempt counter and the admin clock's offset. */
type Snapshot = {
  requests: StkRequest[];
  attempts: CallbackAttempt[];
  tokens: Array<[string, number]>;
  nextOutcomes: Array<[string, { resultCode: number; resultDesc: string }]>;
  nextAttemptId: number;
  clockOffsetMs: number;
};

const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function createEngine(deps: { config: MpesaConfig; clock: Clock; ids: Ids; store: Store; log: Logger; save?: () => void }) {
  const { config, clock, ids, store, log } = deps;
  const save = deps.save ?? (() => undefined);
  /** An aggregator's own notification for its settled prompts; Daraja's `stkCallback` for the others. */
  const notifiers = new Map<string, (request: StkRequest) => unknown>();
  const initialConfig = { ...config };
  const timers = new Set<NodeJS.Timeout>();
  const outcomeTimers = new Map<string, NodeJS.Timeout>();
  let aborter = new AbortController();
  let generation = 0;
  let closed = false;
  let nextAttemptId = 1;

  function later(ms: number, run: () => void): NodeJS.Timeout {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
    return timer;
  }

  const sleep = (ms: number) => new Promise<void>((resolve) => { later(ms, resolve); });

  // ---- access tokens (§1.2) ----

  function issueToken(): { token: string; expiresInSeconds: number } {
    const now = clock.now().getTime();
    for (const [token, expiresAt] of store.tokens) if (expiresAt <= now) store.tokens.delete(token);
    const token = Array.from({ length: 28 }, () => TOKEN_ALPHABET[randomInt(TOKEN_ALPHABET.length)]).join('');
    store.tokens.set(token, now + config.tokenTtlSeconds * 1000);
    return { token, expiresInSeconds: config.tokenTtlSeconds };
  }

  function tokenIsValid(token: string | undefined): boolean {
    const expiresAt = token === undefined ? undefined : store.tokens.get(token);
    return expiresAt !== undefined && clock.now().getTime() < expiresAt;
  }

  // ---- callbacks ----

  async function deliverOnce(request: StkRequest, reason: CallbackAttempt['reason']): Promise<CallbackAttempt | undefined> {
    // An aggregator without a webhook address for this prompt (none configured) sends nothing.
    if (closed || request.callbackUrl === '') return undefined;
    const round = generation;
    const notify = notifiers.get(request.provider);
    const body = notify ? notify(request) : callbackBody(request);
    const sentAt = clock.now().toISOString();
    const result = await postCallback(request.callbackUrl, body, aborter.signal);
    if (closed || round !== generation) return undefined;
    const attempt: CallbackAttempt = {
      id: nextAttemptId++,
      checkoutRequestId: request.checkoutRequestId,
      url: request.callbackUrl,
      attempt: store.attempts.filter((a) => a.checkoutRequestId === request.checkoutRequestId).length + 1,
      reason,
      body,
      sentAt,
      ...result,
    };
    store.attempts.push(attempt);
    save();
    if (attempt.status === null || attempt.status >= 300) {
      log.warn({ checkoutRequestId: request.checkoutRequestId, url: request.callbackUrl, status: attempt.status, error: attempt.error },
        'sandbox mpesa: callback not accepted');
    }
    return attempt;
  }

  /** One delivery, plus the configured retries (none by default: Daraja documents no retry policy). */
  async function deliver(request: StkRequest, reason: CallbackAttempt['reason']): Promise<void> {
    let attempt = await deliverOnce(request, reason);
    for (let retry = 0; retry < config.callbackRetries && attempt && (attempt.status === null || attempt.status >= 300); retry++) {
      await sleep(config.delayMs);
      attempt = await deliverOnce(request, 'retry');
    }
  }

  /** Marks a settled prompt's callback due: now, or (late) at 3× the delay while the query already says paid. */
  function sendResult(request: StkRequest, delivery: Delivery): void {
    if (delivery === 'dropped' || request.callbackUrl === '') return;
    const wait = delivery === 'late' ? 2 * config.delayMs : 0;
    request.callbackDue = new Date(clock.now().getTime() + wait).toISOString();
    armCallback(request);
  }

  /** Sends the due callback when its time comes (twice for 'duplicate'), then marks it sent. */
  function armCallback(request: StkRequest): void {
    const send = async () => {
      const round = generation;
      await deliver(request, request.delivery === 'late' ? 'late' : 'result');
      if (request.delivery === 'duplicate') await deliver(request, 'duplicate');
      if (closed || round !== generation) return;
      request.callbackDue = null;
      save();
    };
    const wait = Date.parse(request.callbackDue ?? '') - clock.now().getTime();
    if (wait > 0) later(wait, () => void send());
    else void send();
  }

  // ---- prompts ----

  /** Ends a pending prompt; undefined when it is unknown or already over (the first outcome wins). */
  function resolve(checkoutRequestId: string, resultCode: number, by: NonNullable<StkRequest['resolvedBy']>, resultDesc?: string): StkRequest | undefined {
    const request = store.requests.get(checkoutRequestId);
    if (!request || request.status !== 'pending') return undefined;
    const timer = outcomeTimers.get(checkoutRequestId);
    if (timer) {
      clearTimeout(timer);
      timers.delete(timer);
      outcomeTimers.delete(checkoutRequestId);
    }
    const now = clock.now();
    request.status = 'completed';
    request.resultCode = resultCode;
    request.resultDesc = resultDesc ?? resultDescriptions[resultCode] ?? `Result ${resultCode}`;
    request.resolvedAt = now.toISOString();
    request.resolvedBy = by;
    request.expected = null;
    if (resultCode === PAID) {
      request.mpesaReceiptNumber = ids.receipt(now);
      request.transactionDate = Number(darajaTimestamp(now));
    }
    sendResult(request, request.delivery);
    save();
    return request;
  }

  function scheduleOutcome(request: StkRequest, resultCode: number, afterMs: number, by: 'auto' | 'timeout', note: string, resultDesc?: string): void {
    const atIso = new Date(clock.now().getTime() + afterMs).toISOString();
    request.expected = { resultCode, atIso, note, by, ...(resultDesc === undefined ? {} : { resultDesc }) };
    armOutcome(request);
  }

  /** Settles the prompt as `expected` when its time comes; `overdueNow`: at once when that is past (after a restart). */
  function armOutcome(request: StkRequest, overdueNow = false): void {
    const expected = request.expected;
    if (!expected) return;
    const id = request.checkoutRequestId;
    const wait = Date.parse(expected.atIso) - clock.now().getTime();
    if (wait <= 0 && overdueNow) {
      resolve(id, expected.resultCode, expected.by, expected.resultDesc);
      return;
    }
    outcomeTimers.set(id, later(Math.max(0, wait), () => {
      outcomeTimers.delete(id);
      resolve(id, expected.resultCode, expected.by, expected.resultDesc);
    }));
  }

  /** Accepts a validated push, or refuses it because the subscriber already has a prompt open (§1.4, §6.2). */
  function push(input: AcceptedPush): { accepted: StkRequest; fault?: Fault | undefined } | { busy: true } {
    const plan = planFor(input.phoneNumber);
    if (plan.kind === 'busy' || store.pendingFor(input.phoneNumber)) return { busy: true };
    const now = clock.now();
    const request: StkRequest = {
      ...input,
      provider: input.provider ?? 'mpesa',
      merchantRequestId: ids.merchantRequestId(),
      checkoutRequestId: ids.checkoutRequestId(input.phoneNumber, now),
      createdAt: now.toISOString(),
      status: 'pending',
      expected: null,
      delivery: plan.kind === 'auto' ? plan.delivery : 'normal',
      resultCode: null,
      resultDesc: null,
      mpesaReceiptNumber: null,
      transactionDate: null,
      resolvedAt: null,
      resolvedBy: null,
      callbackDue: null,
    };
    store.requests.set(request.checkoutRequestId, request);

    const queued = store.nextOutcomes.get(input.phoneNumber);
    if (queued) {
      store.nextOutcomes.delete(input.phoneNumber);
      scheduleOutcome(request, queued.resultCode, config.delayMs, 'auto', 'outcome queued by the admin API', queued.resultDesc);
    } else if (plan.kind === 'auto') {
      const timeout = plan.wait === 'timeout';
      // A hanging answer: the customer pays once the hang is over (the shop has given up waiting by then).
      const hang = plan.fault === 'hang' ? config.hangMs : 0;
      scheduleOutcome(request, plan.resultCode, hang + (timeout ? config.timeoutMs : config.delayMs), timeout ? 'timeout' : 'auto', plan.note);
    } else if (config.autoApprove) {
      scheduleOutcome(request, PAID, config.delayMs, 'auto', 'auto-approve is on: pays by itself');
    } else {
      scheduleOutcome(request, TIMED_OUT, config.timeoutMs, 'timeout', 'no answer yet: times out');
    }
    save();
    return { accepted: request, fault: plan.kind === 'auto' ? plan.fault : undefined };
  }

  /** Sends a settled prompt's callback once more, now (admin API). */
  async function redeliver(checkoutRequestId: string): Promise<CallbackAttempt | undefined> {
    const request = store.requests.get(checkoutRequestId);
    if (!request || request.status !== 'completed') return undefined;
    return deliverOnce(request, 'redelivery');
  }

  function stopEverything(): void {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    outcomeTimers.clear();
    aborter.abort();
    aborter = new AbortController();
    generation++;
  }

  function snapshot(): Snapshot {
    return {
      requests: [...store.requests.values()],
      attempts: store.attempts,
      tokens: [...store.tokens],
      nextOutcomes: [...store.nextOutcomes],
      nextAttemptId,
      clockOffsetMs: clock.offsetMs(),
    };
  }

  function load(saved: Snapshot): void {
    for (const request of saved.requests) store.requests.set(request.checkoutRequestId, request);
    store.attempts.push(...saved.attempts);
    for (const [token, expiresAt] of saved.tokens) store.tokens.set(token, expiresAt);
    for (const [msisdn, outcome] of saved.nextOutcomes) store.nextOutcomes.set(msisdn, outcome);
    nextAttemptId = saved.nextAttemptId;
    clock.advance(saved.clockOffsetMs);
  }

  /** After a restart: prompts past their time settle now, the others wait out the rest; due callbacks go out. */
  function resume(): void {
    for (const request of store.requests.values()) {
      if (request.status === 'pending') armOutcome(request, true);
      else if (request.callbackDue !== null) armCallback(request);
    }
  }

  return {
    config,
    clock,
    store,
    /** Makes this provider's prompts call back with `build(settled)` instead of Daraja's `stkCallback`. */
    notifyAs(provider: string, build: (request: StkRequest) => unknown): void {
      notifiers.set(provider, build);
    },
    snapshot,
    load: (saved: unknown) => load(saved as Snapshot),
    resume,
    issueToken,
    tokenIsValid,
    push,
    /** Waits as long as a hanging answer does (`hangMs`); never ends once the engine is stopped. */
    hang: () => sleep(config.hangMs),
    resolve,
    redeliver,
    pending: () => [...store.requests.values()].filter((request) => request.status === 'pending'),
    completed: () => [...store.requests.values()]
      .filter((request) => request.status === 'completed')
      .sort((a, b) => (b.resolvedAt ?? '').localeCompare(a.resolvedAt ?? '')),
    reset(): void {
      stopEverything();
      store.reset();
      clock.reset();
      Object.assign(config, initialConfig);
    },
    close(): void {
      closed = true;
      stopEverything();
    },
  };
}
