import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HANG_MSISDN, OUTAGE_MSISDN } from './outcomes.ts';
import { getToken, pushBody, startReceiver, startSandbox, waitFor, type Sandbox } from './test-support.ts';

/**
 * The fault numbers (outcomes.ts, faults.ts): the prompt goes out and pays, but the push's own answer is a gateway's
 * HTML page, at once (503) or after hanging for `hangMs` (504). The shop must take neither for a refusal.
 */
let sandbox: Sandbox;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let token: string;

beforeAll(async () => {
  sandbox = await startSandbox({ delayMs: 40, hangMs: 300, autoApprove: true });
  receiver = await startReceiver();
  token = await getToken(sandbox.mpesa);
});
afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});

async function rawPush(phone: string) {
  const started = performance.now();
  const response = await fetch(`${sandbox.mpesa}/mpesa/stkpush/v1/processrequest`, {
    method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(pushBody(receiver.url, { PartyA: phone, PhoneNumber: phone })),
  });
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text(), tookMs: performance.now() - started };
}

describe('STK push fault numbers', () => {
  it('254700000011: a 503 HTML page at once, while the prompt pays and calls back', async () => {
    const answer = await rawPush(OUTAGE_MSISDN);
    expect(answer).toMatchObject({ status: 503, type: expect.stringMatching(/^text\/html/) });
    expect(answer.text).toMatch(/<html>[\s\S]*503 Service Temporarily Unavailable/);
    const [callback] = await waitFor(() => receiver.received.length > 0 && receiver.received);
    expect(callback?.body.Body.stkCallback.ResultCode).toBe(0);
  });

  it('254700000010: hangs for hangMs, then a 504 page; the prompt pays only after the hang', async () => {
    const before = receiver.received.length;
    const answer = await rawPush(HANG_MSISDN);
    expect(answer.status).toBe(504);
    expect(answer.tookMs).toBeGreaterThanOrEqual(290);
    expect(receiver.received.length).toBe(before);
    await waitFor(() => receiver.received.length > before);
    expect(receiver.received.at(-1)?.body.Body.stkCallback.ResultCode).toBe(0);
  });

  it('the same numbers on an aggregator (Lipia): the same page', async () => {
    const response = await fetch(`${sandbox.lipia}/api/v2/payments/stk-push`, {
      method: 'POST', headers: { authorization: 'Bearer mitumba-sandbox-lipia-key', 'content-type': 'application/json' },
      body: JSON.stringify({ phone_number: '0700000011', amount: 100, external_reference: 'ORD-1', callback_url: receiver.url }),
    });
    expect(response.status).toBe(503);
    expect(await response.text()).toMatch(/<html>/);
  });
});
