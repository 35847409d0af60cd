import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getToken, post, startReceiver, startSandbox, stkPush, stkQuery, waitFor, type Sandbox } from './test-support.ts';

let sandbox: Sandbox;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let token: string;
let admin: string;

beforeAll(async () => {
  sandbox = await startSandbox({ autoApprove: false, timeoutMs: 30_000 });
  receiver = await startReceiver();
  token = await getToken(sandbox.mpesa);
  admin = `${sandbox.mpesa}/__emulator`;
});
afterEach(async () => {
  receiver.state.status = 200;
  await post(`${admin}/reset`, {});
});
afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});

const pushFor = (phone: string, callbackUrl = receiver.url) =>
  stkPush(sandbox.mpesa, token, callbackUrl, { PartyA: phone, PhoneNumber: phone });
const get = async (url: string) => (await (await fetch(url)).json()) as Record<string, unknown>;
const patch = async (url: string, body: unknown) => {
  const response = await fetch(url, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
type Attempt = { attempt: number; reason: string; status: number | null; error: string | null; url: string };
const attemptsFor = async (id: string) => ((await get(`${admin}/callbacks?checkoutRequestId=${id}`)).callbacks as Attempt[]);

describe('admin API (/sandbox/mpesa/__emulator)', () => {
  it('lists requests, forces the outcome of a pending one, and refuses to change a settled one', async () => {
    const id = await pushFor('254733000001');
    const listed = await get(`${admin}/requests?phone=254733000001`);
    expect(listed.requests).toEqual([expect.objectContaining({ checkoutRequestId: id, status: 'pending', amount: 1500, accountReference: 'ORD-10023' })]);

    const forced = await post(`${admin}/requests/${id}/outcome`, { resultCode: 1032 });
    expect(forced.status).toBe(200);
    expect(forced.body.request).toMatchObject({ status: 'completed', resultCode: 1032, resultDesc: 'Request cancelled by user', resolvedBy: 'admin' });
    const callback = await waitFor(() => receiver.for(id)[0]?.body);
    expect(callback.Body.stkCallback.ResultCode).toBe(1032);
    expect((await stkQuery(sandbox.mpesa, token, id)).body).toMatchObject({ ResultCode: '1032' });

    expect((await post(`${admin}/requests/${id}/outcome`, { resultCode: 0 })).status).toBe(409);
    expect((await post(`${admin}/requests/ws_CO_nope/outcome`, { resultCode: 0 })).status).toBe(404);
    const detail = await get(`${admin}/requests/${id}`);
    expect(detail.callbacks).toEqual([expect.objectContaining({ attempt: 1, reason: 'result', status: 200, error: null })]);
  });

  it('validates forced outcomes: a code without a standard description needs resultDesc', async () => {
    const id = await pushFor('254733000002');
    expect((await post(`${admin}/requests/${id}/outcome`, { resultCode: 'paid' })).status).toBe(400);
    expect((await post(`${admin}/requests/${id}/outcome`, { resultCode: 17 })).status).toBe(400);
    const forced = await post(`${admin}/requests/${id}/outcome`, { resultCode: 17, resultDesc: 'Rule limited.' });
    expect(forced.status).toBe(200);
    expect((await waitFor(() => receiver.for(id)[0]?.body)).Body.stkCallback).toMatchObject({ ResultCode: 17, ResultDesc: 'Rule limited.' });
  });

  it('forcing 0 pays with a receipt', async () => {
    const id = await pushFor('254733000003');
    await post(`${admin}/requests/${id}/outcome`, { resultCode: '0' });
    const callback = await waitFor(() => receiver.for(id)[0]?.body);
    expect(callback.Body.stkCallback.CallbackMetadata?.Item[1]).toEqual({ Name: 'MpesaReceiptNumber', Value: expect.stringMatching(/^[A-Z][A-Z0-9]{9}$/) });
  });

  it('re-delivers a callback on demand and records every attempt with the status received', async () => {
    const id = await pushFor('254708374149');
    await waitFor(() => receiver.for(id)[0]);
    receiver.state.status = 503;
    const again = await post(`${admin}/requests/${id}/callback`, {});
    expect(again.body.callback).toMatchObject({ attempt: 2, reason: 'redelivery', status: 503 });
    expect(receiver.for(id)).toHaveLength(2);
    expect(receiver.for(id)[1]?.body).toEqual(receiver.for(id)[0]?.body);
    expect((await attemptsFor(id)).map((a) => [a.attempt, a.reason, a.status])).toEqual([[1, 'result', 200], [2, 'redelivery', 503]]);

    const pending = await pushFor('254733000004');
    expect((await post(`${admin}/requests/${pending}/callback`, {})).status).toBe(409);
  });

  it('makes one attempt by default, even when the shop answers 500; an unreachable URL is recorded as such', async () => {
    receiver.state.status = 500;
    const id = await pushFor('254708374149');
    await waitFor(() => receiver.for(id)[0]);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await attemptsFor(id)).map((a) => a.status)).toEqual([500]);

    const lost = await pushFor('254700000001', 'http://127.0.0.1:9/payments/callback');
    const [attempt] = await waitFor(async () => {
      const list = await attemptsFor(lost);
      return list.length > 0 && list;
    });
    expect(attempt).toMatchObject({ status: null, error: expect.stringMatching(/fetch failed|ECONNREFUSED/) });
  });

  it('retries when asked to through the config', async () => {
    expect((await patch(`${admin}/config`, { callbackRetries: 2 })).body).toMatchObject({ callbackRetries: 2 });
    receiver.state.status = 500;
    const id = await pushFor('254708374149');
    const attempts = await waitFor(async () => {
      const list = await attemptsFor(id);
      return list.length === 3 && list;
    });
    expect(attempts.map((a) => a.reason)).toEqual(['result', 'retry', 'retry']);
  });

  it('queues the next outcome for a phone', async () => {
    const queued = await post(`${admin}/next-outcome`, { phone: '254733000005', resultCode: 1 });
    expect(queued.body).toEqual({ phone: '254733000005', resultCode: 1, resultDesc: 'The balance is insufficient for the transaction.' });
    const id = await pushFor('254733000005');
    expect((await waitFor(() => receiver.for(id)[0]?.body)).Body.stkCallback.ResultCode).toBe(1);
    expect((await post(`${admin}/next-outcome`, { phone: '0733000005', resultCode: 1 })).status).toBe(400);
  });

  it('changes the tunables at run time and resets everything', async () => {
    expect((await patch(`${admin}/config`, { consumerSecret: 'x' })).status).toBe(400);
    expect((await patch(`${admin}/config`, { delayMs: -1 })).status).toBe(400);
    expect((await patch(`${admin}/config`, { autoApprove: true })).body).toMatchObject({ autoApprove: true });
    const id = await pushFor('254733000006');
    expect((await waitFor(() => receiver.for(id)[0]?.body)).Body.stkCallback.ResultCode).toBe(0);

    await pushFor('254733000007');
    await post(`${admin}/clock`, { advanceMs: 1000 });
    expect(await post(`${admin}/reset`, {})).toEqual({ status: 200, body: { ok: true } });
    expect(await get(`${admin}/requests`)).toEqual({ requests: [] });
    expect(await get(`${admin}/callbacks`)).toEqual({ callbacks: [] });
    expect(await get(`${admin}/config`)).toMatchObject({ autoApprove: false });
    expect(await get(`${admin}/clock`)).toMatchObject({ offsetMs: 0 });
    // The reset closed the open prompt on that phone, and tokens survive a reset.
    await expect(pushFor('254733000007')).resolves.toMatch(/^ws_CO_/);
  });
});
