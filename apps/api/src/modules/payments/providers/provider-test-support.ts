import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sandboxPlugin } from '@mitumba/sandbox';
import Fastify from 'fastify';
import { expect } from 'vitest';
import type { AttemptRequest, CallbackResult, Initiated, PaymentProvider, ProviderNotification } from '../provider.ts';

/**
 * Real-HTTP rig for the provider tests: the whole sandbox on a random port (prompts settle by themselves, fast) and a
 * receiver standing in for the shop's callback address, so each provider is tested against its emulator over HTTP.
 */
export type ProviderRig = {
  /** `http://127.0.0.1:{port}/sandbox`: each emulator is at `${sandboxBase}/{id}`. */
  sandboxBase: string;
  /** The receiver's origin: a POST to any path on it is recorded. */
  receiverOrigin: string;
  /** Every body the receiver got, parsed as JSON, in order of arrival. */
  received: unknown[];
  /** The same, as notifications: the exact bytes and the headers too (signed providers verify them). */
  notifications: ProviderNotification[];
  /** The received callbacks `provider` accepts for `providerRef`, waiting up to `timeoutMs` for the first. */
  callbacksFor(provider: PaymentProvider, providerRef: string, timeoutMs?: number): Promise<CallbackResult[]>;
  /** Initiates `request` for a number whose callback is sent twice; expects both copies parsed with one dedupe key, and answers it. */
  duplicatedCallbackKey(provider: PaymentProvider, request: AttemptRequest): Promise<{ initiated: Initiated; dedupeKey: string }>;
  /** Initiates `request` for a number whose callback is dropped; expects none to arrive after the prompt settled. */
  initiateWithDroppedCallback(provider: PaymentProvider, request: AttemptRequest): Promise<Initiated>;
  close(): Promise<void>;
};

export type ProviderRigOptions = {
  /** SANDBOX_{ID}_* settings for the aggregator emulators, given the receiver's origin (e.g. TinyPesa's webhook). */
  env?: (receiverOrigin: string) => Record<string, string>;
  /** What the receiver answers (default Daraja's "Accepted" JSON). */
  acknowledgement?: { contentType: string; body: string };
};

/** Phones the shared STK engine settles as paid, declined (1032) and timed out (1037): payment-providers.md §6.2. */
export const CONTRACT_PHONES = { paid: '+254708374149', declined: '+254700000001', timeout: '+254700000002' } as const;

/** The engine's other test numbers (§6.2): a prompt refused as busy, a callback sent twice, a callback never sent. */
export const TEST_PHONES = { busy: '+254700000005', duplicated: '+254700000006', dropped: '+254700000007' } as const;

/** The engine's failing test numbers (§6.2) and the phone, state, code and message every provider must read them as. */
export const FAILING_PHONES = {
  declined: ['+254700000001', 'cancelled', '1032', 'Transaction declined by user'],
  insufficientFunds: ['+254700000003', 'failed', 'C2B00011', 'Insufficient funds'],
  wrongPin: ['+254700000004', 'failed', 'C2B00014', 'Invalid PIN entered'],
  unanswered: ['+254700000002', 'expired', 'DS_TIMEOUT', 'Payment timed out'],
  unreachable: ['+254700000009', 'expired', 'DS_TIMEOUT', 'Payment timed out'],
} as const;

/** Short delays so every prompt settles within a test (ordinary numbers pay by themselves). */
const FAST_STK = { delayMs: 40, timeoutMs: 150, autoApprove: true };

const DARAJA_ACCEPTED = { contentType: 'application/json', body: '{"ResultCode":0,"ResultDesc":"Accepted"}' };

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Listens on a random local port and answers the server's origin. */
export async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export const closeServer = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

export async function startProviderRig(options: ProviderRigOptions = {}): Promise<ProviderRig> {
  const { contentType, body } = options.acknowledgement ?? DARAJA_ACCEPTED;
  const received: unknown[] = [];
  const notifications: ProviderNotification[] = [];
  const receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const rawBody = Buffer.concat(chunks);
      const parsed: unknown = JSON.parse(rawBody.toString('utf8'));
      received.push(parsed);
      notifications.push({ body: parsed, rawBody, headers: request.headers });
      response.writeHead(200, { 'content-type': contentType }).end(body);
    });
  });
  const receiverOrigin = await listen(receiver);
  const sandbox = Fastify({ logger: false });
  await sandbox.register(sandboxPlugin, {
    prefix: '/sandbox', publicUrl: 'http://sandbox.test', env: options.env?.(receiverOrigin) ?? {},
    mpesa: { config: FAST_STK, env: {} },
  });
  await sandbox.listen({ port: 0, host: '127.0.0.1' });

  async function callbacksFor(provider: PaymentProvider, providerRef: string, timeoutMs = 3000): Promise<CallbackResult[]> {
    const started = Date.now();
    for (;;) {
      const parsed = notifications.map((notification) => provider.parseCallback(notification)).filter((result) => result.accepted && result.providerRef === providerRef);
      if (parsed.length > 0 || Date.now() - started > timeoutMs) return parsed;
      await sleep(25);
    }
  }

  async function duplicatedCallbackKey(provider: PaymentProvider, request: AttemptRequest): Promise<{ initiated: Initiated; dedupeKey: string }> {
    const initiated = await provider.initiate(request);
    await sleep(300);
    const callbacks = await callbacksFor(provider, initiated.providerRef);
    expect(callbacks).toHaveLength(2);
    const keys = new Set(callbacks.map((callback) => (callback.accepted ? callback.dedupeKey : '')));
    expect(keys.size).toBe(1);
    return { initiated, dedupeKey: [...keys][0] ?? '' };
  }

  async function initiateWithDroppedCallback(provider: PaymentProvider, request: AttemptRequest): Promise<Initiated> {
    const initiated = await provider.initiate(request);
    await sleep(250);
    expect(await callbacksFor(provider, initiated.providerRef, 100)).toEqual([]);
    return initiated;
  }

  return {
    sandboxBase: `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}/sandbox`,
    receiverOrigin,
    received,
    notifications,
    callbacksFor,
    duplicatedCallbackKey,
    initiateWithDroppedCallback,
    close: async () => {
      await sandbox.close();
      await closeServer(receiver);
    },
  };
}
