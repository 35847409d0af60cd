import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sandboxPlugin } from '@mitumba/sandbox';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderRefusal, type CallbackResult, type PaymentProvider } from '../../provider.ts';
import { providerContract } from '../../provider-contract.ts';
import { createDarajaClient } from './daraja-client.ts';
import { darajaPassword, darajaTimestamp } from './daraja-time.ts';
import { createMpesaProvider } from './mpesa.provider.ts';

const SANDBOX_PASSKEY = 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919';
let sandbox: FastifyInstance;
let receiver: Server;
let callbackUrl: string;
let baseUrl: string;
let provider: PaymentProvider;
const received: unknown[] = [];

async function waitForCallback(ref: string, timeoutMs = 3000): Promise<CallbackResult[]> {
  const started = Date.now();
  for (;;) {
    const parsed = received.map((body) => provider.parseCallback(body)).filter((result) => result.accepted && result.providerRef === ref);
    if (parsed.length > 0 || Date.now() - started > timeoutMs) return parsed;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const attempt = (phone: string, amountCents = 150_000) => ({ attemptId: 'a1', orderRef: 'ORD-20261121-ab12', amountCents, phone, callbackUrl });

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ResultCode":0,"ResultDesc":"Accepted"}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  callbackUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/payments/callbacks/abc`;
  sandbox = Fastify({ logger: false });
  await sandbox.register(sandboxPlugin, {
    prefix: '/sandbox', publicUrl: 'http://sandbox.test',
    mpesa: { config: { delayMs: 40, timeoutMs: 150, autoApprove: true }, env: {} },
  });
  await sandbox.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}/sandbox/mpesa`;
  provider = createMpesaProvider(createDarajaClient({
    baseUrl, consumerKey: 'mitumba-sandbox-key', consumerSecret: 'mitumba-sandbox-secret', shortCode: '174379', passkey: SANDBOX_PASSKEY,
  }));
});

afterAll(async () => {
  await sandbox.close();
  await new Promise((resolve) => receiver.close(resolve));
});

describe('Daraja password and timestamp', () => {
  it('matches the published test vector and uses East Africa Time', () => {
    expect(darajaPassword('174379', SANDBOX_PASSKEY, '20160216165627')).toBe(
      'MTc0Mzc5YmZiMjc5ZjlhYTliZGJjZjE1OGU5N2RkNzFhNDY3Y2QyZTBjODkzMDU5YjEwZjc4ZTZiNzJhZGExZWQyYzkxOTIwMTYwMjE2MTY1NjI3');
    expect(darajaTimestamp(new Date('2026-11-21T22:30:05Z'))).toBe('20261122013005');
  });
});

const contractPhones = { paid: '+254708374149', declined: '+254700000001', timeout: '+254700000002' } as const;
providerContract('M-Pesa (Daraja)', {
  provider: () => provider,
  attempt: (outcome) => attempt(contractPhones[outcome]),
  callbacks: (ref) => waitForCallback(ref),
  forgedBodies: () => [{ hello: 'world' }, { Body: { stkCallback: { CheckoutRequestID: 'ws_CO_1', ResultCode: 0 } } }, null],
  declinedState: 'cancelled',
});

describe('M-Pesa provider against the Daraja emulator', () => {
  it('pushes a prompt, is pending, then the callback says paid with receipt and amount', async () => {
    const initiated = await provider.initiate(attempt('+254708374149'));
    expect(initiated.providerRef).toMatch(/^ws_CO_/);
    expect(initiated.nextAction.kind).toBe('wait-for-phone');
    expect((await provider.queryStatus(initiated.providerRef)).state).toBe('pending');
    const [callback] = await waitForCallback(initiated.providerRef);
    expect(callback).toMatchObject({ accepted: true, outcome: { state: 'paid', amountCents: 150_000, phone: '+254708374149' } });
    if (callback?.accepted) expect(callback.outcome.receipt).toMatch(/^[A-Z][A-Z0-9]{9}$/);
    expect(await provider.queryStatus(initiated.providerRef)).toMatchObject({ state: 'paid' });
  });

  it.each([
    ['+254700000001', 'cancelled', '1032', 'Transaction declined by user'],
    ['+254700000003', 'failed', 'C2B00011', 'Insufficient funds'],
    ['+254700000004', 'failed', 'C2B00014', 'Invalid PIN entered'],
    ['+254700000009', 'expired', 'DS_TIMEOUT', 'Payment timed out'],
  ])('maps the outcome for %s to %s (%s)', async (phone, state, code, message) => {
    const initiated = await provider.initiate(attempt(phone));
    const [callback] = await waitForCallback(initiated.providerRef);
    expect(callback).toMatchObject({ accepted: true, outcome: { state, code, message } });
  });

  it('gives the same dedupe key to a duplicated callback', async () => {
    const initiated = await provider.initiate(attempt('+254700000006'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const callbacks = await waitForCallback(initiated.providerRef);
    expect(callbacks).toHaveLength(2);
    const keys = callbacks.map((callback) => (callback.accepted ? callback.dedupeKey : ''));
    expect(new Set(keys).size).toBe(1);
  });

  it('learns a dropped callback\'s result by querying', async () => {
    const initiated = await provider.initiate(attempt('+254700000007'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await waitForCallback(initiated.providerRef, 100)).toEqual([]);
    expect(await provider.queryStatus(initiated.providerRef)).toMatchObject({ state: 'paid' });
  });

  it('refuses fractions of a shilling and reports a busy subscriber as a refusal', async () => {
    await expect(provider.initiate(attempt('+254708374149', 150_050))).rejects.toBeInstanceOf(ProviderRefusal);
    await expect(provider.initiate(attempt('+254700000005'))).rejects.toMatchObject({ code: '500.001.1001' });
  });

  it('rejects bodies that are not STK callbacks', () => {
    expect(provider.parseCallback({ hello: 'world' })).toEqual({ accepted: false, reason: 'Not an STK callback' });
    expect(provider.parseCallback({ Body: { stkCallback: { CheckoutRequestID: 'ws_CO_1', ResultCode: 0 } } }).accepted).toBe(false);
  });

  it('explains wrong credentials', async () => {
    const wrong = createMpesaProvider(createDarajaClient({ baseUrl, consumerKey: 'x', consumerSecret: 'y', shortCode: '174379', passkey: SANDBOX_PASSKEY }));
    await expect(wrong.initiate(attempt('+254708374149'))).rejects.toThrow(/M-Pesa sign-in failed/);
  });
});
