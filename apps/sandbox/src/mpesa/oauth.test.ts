import { afterEach, describe, expect, it } from 'vitest';
import { basic, post, pushBody, startSandbox, type Sandbox } from './test-support.ts';

let sandbox: Sandbox | undefined;
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
});

const generate = (mpesa: string, authorization?: string, query = '?grant_type=client_credentials') =>
  fetch(`${mpesa}/oauth/v1/generate${query}`, { headers: authorization ? { authorization } : {} });

describe('OAuth (GET /oauth/v1/generate)', () => {
  it('issues a token for the right key and secret, expires_in as the string "3599"', async () => {
    sandbox = await startSandbox();
    const response = await generate(sandbox.mpesa, basic());
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({ access_token: expect.stringMatching(/^[A-Za-z0-9]{28}$/), expires_in: '3599' });
  });

  it('refuses wrong credentials with 400.008.01 and a wrong grant type with 400.008.02', async () => {
    sandbox = await startSandbox();
    for (const authorization of [basic('mitumba-sandbox-key', 'nope'), basic('other', 'mitumba-sandbox-secret'), undefined, 'Bearer x']) {
      const response = await generate(sandbox.mpesa, authorization);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ errorCode: '400.008.01', errorMessage: 'Invalid Authentication passed' });
    }
    for (const query of ['', '?grant_type=password', '?grant_type=client_credentials%20']) {
      const response = await generate(sandbox.mpesa, basic(), query);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ errorCode: '400.008.02', errorMessage: 'Invalid grant type passed' });
    }
  });

  it('requires a live bearer token on the business APIs (404.001.03)', async () => {
    sandbox = await startSandbox();
    const url = `${sandbox.mpesa}/mpesa/stkpush/v1/processrequest`;
    for (const token of [undefined, 'made-up-token']) {
      const response = await post(url, pushBody('http://127.0.0.1:9/cb'), token);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ requestId: expect.any(String), errorCode: '404.001.03', errorMessage: 'Invalid Access Token' });
    }
    const query = await post(`${sandbox.mpesa}/mpesa/stkpushquery/v1/query`, {}, 'made-up-token');
    expect(query.status).toBe(404);
  });

  it('expires tokens after 3599 s of the injected clock', async () => {
    let now = new Date('2026-11-21T08:00:00Z');
    sandbox = await startSandbox({}, { now: () => now });
    const { access_token: token } = (await (await generate(sandbox.mpesa, basic())).json()) as { access_token: string };
    const url = `${sandbox.mpesa}/mpesa/stkpushquery/v1/query`;
    // Still valid after 3598 s: the call reaches validation (400), not the token check (404).
    now = new Date(now.getTime() + 3_598_000);
    expect((await post(url, {}, token)).status).toBe(400);
    now = new Date(now.getTime() + 1_000);
    expect((await post(url, {}, token)).body).toMatchObject({ errorCode: '404.001.03' });
  });

  it('expires tokens when the admin API moves the clock', async () => {
    sandbox = await startSandbox();
    const { access_token: token } = (await (await generate(sandbox.mpesa, basic())).json()) as { access_token: string };
    const url = `${sandbox.mpesa}/mpesa/stkpushquery/v1/query`;
    expect((await post(url, {}, token)).status).toBe(400);
    const moved = await post(`${sandbox.mpesa}/__emulator/clock`, { advanceMs: 3_600_000 });
    expect(moved.body).toMatchObject({ offsetMs: 3_600_000 });
    expect((await post(url, {}, token)).status).toBe(404);
  });
});
