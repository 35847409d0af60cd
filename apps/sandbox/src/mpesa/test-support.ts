import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { sandboxPlugin } from '../index.ts';
import { darajaTimestamp } from './clock.ts';
import { SANDBOX_PASSKEY, type MpesaConfig } from './config.ts';
import { darajaPassword } from './password.ts';

/** Real-HTTP helpers for the emulator's tests: a sandbox on a random port, a callback receiver, Daraja calls. */
export const FAST: Partial<MpesaConfig> = { delayMs: 40, timeoutMs: 150, autoApprove: false };

/** The whole sandbox under test: its base URL and each emulator's. */
export type Sandbox = { base: string; mpesa: string; lipia: string; tinypesa: string; pesaflux: string; kcb: string; close(): Promise<void> };

export type SandboxSettings = {
  /** The environment the aggregator emulators read their SANDBOX_{ID}_* settings from (default none). */
  env?: Record<string, string>;
  /** "Now" for the shared STK engine (default the system clock). */
  now?: () => Date;
  /** Keep the sandbox's state in this folder, as `npm start` does (default: in memory). */
  stateDir?: string;
  /** Collects the sandbox's log lines (pino JSON, level info and up; default: no logging). */
  logs?: string[];
};

/** Starts the whole sandbox (every emulator, one STK engine) on a random port, with `FAST` delays under `config`. */
export async function startSandbox(config: Partial<MpesaConfig> = {}, { env = {}, now, stateDir, logs }: SandboxSettings = {}): Promise<Sandbox> {
  const app = Fastify({ logger: logs ? { level: 'info', stream: { write: (line: string) => void logs.push(line) } } : false });
  await app.register(sandboxPlugin, {
    prefix: '/sandbox', publicUrl: 'http://sandbox.test', env, stateDir, mpesa: { config: { ...FAST, ...config }, env: {}, now },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}/sandbox`;
  const at = (id: string) => `${base}/${id}`;
  return { base, mpesa: at('mpesa'), lipia: at('lipia'), tinypesa: at('tinypesa'), pesaflux: at('pesaflux'), kcb: at('kcb'), close: () => app.close() };
}

export type Received = { body: StkCallback; at: number };
export type StkCallback = {
  Body: { stkCallback: { MerchantRequestID: string; CheckoutRequestID: string; ResultCode: number; ResultDesc: string; CallbackMetadata?: { Item: Array<{ Name: string; Value?: string | number }> } } };
};

/** A shop stand-in: records every callback and answers with `status`. */
export async function startReceiver(status = 200) {
  const received: Received[] = [];
  const state = { status };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as StkCallback, at: performance.now() });
      response.writeHead(state.status, { 'content-type': 'application/json' }).end('{"ResultCode":0,"ResultDesc":"Accepted"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/payments/callback/secret-token`,
    received,
    state,
    for: (checkoutRequestId: string) => received.filter((r) => r.body.Body.stkCallback.CheckoutRequestID === checkoutRequestId),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const basic = (key = 'mitumba-sandbox-key', secret = 'mitumba-sandbox-secret') =>
  `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`;

export async function getToken(mpesa: string): Promise<string> {
  const response = await fetch(`${mpesa}/oauth/v1/generate?grant_type=client_credentials`, { headers: { authorization: basic() } });
  const body = (await response.json()) as { access_token: string };
  return body.access_token;
}

export function credentials(at = new Date(), shortCode = '174379', passkey = SANDBOX_PASSKEY) {
  const Timestamp = darajaTimestamp(at);
  return { BusinessShortCode: shortCode, Password: darajaPassword(shortCode, passkey, Timestamp), Timestamp };
}

export function pushBody(callbackUrl: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...credentials(),
    TransactionType: 'CustomerPayBillOnline',
    Amount: 1500,
    PartyA: '254712345678',
    PartyB: '174379',
    PhoneNumber: '254712345678',
    CallBackURL: callbackUrl,
    AccountReference: 'ORD-10023',
    TransactionDesc: 'Order 10023',
    ...overrides,
  };
}

export async function post(url: string, body: unknown, token?: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Pushes for `phone` and returns the CheckoutRequestID (fails the test when not accepted). */
export async function stkPush(mpesa: string, token: string, callbackUrl: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await post(`${mpesa}/mpesa/stkpush/v1/processrequest`, pushBody(callbackUrl, overrides), token);
  if (response.status !== 200) throw new Error(`push refused: ${JSON.stringify(response.body)}`);
  return response.body.CheckoutRequestID as string;
}

export const stkQuery = (mpesa: string, token: string, checkoutRequestId: string) =>
  post(`${mpesa}/mpesa/stkpushquery/v1/query`, { ...credentials(), CheckoutRequestID: checkoutRequestId }, token);

export async function waitFor<T>(probe: () => T | undefined | false | Promise<T | undefined | false>, timeoutMs = 3000): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (performance.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const item = (callback: StkCallback, name: string) =>
  callback.Body.stkCallback.CallbackMetadata?.Item.find((entry) => entry.Name === name);

/**
 * Runs `check` while the engine's prompts wait `ms` before they settle (the admin API's delay), then puts the delay
 * back: a test that reads a prompt as pending right after the push must not race a busy machine.
 */
export async function withSlowPrompts<T>(mpesaBase: string, check: () => Promise<T>, ms = 1_500): Promise<T> {
  const tune = (delayMs: number) => fetch(`${mpesaBase}/__emulator/config`, {
    method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ delayMs }),
  }).then((response) => response.json() as Promise<{ delayMs: number }>);
  const before = (await (await fetch(`${mpesaBase}/__emulator/config`)).json() as { delayMs: number }).delayMs;
  await tune(ms);
  try {
    return await check();
  } finally {
    await tune(before);
  }
}
