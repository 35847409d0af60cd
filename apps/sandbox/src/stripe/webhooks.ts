import { createHmac } from 'node:crypto';
import { createRetryQueue } from '../retry-queue.ts';
import { mapSection, type SandboxState } from '../state-file.ts';
import type { StripeConfig } from './config.ts';
import { publicSession, stripeId, type CheckoutSession } from './sessions.ts';

/**
 * Stripe's webhook delivery (payment-providers.md §3.3, §6.5): the event envelope, the `Stripe-Signature` header
 * (`t=…,v1=hex(HMAC-SHA256(whsec, t + "." + body))`), retries on non-2xx by the test-mode profile (scaled), and the
 * admin's ways to break it: a stale timestamp, a wrong secret, two v1 values (rotation), duplicates, no delivery.
 * Events and the retries still to come are kept in the sandbox state, so a restart carries on with them.
 */
export type StripeEventType =
  | 'checkout.session.completed' | 'checkout.session.expired' | 'checkout.session.async_payment_failed' | 'checkout.session.async_payment_succeeded';

export type Signing = 'valid' | 'stale' | 'wrong-secret' | 'rotated';
export type DeliveryOptions = { signing?: Signing; duplicate?: boolean; drop?: boolean };

export type StoredEvent = {
  id: string;
  type: StripeEventType;
  sessionId: string;
  /** The exact bytes sent (every attempt sends the same body, as Stripe does). */
  body: string;
  deliveries: { at: string; status: number | null; signature: string; error: string | null }[];
};

export const API_VERSION = '2024-06-20';
const STALE_BY_S = 600;
const DELIVERY_TIMEOUT_MS = 10_000;

/** The v1 signature of a payload: lowercase hex HMAC-SHA256 with the secret's UTF-8 bytes as the key (§6.8). */
export function stripeSignature(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export function signatureHeader(config: StripeConfig, body: string, nowSeconds: number, signing: Signing): string {
  const t = signing === 'stale' ? nowSeconds - STALE_BY_S : nowSeconds;
  const right = stripeSignature(config.webhookSecret, t, body);
  if (signing === 'wrong-secret') return `t=${t},v1=${stripeSignature(`${config.webhookSecret}_wrong`, t, body)}`;
  // During rotation Stripe signs with the old and the new secret: one v1 that does not verify, one that does.
  if (signing === 'rotated') return `t=${t},v1=${stripeSignature('whsec_previous_rotated_secret', t, body)},v1=${right}`;
  return `t=${t},v1=${right}`;
}

export function createWebhooks(config: StripeConfig, nowSeconds: () => number, state: SandboxState) {
  const events = new Map<string, StoredEvent>();
  state.section('stripe.events', mapSection(events, (event) => event.id));

  async function deliver(event: StoredEvent, signing: Signing): Promise<number | null> {
    const signature = signatureHeader(config, event.body, nowSeconds(), signing);
    let status: number | null = null;
    let error: string | null = null;
    try {
      const response = await fetch(config.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature, 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
        body: event.body,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      status = response.status;
      await response.arrayBuffer().catch(() => undefined);
    } catch (failure) {
      error = failure instanceof Error ? failure.message : String(failure);
    }
    event.deliveries.push({ at: new Date().toISOString(), status, signature, error });
    return status;
  }

  /** One delivery and, while the endpoint answers non-2xx, the retries of the profile. */
  const queue = createRetryQueue<{ eventId: string; signing: Signing }>(state, 'stripe.webhooks', {
    delays: config.retryDelaysMs,
    async attempt({ eventId, signing }) {
      const event = events.get(eventId);
      const status = event ? await deliver(event, signing) : 200;
      return status !== null && status >= 200 && status < 300;
    },
  });
  const deliverWithRetries = (event: StoredEvent, signing: Signing) => void queue.add({ eventId: event.id, signing });

  return {
    /** Creates the event for the session as it now stands and sends it (unless dropped). */
    emit(type: StripeEventType, session: CheckoutSession, options: DeliveryOptions = {}): StoredEvent {
      const envelope = {
        id: stripeId('evt_1', 23), object: 'event', api_version: API_VERSION, created: nowSeconds(),
        data: { object: publicSession(session) }, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, type,
      };
      const event: StoredEvent = { id: envelope.id, type, sessionId: session.id, body: JSON.stringify(envelope), deliveries: [] };
      events.set(event.id, event);
      if (!options.drop) {
        deliverWithRetries(event, options.signing ?? 'valid');
        if (options.duplicate) deliverWithRetries(event, options.signing ?? 'valid');
      }
      return event;
    },
    redeliver(eventId: string, signing: Signing = 'valid'): StoredEvent | undefined {
      const event = events.get(eventId);
      if (event) deliverWithRetries(event, signing);
      return event;
    },
    list: (): StoredEvent[] => [...events.values()],
    close: () => queue.close(),
  };
}
export type Webhooks = ReturnType<typeof createWebhooks>;
