import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { ProviderRefusal, type AttemptRequest, type PaymentProvider } from '../provider.ts';
import { ProviderNoAnswer } from './http-json.ts';
import { startProviderRig, TEST_PHONES, type ProviderRig } from './provider-test-support.ts';
import { configuredProviders } from './registry.ts';

/**
 * The one split every M-Pesa-prompt client makes (http-json.ts callProvider, docs/decisions/0027), against the
 * emulators over HTTP: a push answer that hangs past the time-out, or a gateway's 503 HTML page, is no answer
 * (ProviderNoAnswer, never a refusal, its page kept out of the message a customer could see); the provider's
 * documented refusal (a busy subscriber) is a ProviderRefusal. The providers come from the registry, as the shop
 * builds them, with PAYMENTS_PROVIDER_TIMEOUT_MS at 200 ms.
 */
const HANG = '+254700000010';
const OUTAGE = '+254700000011';
const TIMEOUT_MS = 200;

let rig: ProviderRig;
let providers: Map<string, PaymentProvider>;
let attempts = 0;

const request = (phone: string): AttemptRequest => {
  attempts += 1;
  const attemptId = `00000000-0000-4000-8000-${String(attempts).padStart(12, '0')}`;
  return { attemptId, orderRef: `ORD-20261127-na${attempts}`, amountCents: 150_000, phone, callbackUrl: `${rig.receiverOrigin}/payments/callbacks/${attempts}` };
};

beforeAll(async () => {
  rig = await startProviderRig();
  const publicUrl = rig.sandboxBase.replace(/\/sandbox$/, '');
  providers = configuredProviders(loadConfig({ NODE_ENV: 'test', PUBLIC_URL: publicUrl, PAYMENTS_PROVIDER_TIMEOUT_MS: String(TIMEOUT_MS) }));
});
afterAll(() => rig.close());
// One prompt per phone at a time (§1.10): the last provider's hanging prompt is forgotten before the next one's.
beforeEach(async () => {
  await fetch(`${rig.sandboxBase}/mpesa/__emulator/reset`, { method: 'POST' });
});

describe.each(['mpesa', 'lipia', 'tinypesa', 'pesaflux', 'kcb'])('%s: no answer is not a refusal', (id) => {
  const provider = () => providers.get(id)!;

  it('a push whose answer hangs past the time-out is no answer, after the time-out', async () => {
    const started = Date.now();
    const failure = await provider().initiate(request(HANG)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderNoAnswer);
    expect(failure).not.toBeInstanceOf(ProviderRefusal);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1_000);
  });

  it('a 503 HTML page is no answer; the page is for the log only', async () => {
    const failure = await provider().initiate(request(OUTAGE)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderNoAnswer);
    expect(String((failure as Error).message)).toMatch(/HTTP 503 with no JSON object/);
  });

  it('a busy subscriber is the provider\'s refusal', async () => {
    const failure = await provider().initiate(request(TEST_PHONES.busy)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderRefusal);
    expect((failure as ProviderRefusal).message).not.toMatch(/<html|nginx/i);
  });
});
