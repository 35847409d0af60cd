import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSandbox, type Sandbox } from '../mpesa/test-support.ts';

/** Real-HTTP helpers for the Razorpay emulator's tests: the sandbox, a webhook receiver, Basic-auth API calls. */
export const KEYS = { keyId: 'rzp_test_mitumbasandbox', keySecret: 'mitumba_sandbox_razorpay_secret', webhookSecret: 'mitumba_sandbox_razorpay_webhook' };
const basic = `Basic ${Buffer.from(`${KEYS.keyId}:${KEYS.keySecret}`).toString('base64')}`;

export type Webhook = { raw: string; headers: IncomingHttpHeaders; body: { event: string; payload: { payment: { entity: Record<string, unknown> } } } };

/** A shop stand-in recording each webhook; it answers the statuses of `answers` in turn, then 200, after `delaysMs` in turn. */
export async function startWebhookReceiver(answers: number[] = [], delaysMs: number[] = []) {
  const received: Webhook[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      received.push({ raw, headers: request.headers, body: JSON.parse(raw) as Webhook['body'] });
      const status = answers.shift() ?? 200;
      setTimeout(() => response.writeHead(status).end('ok'), delaysMs.shift() ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export type RazorpaySandbox = Sandbox & { razorpay: string };

export async function startRazorpaySandbox(webhookUrl: string, env: Record<string, string> = {}): Promise<RazorpaySandbox> {
  const sandbox = await startSandbox({}, { env: { SANDBOX_RAZORPAY_WEBHOOK_URL: webhookUrl, SANDBOX_RAZORPAY_RETRY_SCALE: '0.0001', ...env } });
  return { ...sandbox, razorpay: `${sandbox.base}/razorpay` };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Razorpay's answers, read loosely by the tests
type Json = Record<string, any>;

export async function call(url: string, init: { method?: string; body?: unknown; auth?: string | null } = {}) {
  const headers: Record<string, string> = {};
  if (init.auth !== null) headers.authorization = init.auth ?? basic;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, { method: init.method ?? (init.body === undefined ? 'GET' : 'POST'), headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  return { status: response.status, body: (await response.json()) as Json };
}

export async function createOrder(razorpay: string, overrides: Record<string, unknown> = {}): Promise<Json> {
  const created = await call(`${razorpay}/v1/orders`, { body: { amount: 150000, currency: 'KES', receipt: 'ORD-10023', ...overrides } });
  if (created.status !== 200) throw new Error(`refused: ${JSON.stringify(created.body)}`);
  return created.body;
}

export async function waitFor<T>(read: () => T | undefined, timeoutMs = 3000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
