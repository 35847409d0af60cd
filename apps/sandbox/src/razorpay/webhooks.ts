import type { FastifyBaseLogger } from 'fastify';
import { createRetryQueue } from '../retry-queue.ts';
import type { SandboxState } from '../state-file.ts';
import type { RazorpayConfig } from './config.ts';
import { eventId } from './ids.ts';
import { hmacHex } from './signatures.ts';
import type { OrderEntity, PaymentEntity } from './store.ts';

/**
 * Razorpay's webhook delivery (§4.4): each event signed over its exact bytes (`X-Razorpay-Signature`) with a unique
 * `X-Razorpay-Event-Id`, at least once. Non-2xx or no answer within 5 s is a failure, retried with exponential back-off
 * for 24 h (scaled by SANDBOX_RAZORPAY_RETRY_SCALE). Admin switches duplicate every event and send them out of order.
 * Events, switches and the retries still to come are kept in the sandbox state; after a restart, an event raised but
 * never tried is sent too.
 */
export type WebhookEvent = { id: string; name: string; body: string; attempts: Delivery[]; delivered: boolean };
export type Delivery = { at: string; status: number | null; error?: string };

/** The back-off: 1 min, doubling, while the next try falls within 24 h of the event (Razorpay documents no exact steps). */
export function retryDelaysMs(): number[] {
  const delays: number[] = [];
  let total = 0;
  for (let delay = 60_000; total + delay <= 24 * 3_600_000; delay *= 2) {
    delays.push(delay);
    total += delay;
  }
  return delays;
}

export type DeliverySwitches = { duplicate: boolean; outOfOrder: boolean };

export function createWebhookSender(config: RazorpayConfig, log: FastifyBaseLogger, state: SandboxState) {
  const events = new Map<string, WebhookEvent>();
  const switches: DeliverySwitches = { duplicate: false, outOfOrder: false };

  async function post(event: WebhookEvent): Promise<boolean> {
    try {
      const response = await fetch(config.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json', 'x-razorpay-signature': hmacHex(config.webhookSecret, event.body),
          'x-razorpay-event-id': event.id, 'user-agent': 'Razorpay-Webhook/v1',
        },
        body: event.body,
        signal: AbortSignal.timeout(config.webhookTimeoutMs),
      });
      await response.arrayBuffer();
      event.attempts.push({ at: new Date().toISOString(), status: response.status });
      return response.ok;
    } catch (error) {
      event.attempts.push({ at: new Date().toISOString(), status: null, error: String(error) });
      return false;
    }
  }

  /** Sends now, then again on the schedule until a 2xx (a redelivery by admin is one try of its own). */
  const queue = createRetryQueue<string>(state, 'razorpay.webhooks', {
    delays: retryDelaysMs().map((delay) => Math.max(1, Math.round(delay * config.retryScale))),
    async attempt(eventId) {
      const event = events.get(eventId);
      if (!event) return true;
      const ok = await post(event);
      if (ok) event.delivered = true;
      return ok;
    },
    gaveUp: (eventId) => log.warn({ eventId }, 'sandbox razorpay: webhook given up after 24 h'),
  });
  const deliver = (event: WebhookEvent, retries = true) => queue.add(event.id, { retries });

  state.section('razorpay.events', {
    save: () => ({ events: [...events.values()], switches }),
    load(saved) {
      const kept = saved as { events: WebhookEvent[]; switches: DeliverySwitches };
      for (const event of kept.events) events.set(event.id, event);
      Object.assign(switches, kept.switches);
    },
    resume() {
      const waiting = new Set(queue.waiting());
      for (const event of events.values()) if (event.attempts.length === 0 && !waiting.has(event.id)) void deliver(event);
    },
  });

  function eventOf(name: string, order: OrderEntity, payment: PaymentEntity): WebhookEvent {
    const withOrder = name === 'order.paid';
    const body = JSON.stringify({
      entity: 'event', account_id: 'acc_MitumbaSandbox1', event: name, contains: withOrder ? ['payment', 'order'] : ['payment'],
      payload: { payment: { entity: payment }, ...(withOrder ? { order: { entity: order } } : {}) },
      created_at: Math.floor(Date.now() / 1000),
    });
    const event: WebhookEvent = { id: eventId(), name, body, attempts: [], delivered: false };
    events.set(event.id, event);
    return event;
  }

  return {
    events, switches,
    /** The events a settled payment raises, in Razorpay's order unless the out-of-order switch is on. */
    emit(order: OrderEntity, payment: PaymentEntity): WebhookEvent[] {
      const names = payment.status === 'captured' ? ['payment.captured', 'order.paid'] : ['payment.failed'];
      const raised = names.map((name) => eventOf(name, order, payment));
      const sent = switches.outOfOrder ? [...raised].reverse() : raised;
      void (async () => {
        for (const event of sent) {
          await deliver(event);
          if (switches.duplicate) await deliver(event, false);
        }
      })();
      return raised;
    },
    redeliver: (event: WebhookEvent) => deliver(event, false),
    close: () => queue.close(),
  };
}
export type WebhookSender = ReturnType<typeof createWebhookSender>;
