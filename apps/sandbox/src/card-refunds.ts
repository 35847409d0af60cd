import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createRetryQueue } from './retry-queue.ts';
import type { SandboxState } from './state-file.ts';

/**
 * Refunds as the card emulators keep them (reference §3): each refund of a paid charge starts pending and, after the
 * delay, succeeds (or fails, when the admin API asked for it), with the provider's signed webhooks sent on each step.
 * Never more than was paid, counting earlier refunds; an idempotency key answers its first refund again. Kept in the
 * sandbox state (decision 0028): a refund still pending when the process stopped settles after the restart.
 */
export type CardRefund = {
  id: string; paymentId: string; amount: number; currency: string; status: 'pending' | 'succeeded' | 'failed';
  failureReason: string | null; createdAt: string; settleAt: string | null; idempotencyKey: string | null;
};

export type RefundHooks = {
  /** The provider's events for a refund as it now stands (sent signed, retried until answered 2xx). */
  events(refund: CardRefund, step: 'created' | 'settled'): Array<{ body: string }>;
  post(body: string): Promise<number | null>;
};

export const REFUND_DELAY_MS = 1000;

export function refundId(prefix: string): string {
  return `${prefix}${randomBytes(10).toString('hex').slice(0, 14)}`;
}

export function createCardRefunds(state: SandboxState, name: string, options: { prefix: string; delayMs?: number; retryDelaysMs: number[]; hooks: RefundHooks }) {
  const refunds = new Map<string, CardRefund>();
  const failNext: string[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const delayMs = options.delayMs ?? REFUND_DELAY_MS;
  const queue = createRetryQueue<string>(state, `${name}.refund-webhooks`, {
    delays: options.retryDelaysMs,
    async attempt(body) {
      const status = await options.hooks.post(body);
      return status !== null && status >= 200 && status < 300;
    },
  });
  const announce = (refund: CardRefund, step: 'created' | 'settled') => {
    for (const event of options.hooks.events(refund, step)) void queue.add(event.body);
  };

  function settle(refund: CardRefund): void {
    if (refund.status !== 'pending') return;
    const reason = failNext.shift();
    Object.assign(refund, { status: reason ? 'failed' : 'succeeded', failureReason: reason ?? null, settleAt: null });
    state.save();
    announce(refund, 'settled');
  }

  function arm(refund: CardRefund): void {
    if (!refund.settleAt) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      settle(refund);
    }, Math.max(0, new Date(refund.settleAt).getTime() - Date.now()));
    timer.unref();
    timers.add(timer);
  }

  state.section(`${name}.refunds`, {
    save: () => ({ refunds: [...refunds.values()], failNext }),
    load(saved) {
      const kept = saved as { refunds: CardRefund[]; failNext: string[] };
      for (const refund of kept.refunds) refunds.set(refund.id, refund);
      failNext.push(...kept.failNext);
    },
    resume: () => refunds.forEach(arm),
  });

  return {
    get: (id: string) => refunds.get(id),
    /** The refund an idempotency key already made (answered again before anything is checked, as Stripe does). */
    byKey: (key: string | null) => (key ? [...refunds.values()].find((refund) => refund.idempotencyKey === key) : undefined),
    /** What is left to refund of a charge of `paid`. */
    left: (paymentId: string, paid: number) => paid - [...refunds.values()].filter((refund) => refund.paymentId === paymentId && refund.status !== 'failed')
      .reduce((sum, refund) => sum + refund.amount, 0),
    /** A new pending refund (or the one this idempotency key already made). */
    create(input: { paymentId: string; amount: number; currency: string; idempotencyKey?: string | null }): CardRefund {
      const known = input.idempotencyKey ? [...refunds.values()].find((refund) => refund.idempotencyKey === input.idempotencyKey) : undefined;
      if (known) return known;
      const refund: CardRefund = {
        id: refundId(options.prefix), paymentId: input.paymentId, amount: input.amount, currency: input.currency, status: 'pending',
        failureReason: null, createdAt: new Date().toISOString(), settleAt: new Date(Date.now() + delayMs).toISOString(), idempotencyKey: input.idempotencyKey ?? null,
      };
      refunds.set(refund.id, refund);
      state.save();
      announce(refund, 'created');
      arm(refund);
      return refund;
    },
    /** The admin API: the next refund to settle fails with `reason`. */
    registerAdmin(app: FastifyInstance): void {
      app.post('/__emulator/refunds/fail-next', { schema: { hide: true } }, async (request) => {
        const reason = (request.body as { reason?: unknown } | undefined)?.reason;
        failNext.push(typeof reason === 'string' && reason ? reason : 'The bank declined the refund');
        state.save();
        return { queued: failNext.length };
      });
      app.get('/__emulator/refunds', { schema: { hide: true } }, async () => ({ refunds: [...refunds.values()] }));
    },
    close(): void {
      queue.close();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

export type CardRefunds = ReturnType<typeof createCardRefunds>;

/** A signed JSON POST to a webhook address; the HTTP status, or null when unreachable. */
export async function postSigned(url: string, body: string, headers: Record<string, string>): Promise<number | null> {
  try {
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body, signal: AbortSignal.timeout(10_000) });
    await response.arrayBuffer().catch(() => undefined);
    return response.status;
  } catch {
    return null;
  }
}
