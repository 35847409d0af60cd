import type { FastifyBaseLogger } from 'fastify';
import type { PaystackConfig } from './config.ts';
import { paystackSignature } from './signature.ts';

/**
 * Webhook delivery as Paystack does it (reference §2.5, §6.4): a JSON POST signed with `x-paystack-signature`, answered
 * 200 or retried. Test mode retries hourly for 10 hours, live mode every 3 minutes 4 times then hourly for 72 hours;
 * each wait is multiplied by the configured scale. Every try is recorded with the status it got (0: no answer).
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

export function createWebhookSender(config: PaystackConfig, log: FastifyBaseLogger) {
  const deliveries: Delivery[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;
  const waits = retrySchedule(config.secretKey).map((ms) => ms * config.retryScale);

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

  /** One delivery (with its retries) of this event; resolves once it was answered 200 or the schedule ran out. */
  async function deliver(reference: string, event: string, data: unknown): Promise<void> {
    const rawBody = JSON.stringify({ event, data });
    for (let attempt = 0; !closed; attempt += 1) {
      const status = await post(rawBody);
      deliveries.push({ reference, event, attempt: attempt + 1, status, at: new Date().toISOString() });
      // Paystack wants exactly 200 (a 201 or 204 is retried too).
      const wait = waits[attempt];
      if (status === 200 || wait === undefined || closed) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          resolve();
        }, wait);
        timers.add(timer);
      });
    }
  }

  return {
    deliveries,
    /** Sends the event in the background (the hosted page does not wait for the merchant's server). */
    send(reference: string, event: string, data: unknown): Promise<void> {
      return deliver(reference, event, data);
    },
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

export type WebhookSender = ReturnType<typeof createWebhookSender>;
