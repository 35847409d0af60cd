import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml } from './phone-page.ts';
import { getToken, item, startReceiver, startSandbox, stkPush, stkQuery, waitFor, type Sandbox } from './test-support.ts';

let sandbox: Sandbox;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let token: string;

beforeAll(async () => {
  // Manual prompts that stay open long enough for the test to answer them.
  sandbox = await startSandbox({ autoApprove: false, timeoutMs: 30_000 });
  receiver = await startReceiver();
  token = await getToken(sandbox.mpesa);
});
afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});

const pushFor = (phone: string, overrides: Record<string, unknown> = {}) =>
  stkPush(sandbox.mpesa, token, receiver.url, { PartyA: phone, PhoneNumber: phone, ...overrides });
const page = async (search = '') => {
  const response = await fetch(`${sandbox.mpesa}/phone${search}`);
  return { status: response.status, type: response.headers.get('content-type'), html: await response.text() };
};
/** Submits the phone page's form the way a browser does. */
const answer = async (fields: Record<string, string>) => {
  const response = await fetch(`${sandbox.mpesa}/phone/answer`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location') ?? '' };
};
const resultOf = async (id: string) => (await waitFor(() => receiver.for(id)[0]?.body)).Body.stkCallback;

describe('the sandbox phone page', () => {
  it('lists a waiting prompt, grouped by phone, with the PIN field and the three buttons', async () => {
    const id = await pushFor('254712000001', { Amount: 1500, AccountReference: 'ORD-10023' });
    const other = await pushFor('254112000002', { Amount: 250, AccountReference: 'ORD-10024' });
    const { status, type, html } = await page();
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/html/);
    expect(html).toContain('Pay Ksh 1,500 to MITUMBA (account ORD-10023)?');
    expect(html).toContain('Pay Ksh 250 to MITUMBA (account ORD-10024)?');
    expect(html).toContain('+254 712 000 001');
    expect(html).toContain('+254 112 000 002');
    expect(html).toContain(`name="checkoutRequestId" value="${id}"`);
    expect(html).toMatch(/<input name="pin"[^>]*pattern="\[0-9\]\{4\}"/);
    for (const action of ['pin', 'wrong-pin', 'cancel']) expect(html).toContain(`name="action" value="${action}"`);
    expect(html).toContain('action="/sandbox/mpesa/phone/answer"');
    // The refresher is a script file (no inline script: the shop's Content-Security-Policy refuses those).
    expect(html).toContain('<script src="/sandbox/mpesa/phone/refresh.js"></script>');
    expect(html).not.toMatch(/<script>/);
    const refresher = await fetch(`${sandbox.mpesa}/phone/refresh.js`);
    expect(refresher.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await refresher.text()).toContain('setInterval');
    expect(html).toContain('<meta http-equiv="refresh" content="3">');
    expect(html).not.toMatch(/<link|src="http/);

    const mine = await page('?msisdn=254712000001');
    expect(mine.html).toContain('ORD-10023');
    expect(mine.html).not.toContain('ORD-10024');

    // Tidy up for the following tests.
    expect((await answer({ checkoutRequestId: id, action: 'cancel' })).status).toBe(303);
    expect((await answer({ checkoutRequestId: other, action: 'cancel' })).status).toBe(303);
  });

  it('pays with any 4-digit PIN: callback 0 with a receipt, and the page shows it', async () => {
    const id = await pushFor('254712000003', { Amount: 1500 });
    const response = await answer({ checkoutRequestId: id, pin: '4821', action: 'pin' });
    expect(response).toEqual({ status: 303, location: `/sandbox/mpesa/phone?done=${id}` });
    const callback = await waitFor(() => receiver.for(id)[0]?.body);
    expect(callback.Body.stkCallback.ResultCode).toBe(0);
    const receipt = item(callback, 'MpesaReceiptNumber')?.Value as string;
    const { html } = await page(`?done=${id}`);
    expect(html).toContain(`Paid Ksh 1,500 · receipt ${receipt}`);
    expect(html).not.toContain(`value="${id}"`);
    expect((await stkQuery(sandbox.mpesa, token, id)).body).toMatchObject({ ResultCode: '0' });
  });

  it('PIN 0000 and the Wrong PIN button end with 2001; Cancel with 1032', async () => {
    const cases: Array<[Record<string, string>, number]> = [
      [{ pin: '0000', action: 'pin' }, 2001],
      [{ action: 'wrong-pin' }, 2001],
      [{ action: 'cancel' }, 1032],
    ];
    for (const [fields, code] of cases) {
      const id = await pushFor('254712000004');
      await answer({ checkoutRequestId: id, ...fields });
      expect((await resultOf(id)).ResultCode).toBe(code);
    }
  });

  it('a PIN that is not 4 digits settles nothing; a settled prompt cannot be answered again', async () => {
    const id = await pushFor('254712000005');
    const bad = await answer({ checkoutRequestId: id, pin: '12', action: 'pin', msisdn: '254712000005' });
    expect(bad.location).toBe('/sandbox/mpesa/phone?msisdn=254712000005&error=pin');
    expect((await page(bad.location.slice(bad.location.indexOf('?')))).html).toContain('The M-Pesa PIN has 4 digits');
    expect((await stkQuery(sandbox.mpesa, token, id)).status).toBe(500);
    await answer({ checkoutRequestId: id, pin: '1234', action: 'pin' });
    const again = await answer({ checkoutRequestId: id, action: 'cancel' });
    expect(again.location).toBe('/sandbox/mpesa/phone?error=over');
    expect((await resultOf(id)).ResultCode).toBe(0);
    expect(receiver.for(id)).toHaveLength(1);
  });

  it('escapes what the shop sent', async () => {
    const id = await pushFor('254712000006', { AccountReference: '<b>"x\'&</b>', TransactionDesc: '<script>' });
    const { html } = await page();
    expect(html).not.toContain('<b>"x');
    expect(html).not.toContain('<script>"');
    expect(html).toContain(`(account ${escapeHtml('<b>"x\'&</b>')})`);
    expect(html).toContain('&#60;script&#62;');
    await answer({ checkoutRequestId: id, action: 'cancel' });
  });

  it('is reachable as /sandbox/phone', async () => {
    const response = await fetch(`${sandbox.base}/phone?msisdn=254712000001`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/sandbox/mpesa/phone?msisdn=254712000001');
  });
});
