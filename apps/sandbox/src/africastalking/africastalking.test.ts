import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleep, startSandbox, waitFor, type Sandbox } from '../mpesa/test-support.ts';
import { sendSms, startReportReceiver } from './test-support.ts';

let sandbox: Sandbox;
let receiver: Awaited<ReturnType<typeof startReportReceiver>>;
let at: string;
const env = () => ({ SANDBOX_AT_CALLBACK_URL: receiver.url, SANDBOX_AT_REPORT_DELAY_MS: '20' });

beforeAll(async () => {
  receiver = await startReportReceiver();
  sandbox = await startSandbox({}, { env: env() });
  at = `${sandbox.base}/africastalking`;
});
afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});

const reportsFor = (id: string) => receiver.received.filter((report) => report.id === id);

describe("Africa's Talking emulator: messaging", () => {
  it('refuses a wrong apiKey or username with 401, and a missing field with 400', async () => {
    expect((await sendSms(at, { to: '+254711000111', message: 'Hi' }, { apiKey: 'nope' })).status).toBe(401);
    const wrongUser = await sendSms(at, { to: '+254711000111', message: 'Hi' }, { username: 'mitumba' });
    expect(wrongUser).toMatchObject({ status: 401, text: 'The supplied authentication is invalid' });
    expect(await sendSms(at, { message: 'Hi' })).toMatchObject({ status: 400, text: "Request is missing required form field 'to'" });
  });

  it('answers 201 with the SMSMessageData envelope and posts a Success delivery report to the dashboard callback', async () => {
    const sent = await sendSms(at, { to: '+254711000111', message: 'Order ABC123 is paid. Thank you!', from: 'MITUMBA' });
    expect(sent.status).toBe(201);
    const [recipient] = sent.body?.SMSMessageData.Recipients ?? [];
    expect(sent.body?.SMSMessageData.Message).toBe('Sent to 1/1 Total Cost: KES 0.8000');
    expect(recipient).toMatchObject({ statusCode: 101, number: '+254711000111', status: 'Success', cost: 'KES 0.8000' });
    expect(recipient?.messageId).toMatch(/^ATXid_[0-9a-f]{32}$/);
    const [report] = await waitFor(() => reportsFor(recipient?.messageId ?? '').length > 0 && reportsFor(recipient?.messageId ?? ''));
    expect(report).toEqual({ id: recipient?.messageId, status: 'Success', phoneNumber: '+254711000111', networkCode: '63902', failureReason: '', retryCount: '0' });
  });

  it('bills a long GSM-7 text and a short one with an emoji as two parts each', async () => {
    const long = await sendSms(at, { to: '+254711000112', message: 'a'.repeat(161) });
    expect(long.body?.SMSMessageData.Recipients[0]?.cost).toBe('KES 1.6000');
    const exactly = await sendSms(at, { to: '+254711000112', message: 'a'.repeat(160) });
    expect(exactly.body?.SMSMessageData.Recipients[0]?.cost).toBe('KES 0.8000');
    const emoji = await sendSms(at, { to: '+254711000112', message: `${'a'.repeat(69)}🙂` });
    expect(emoji.body?.SMSMessageData.Recipients[0]?.cost).toBe('KES 1.6000');
  });

  it('answers the test numbers with their recipient codes, several recipients in one request', async () => {
    const sent = await sendSms(at, { to: '+254700000403,+254700000405,+254700000406,+254700000500,0711000111', message: 'Hi' });
    expect(sent.body?.SMSMessageData.Recipients.map((recipient) => [recipient.statusCode, recipient.status, recipient.messageId, recipient.cost])).toEqual([
      [403, 'InvalidPhoneNumber', 'None', '0'], [405, 'InsufficientBalance', 'None', '0'], [406, 'UserInBlacklist', 'None', '0'],
      [500, 'InternalServerError', 'None', '0'], [403, 'InvalidPhoneNumber', 'None', '0'],
    ]);
    expect(sent.body?.SMSMessageData.Message).toBe('Sent to 0/5 Total Cost: KES 0.0000');
  });

  it('rejects +254700000502 once with 502, then sends to it', async () => {
    const first = await sendSms(at, { to: '+254700000502', message: 'Hi' });
    expect(first.body?.SMSMessageData.Recipients[0]?.statusCode).toBe(502);
    const second = await sendSms(at, { to: '+254700000502', message: 'Hi' });
    expect(second.body?.SMSMessageData.Recipients[0]?.statusCode).toBe(101);
  });

  it('reports Failed for +254700000601 and never reports for +254700000600', async () => {
    const failed = await sendSms(at, { to: '+254700000601', message: 'Hi' });
    const silent = await sendSms(at, { to: '+254700000600', message: 'Hi' });
    const failedId = failed.body?.SMSMessageData.Recipients[0]?.messageId ?? '';
    const [report] = await waitFor(() => reportsFor(failedId).length > 0 && reportsFor(failedId));
    expect(report).toMatchObject({ status: 'Failed', failureReason: 'DeliveryFailure' });
    // The Failed report was sent after the silent number's would have been due: that one never comes.
    expect(reportsFor(silent.body?.SMSMessageData.Recipients[0]?.messageId ?? '')).toEqual([]);
  });

  it('answers 406 for a number put on the blacklist, and lets the dashboard callback be changed', async () => {
    const listed = await fetch(`${at}/__emulator/blacklist`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phoneNumber: '+254711000199' }) });
    expect(listed.status).toBe(200);
    expect((await sendSms(at, { to: '+254711000199', message: 'Hi' })).body?.SMSMessageData.Recipients[0]?.statusCode).toBe(406);
    const bad = await fetch(`${at}/__emulator/callback-url`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ callbackUrl: 'not a url' }) });
    expect(bad.status).toBe(400);
    const set = await fetch(`${at}/__emulator/callback-url`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ callbackUrl: `${receiver.url}?moved=1` }) });
    expect(await set.json()).toEqual({ callbackUrl: `${receiver.url}?moved=1` });
    await fetch(`${at}/__emulator/callback-url`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ callbackUrl: receiver.url }) });
  });

  it("shows the number's messages on the sandbox phone's SMS inbox, escaped, and links it from the phone page", async () => {
    await sendSms(at, { to: '+254711000155', message: 'Order <b>XY12</b> placed' });
    const inbox = await (await fetch(`${at}/inbox?msisdn=254711000155`)).text();
    expect(inbox).toContain('Order &#60;b&#62;XY12&#60;/b&#62; placed');
    expect(inbox).not.toContain('+254711000111');
    const phone = await (await fetch(`${sandbox.mpesa}/phone?msisdn=254711000155`)).text();
    expect(phone).toContain('href="/sandbox/africastalking/inbox?msisdn=254711000155"');
  });
});

describe("Africa's Talking emulator: restarts", () => {
  it('keeps its messages and sends a report that came due while it was down', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'at-state-'));
    try {
      const first = await startSandbox({}, { env: { ...env(), SANDBOX_AT_REPORT_DELAY_MS: '300' }, stateDir: dir });
      const sent = await sendSms(`${first.base}/africastalking`, { to: '+254711000177', message: 'Kept' });
      await first.close();
      const id = sent.body?.SMSMessageData.Recipients[0]?.messageId ?? '';
      await sleep(350);
      expect(reportsFor(id)).toEqual([]);
      const second = await startSandbox({}, { env: env(), stateDir: dir });
      try {
        await waitFor(() => reportsFor(id).length > 0);
        const listed = await (await fetch(`${second.base}/africastalking/__emulator/messages?phoneNumber=%2B254711000177`)).json() as { messages: { text: string }[] };
        expect(listed.messages.map((message) => message.text)).toEqual(['Kept']);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
