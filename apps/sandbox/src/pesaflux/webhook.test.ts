import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleep, startReceiver, startSandbox, waitFor, type Sandbox } from '../mpesa/test-support.ts';
import { initiate, status } from './test-support.ts';

type Webhook = Record<string, unknown>;
let sandbox: Sandbox;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let account: Awaited<ReturnType<typeof startReceiver>>;

const webhooksFor = (target: typeof receiver, id: string) =>
  target.received.map((entry) => entry.body as unknown as Webhook).filter((body) => body.TransactionID === id);
const firstWebhook = (id: string, target = receiver) => waitFor(() => webhooksFor(target, id)[0]);

beforeAll(async () => {
  receiver = await startReceiver();
  account = await startReceiver();
  sandbox = await startSandbox({}, { env: { SANDBOX_PESAFLUX_WEBHOOK_URL: account.url } });
});
afterAll(async () => {
  await sandbox.close();
  await receiver.close();
  await account.close();
});

describe('PesaFlux webhooks', () => {
  it('posts a paid prompt as flat JSON with the receipt', async () => {
    const id = await initiate(sandbox.pesaflux, { msisdn: '0708374149', amount: 1500, reference: 'ORD-1', callback_url: receiver.url });
    const body = await firstWebhook(id);
    expect(body).toEqual({
      ResponseCode: 0,
      ResponseDescription: 'The service request is processed successfully.',
      MerchantRequestID: expect.stringMatching(/^\d{5}-\d{8}-1$/),
      CheckoutRequestID: expect.stringMatching(/^ws_CO_\d{17}708374149$/),
      TransactionID: id,
      TransactionAmount: 1500,
      TransactionReceipt: expect.stringMatching(/^[A-Z][A-Z0-9]{9}$/),
      TransactionDate: expect.stringMatching(/^\d{14}$/),
      TransactionReference: 'ORD-1',
      Msisdn: '254708374149',
    });
    // The status call tells the same story.
    expect((await status(sandbox.pesaflux, id)).body).toMatchObject({ TransactionReceipt: body.TransactionReceipt, TransactionDate: body.TransactionDate });
  });

  it.each([
    ['cancelled', '254700000001', 1032, 'Request cancelled by user'],
    ['insufficient funds', '254700000003', 1, 'The balance is insufficient for the transaction.'],
    ['timeout', '254700000002', 1037, 'DS timeout user cannot be reached'],
  ])('posts a %s prompt with the Daraja code as a number and no receipt', async (_name, msisdn, code, description) => {
    const id = await initiate(sandbox.pesaflux, { msisdn, callback_url: receiver.url });
    const body = await firstWebhook(id);
    expect(body).toMatchObject({ ResponseCode: code, ResponseDescription: description, TransactionID: id, Msisdn: msisdn, TransactionAmount: 1500 });
    expect(body).not.toHaveProperty('TransactionReceipt');
    expect(body.TransactionDate).toMatch(/^\d{14}$/);
  });

  it('falls back to the account\'s webhook URL when the request names none', async () => {
    const id = await initiate(sandbox.pesaflux, { msisdn: '254708374149' });
    expect(await firstWebhook(id, account)).toMatchObject({ ResponseCode: 0, TransactionID: id });
    expect(webhooksFor(receiver, id)).toEqual([]);
  });

  it('sends nothing for a dropped callback (254700000007) while the status call says Completed', async () => {
    const id = await initiate(sandbox.pesaflux, { msisdn: '254700000007', callback_url: receiver.url });
    await waitFor(async () => (await status(sandbox.pesaflux, id)).body.TransactionStatus === 'Completed');
    await sleep(100);
    expect(webhooksFor(receiver, id)).toEqual([]);
  });

  it('sends a duplicated callback (254700000006) twice, identical', async () => {
    const id = await initiate(sandbox.pesaflux, { msisdn: '254700000006', callback_url: receiver.url });
    const both = await waitFor(() => webhooksFor(receiver, id).length === 2 && webhooksFor(receiver, id));
    expect(both[1]).toEqual(both[0]);
  });
});

describe('PesaFlux without any webhook URL', () => {
  it('settles the prompt and calls nobody', async () => {
    const quiet = await startSandbox();
    try {
      const id = await initiate(quiet.pesaflux, { msisdn: '254708374149' });
      await waitFor(async () => (await status(quiet.pesaflux, id)).body.TransactionStatus === 'Completed');
      const callbacks = await fetch(`${quiet.mpesa}/__emulator/callbacks`).then((r) => r.json()) as { callbacks: unknown[] };
      expect(callbacks.callbacks).toEqual([]);
    } finally {
      await quiet.close();
    }
  });
});
