import { constants, publicEncrypt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_INITIATOR_CERTIFICATE, SANDBOX_INITIATOR_NAME, SANDBOX_INITIATOR_PASSWORD } from './initiator-credential.ts';
import { getToken, startReceiver, startSandbox, type Sandbox } from './test-support.ts';

let sandbox: Sandbox;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const credential = (password = SANDBOX_INITIATOR_PASSWORD) =>
  publicEncrypt({ key: readFileSync(SANDBOX_INITIATOR_CERTIFICATE), padding: constants.RSA_PKCS1_PADDING }, Buffer.from(password)).toString('base64');

beforeAll(async () => {
  sandbox = await startSandbox();
  receiver = await startReceiver();
});
afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});

async function call(path: string, body: object) {
  const response = await fetch(`${sandbox.mpesa}${path}`, {
    method: 'POST', headers: { authorization: `Bearer ${await getToken(sandbox.mpesa)}`, 'content-type': 'application/json' },
    body: JSON.stringify({ SecurityCredential: credential(), ResultURL: `${receiver.url}/result`, QueueTimeOutURL: `${receiver.url}/timeout`, Remarks: 'Refund', ...body }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

/** The Result posted for this ConversationID (waits for the emulator's delay). */
async function resultFor(conversationId: string) {
  for (let tries = 0; tries < 200; tries += 1) {
    const found = receiver.received.map((entry) => (entry.body as unknown as { Result: Record<string, unknown> }).Result).find((result) => result?.ConversationID === conversationId);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no result for ${conversationId}`);
}

const b2c = (body: object) => call('/mpesa/b2c/v3/paymentrequest', {
  OriginatorConversationID: crypto.randomUUID(), InitiatorName: SANDBOX_INITIATOR_NAME, CommandID: 'BusinessPayment', Amount: 100, PartyA: '174379', PartyB: '254708374149', ...body,
});

describe('Daraja initiator calls', () => {
  it('accepts a B2C at once and posts its result; the same OriginatorConversationID is the same payout', async () => {
    const key = crypto.randomUUID();
    const first = await b2c({ OriginatorConversationID: key });
    expect(first.body).toMatchObject({ OriginatorConversationID: key, ResponseCode: '0', ResponseDescription: 'Accept the service request successfully.' });
    const result = await resultFor(first.body.ConversationID!);
    expect(result).toMatchObject({ ResultCode: 0, TransactionID: expect.stringMatching(/^[A-Z0-9]{10}$/) });
    expect((await b2c({ OriginatorConversationID: key })).body.ConversationID).toBe(first.body.ConversationID);
  });

  it('tells a wrong credential (2001) at the result URL, and refuses bad fields at once', async () => {
    const wrong = await b2c({ SecurityCredential: credential('not-the-password') });
    expect(await resultFor(wrong.body.ConversationID!)).toMatchObject({ ResultCode: 2001, ResultDesc: 'The initiator information is invalid.' });
    expect((await b2c({ PartyB: '0712' })).body).toMatchObject({ errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid PartyB' });
    expect((await b2c({ CommandID: 'Nope' })).status).toBe(400);
  });

  it('reverses only receipts it issued (R000002), and a time-out goes to the QueueTimeOutURL', async () => {
    const unknown = await call('/mpesa/reversal/v1/request', {
      Initiator: SANDBOX_INITIATOR_NAME, CommandID: 'TransactionReversal', TransactionID: 'TAA0000000', Amount: 100, ReceiverParty: '174379', RecieverIdentifierType: '11',
    });
    expect(await resultFor(unknown.body.ConversationID!)).toMatchObject({ ResultCode: 'R000002' });
    const slow = await b2c({ PartyB: '254700000002' });
    const timedOut = await resultFor(slow.body.ConversationID!);
    expect(timedOut).toMatchObject({ ResultType: 1, ResultCode: 1037 });
    expect(receiver.received.some((entry) => JSON.stringify(entry.body).includes(slow.body.ConversationID!))).toBe(true);
    const status = await call('/mpesa/transactionstatus/v1/query', { Initiator: SANDBOX_INITIATOR_NAME, CommandID: 'TransactionStatusQuery', OriginalConversationID: slow.body.ConversationID, PartyA: '174379', IdentifierType: '4' });
    expect(await resultFor(status.body.ConversationID!)).toMatchObject({ ResultCode: 'TS0001' });
  });

  it('reverses a paybill payment it received: not more than was paid, once', async () => {
    const paid = await fetch(`${sandbox.mpesa}/__emulator/c2b/pay`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ shortCode: '174379', amount: 700, billRefNumber: 'NOSUCH' }),
    });
    const { transId } = (await paid.json()) as { transId: string };
    const reverse = (amount: number) => call('/mpesa/reversal/v1/request', {
      Initiator: SANDBOX_INITIATOR_NAME, CommandID: 'TransactionReversal', TransactionID: transId, Amount: amount, ReceiverParty: '174379', RecieverIdentifierType: '11',
    });
    expect(await resultFor((await reverse(701)).body.ConversationID!)).toMatchObject({ ResultCode: 'R000002' });
    expect(await resultFor((await reverse(700)).body.ConversationID!)).toMatchObject({ ResultCode: 0 });
    expect(await resultFor((await reverse(700)).body.ConversationID!)).toMatchObject({ ResultCode: 'R000001' });
  });
});
