import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getToken, startSandbox, type Sandbox } from '../mpesa/test-support.ts';
import { buniHeaders, freshPhone, kcbBasic, kcbPush, kcbPushBody, kcbToken, requestToken } from './test-support.ts';

let sandbox: Sandbox;
const callbackUrl = 'http://127.0.0.1:9/api/payments/callbacks/x';

beforeAll(async () => {
  sandbox = await startSandbox({ delayMs: 60_000, timeoutMs: 60_000 });
});
afterAll(() => sandbox.close());

const pushWith = (token: string) => kcbPush(sandbox.kcb, buniHeaders(token), kcbPushBody(callbackUrl, { phoneNumber: freshPhone() }));

describe('KCB Buni token (POST /token?grant_type=client_credentials)', () => {
  it('issues a bearer token for the sandbox consumer key and secret', async () => {
    const response = await requestToken(sandbox.kcb);
    expect(response).toEqual({
      status: 200,
      body: { access_token: expect.stringMatching(/^[0-9a-f-]{36}$/), scope: 'default', token_type: 'Bearer', expires_in: 3599 },
    });
  });

  it('takes grant_type in the form body too', async () => {
    const response = await fetch(`${sandbox.kcb}/token`, {
      method: 'POST', headers: { authorization: kcbBasic(), 'content-type': 'application/x-www-form-urlencoded' }, body: 'grant_type=client_credentials',
    });
    expect(response.status).toBe(200);
  });

  it('refuses wrong credentials and a wrong grant type in OAuth\'s error shape', async () => {
    expect(await requestToken(sandbox.kcb, kcbBasic('mitumba-sandbox-kcb-key', 'wrong'))).toEqual({
      status: 401, body: { error: 'invalid_client', error_description: 'Client Authentication failed.' },
    });
    expect(await requestToken(sandbox.kcb, 'Bearer nothing')).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
    expect(await requestToken(sandbox.kcb, kcbBasic(), '?grant_type=password')).toEqual({
      status: 400, body: { error: 'unsupported_grant_type', error_description: 'Unsupported grant_type value' },
    });
  });

  it('reads other credentials from SANDBOX_KCB_CONSUMER_KEY / _SECRET', async () => {
    const other = await startSandbox({}, { env: { SANDBOX_KCB_CONSUMER_KEY: 'k2', SANDBOX_KCB_CONSUMER_SECRET: 's2' } });
    try {
      expect((await requestToken(other.kcb, kcbBasic('k2', 's2'))).status).toBe(200);
      expect((await requestToken(other.kcb)).status).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe('KCB Buni bearer check on the STK push', () => {
  it('answers the gateway fault without a token, with a made-up one, and with a Daraja token', async () => {
    const missing = await kcbPush(sandbox.kcb, { 'content-type': 'application/json' }, kcbPushBody(callbackUrl));
    expect(missing).toMatchObject({ status: 401, body: { fault: { code: 900902, message: 'Missing Credentials' } } });
    expect(await pushWith('not-a-token')).toMatchObject({ status: 401, body: { fault: { code: 900901, message: 'Invalid Credentials' } } });
    expect((await pushWith(await getToken(sandbox.base + '/mpesa'))).status).toBe(401);
  });

  it('accepts its own token until it expires on the emulator clock', async () => {
    const token = await kcbToken(sandbox.kcb);
    expect((await pushWith(token)).status).toBe(200);
    await fetch(`${sandbox.base}/mpesa/__emulator/clock`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: 3599 * 1000 }),
    });
    expect(await pushWith(token)).toMatchObject({ status: 401, body: { fault: { code: 900901 } } });
  });
});
