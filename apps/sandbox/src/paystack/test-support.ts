import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSandbox, type Sandbox } from '../mpesa/test-support.ts';
import { PAYSTACK_SANDBOX_SECRET_KEY } from './config.ts';

/** Real-HTTP helpers for the Paystack emulator's tests: a webhook receiver keeping raw bytes, and Paystack calls. */
export type Webhook = { raw: string; signature: string | undefined; body: { event: string; data: Record<string, unknown> } };

/** The shop's webhook address stand-in: answers each delivery with the next of `statuses` (then 200). */
export async function startWebhookReceiver() {
  const received: Webhook[] = [];
  const statuses: number[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const signature = request.headers['x-paystack-signature'];
      received.push({ raw, signature: typeof signature === 'string' ? signature : undefined, body: JSON.parse(raw) as Webhook['body'] });
      response.writeHead(statuses.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payments/callbacks/provider/paystack`,
    received,
    statuses,
    for: (reference: string) => received.filter((webhook) => webhook.body.data.reference === reference),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The sandbox with Paystack's webhooks sent to `webhookUrl` and its hourly retries lasting `retryMs`. */
export function startPaystackSandbox(webhookUrl: string, retryMs = 20, env: Record<string, string> = {}): Promise<Sandbox> {
  return startSandbox({}, { env: { SANDBOX_PAYSTACK_WEBHOOK_URL: webhookUrl, SANDBOX_PAYSTACK_RETRY_SCALE: String(retryMs / 3_600_000), ...env } });
}

export type Reply = { status: number; body: { status: boolean; message: string; data?: Record<string, unknown> } };

export async function paystackCall(url: string, init: { method?: string; body?: unknown; key?: string | null } = {}): Promise<Reply> {
  const key = init.key === undefined ? PAYSTACK_SANDBOX_SECRET_KEY : init.key;
  const response = await fetch(url, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { ...(key === null ? {} : { authorization: `Bearer ${key}` }), ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as Reply['body'] };
}

let sequence = 0;
export const initializeBody = (overrides: Record<string, unknown> = {}) => ({
  email: 'wanjiku@example.co.ke', amount: 420_000, currency: 'KES', reference: `ORD-test-${Date.now()}-${++sequence}`,
  callback_url: 'http://shop.test/paystack-success', metadata: { attemptId: 'a-1' }, ...overrides,
});

export async function waitFor<T>(check: () => T | undefined | false, timeoutMs = 3000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
