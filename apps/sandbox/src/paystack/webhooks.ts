import type { FastifyBaseLogger } from 'fastify';
import { createRetryQueue } from '../retry-queue.ts';
import type { SandboxState } from '../state-file.ts';
import type { PaystackConfig } from './config.ts';
import { paystackSignature } from './signature.ts';

/**
 * Webhook delivery as Paystack does it (reference §2.5, §6.4): a JSON POST signed with `x-paystack-signature`, answered
 * 200 or retried. Test mode retries hourly for 10 hours, live mode every 3 minutes 4 times then hourly for 72 hours;
 * each wait is multiplied by the configured scale. Every try is recorded with the status it got (0: no answer). The
 * tries and the retries still to come are kept in the sandbox state, so a restart carries on with them.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Paystack gives the merchant 30 s to answer (test profile). */
const REQUEST_TIMEOUT_MS = 30_000;

/** The waits before each retry, in real milliseconds: test keys get the test profile, `sk_live_…` the live one. */
export function retrySchedule(secretKey: string): number[] {
  if (secretKey.startsWith('sk_live_')) return [...Array<number>(4).fill(3 * MINUTE), ...Array<number>(72).fill(HOUR)];
  return Array<number>(10).fill(HOUR);
}

export type Delivery = { reference: string; event: string; attempt: number; status: number; at: string };

/** One event to deliver: the exact bytes every try sends, and how many tries it had. */
type Job = { reference: string; event: string; rawBody: string; tries: number };

export function createWebhookSender(config: PaystackConfig, log: FastifyBaseLogger, state: SandboxState) {
  const deliveries: Delivery[] = [];
  state.section('paystack.deliveries', { save: () => deliveries, load: (saved) => void deliveries.push(...(saved as Delivery[])) });

  async function post(rawBody: string): Promise<number> {
    try {
      const response = await fetch(config.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': paystackSignature(config.secretKey, rawBody) },
        body: rawBody,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      return response.status;
    } catch (error) {
      log.warn({ err: error }, 'sandbox paystack: webhook not delivered');
      return 0;
    }
  }

  const queue = createRetryQueue<Job>(state, 'paystack.webhooks', {
    delays: retrySchedule(config.secretKey).map((ms) => ms * config.retryScale),
    async attempt(job) {
      const status = await post(job.rawBody);
      job.tries += 1;
      deliveries.push({ reference: job.reference, event: job.event, attempt: job.tries, status, at: new Date().toISOString() });
      // Paystack wants exactly 200 (a 201 or 204 is retried too).
      return status === 200;
    },
  });

  return {
    deliveries,
    /** Sends the event (resolving after the first try) and retries it in the background until answered 200. */
    send(reference: string, event: string, data: unknown): Promise<void> {
      return queue.add({ reference, event, rawBody: JSON.stringify({ event, data }), tries: 0 });
    },
    close: () => queue.close(),
  };
}

export type WebhookSender = ReturnType<typeof createWebhookSender>;
