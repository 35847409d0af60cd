import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SANDBOX_STRIPE_SECRET_KEY } from './config.ts';

/** Real-HTTP helpers for the Stripe emulator's tests (the sandbox comes from ../mpesa/test-support.ts). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Stripe's JSON answers, read loosely by the tests
export type Json = Record<string, any>;

export const AUTH = { authorization: `Bearer ${SANDBOX_STRIPE_SECRET_KEY}` };

export const sessionForm = (overrides: Record<string, string> = {}): Record<string, string> => ({
  mode: 'payment',
  'line_items[0][price_data][currency]': 'kes',
  'line_items[0][price_data][unit_amount]': '150000',
  'line_items[0][price_data][product_data][name]': 'Order ORD-1',
  'line_items[0][quantity]': '1',
  success_url: 'http://shop.test/verify?success=true&orderId=ORD-1&session_id={CHECKOUT_SESSION_ID}',
  cancel_url: 'http://shop.test/verify?success=false&orderId=ORD-1',
  client_reference_id: 'ORD-1',
  'metadata[orderId]': 'ORD-1',
  ...overrides,
});

export async function postForm(url: string, form: Record<string, string>, headers: Record<string, string> = AUTH) {
  const response = await fetch(url, {
    method: 'POST', redirect: 'manual', body: new URLSearchParams(form).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
  const text = await response.text();
  const json = response.headers.get('content-type')?.includes('json') ? JSON.parse(text) as Record<string, unknown> : {};
  return { status: response.status, body: json as Json, text, location: response.headers.get('location') };
}

export async function createSession(stripe: string, overrides: Record<string, string> = {}): Promise<Json> {
  const response = await postForm(`${stripe}/v1/checkout/sessions`, sessionForm(overrides));
  if (response.status !== 200) throw new Error(`refused: ${response.text}`);
  return response.body;
}

export async function postJson(url: string, body: unknown = {}) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: await response.json() as Json };
}

export type Delivery = { raw: string; body: Json; signature: string };

/** A webhook endpoint that keeps each delivery's exact bytes and Stripe-Signature, answering `state.status`. */
export async function startWebhookReceiver(status = 200) {
  const received: Delivery[] = [];
  const state = { status };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      received.push({ raw, body: JSON.parse(raw) as Json, signature: String(request.headers['stripe-signature'] ?? '') });
      response.writeHead(state.status, { 'content-type': 'application/json' }).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payments/callbacks/provider/stripe`,
    received,
    state,
    forSession: (id: string) => received.filter((delivery) => delivery.body.data?.object?.id === id),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
