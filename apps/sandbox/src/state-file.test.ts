import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pushBody as lipiaPushBody, lipiaStatus, pushed as lipiaPushed } from './lipia/test-support.ts';
import { getToken, sleep, startSandbox, stkPush, stkQuery, waitFor, type Sandbox } from './mpesa/test-support.ts';
import { initializeBody, paystackCall, startWebhookReceiver } from './paystack/test-support.ts';
import { createOrder, call as razorpayCall, KEYS } from './razorpay/test-support.ts';
import { AUTH, createSession, postForm, type Json } from './stripe/test-support.ts';

/**
 * The sandbox's state on disk (decision 0028), over real HTTP: a sandbox on a state folder is closed with a callback
 * and webhooks still on their way (a crash: nothing is flushed on the way out), a new one on the same folder carries on.
 */
type Hit = { path: string; body: Json };

/** The shop's callback addresses: while `hang` is on, requests are held unanswered (the shop is down mid-delivery). */
async function startShop() {
  const received: Hit[] = [];
  const held: ServerResponse[] = [];
  const state = { hang: true };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (state.hang) return void held.push(response);
      received.push({ path: request.url ?? '', body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Json });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    held,
    state,
    at: (where: string) => received.filter((hit) => hit.path === where),
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const form = (url: string, fields: Record<string, string>) => postForm(url, fields, {});

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function stateDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'mitumba-sandbox-state-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function started(dir: string, env: Record<string, string> = {}, logs?: string[]): Promise<Sandbox> {
  const sandbox = await startSandbox({ timeoutMs: 1_500 }, { env, stateDir: dir, logs });
  cleanups.push(() => sandbox.close());
  return sandbox;
}

/** Answers a prompt on the sandbox phone with a good PIN. */
async function payOnPhone(mpesa: string, phone: string): Promise<string> {
  const listing = await (await fetch(`${mpesa}/__emulator/requests?phone=${phone}&status=pending`)).json() as { requests: Array<{ checkoutRequestId: string }> };
  const id = listing.requests[0]!.checkoutRequestId;
  await form(`${mpesa}/phone/answer`, { checkoutRequestId: id, action: 'pin', pin: '1234' });
  return id;
}

describe('sandbox state on disk', () => {
  it('keeps prompts, card payments, due callbacks and webhooks across a crash, and re-arms them on start', async () => {
    const dir = stateDir();
    const shop = await startShop();
    cleanups.push(() => shop.close());
    const env = {
      SANDBOX_PAYSTACK_WEBHOOK_URL: `${shop.base}/paystack`, SANDBOX_STRIPE_WEBHOOK_URL: `${shop.base}/stripe`,
      SANDBOX_RAZORPAY_WEBHOOK_URL: `${shop.base}/razorpay`,
    };
    const first = await started(dir, env);
    const token = await getToken(first.mpesa);

    // M-Pesa (Daraja) answered on the phone, and a prompt nobody answers; Lipia (the shared engine) answered too.
    await stkPush(first.mpesa, token, `${shop.base}/mpesa`);
    const paidId = await payOnPhone(first.mpesa, '254712345678');
    const silentId = await stkPush(first.mpesa, token, `${shop.base}/mpesa`, { PartyA: '254711000222', PhoneNumber: '254711000222' });
    const silentPushedAt = Date.now();
    const lipiaReference = await lipiaPushed(first.lipia, lipiaPushBody('254722000333', { callback_url: `${shop.base}/lipia` }));
    await payOnPhone(first.mpesa, '254722000333');

    // Paystack, Stripe and Razorpay paid on their hosted pages.
    const paystack = `${first.base}/paystack`;
    const initialized = await paystackCall(`${paystack}/transaction/initialize`, { body: initializeBody() });
    const reference = String(initialized.body.data?.reference);
    await form(`${paystack}/checkout/${String(initialized.body.data?.access_code)}`, { action: 'pay', card: '4084084084084081' });
    const session = await createSession(`${first.base}/stripe`);
    await form(`${first.base}/stripe/pay/${session.id as string}`, { card: '4242424242424242' });
    const order = await createOrder(`${first.base}/razorpay`);
    await form(`${first.base}/razorpay/checkout`, { order_id: order.id as string, key_id: KEYS.keyId, action: 'pay' });

    // Every notification is on its way (the shop holds them unanswered) when the process dies.
    await waitFor(() => shop.held.length >= 5);
    await first.close();
    expect(JSON.parse(readFileSync(path.join(dir, 'state.json'), 'utf8'))).toMatchObject({ version: 1 });

    // The silent prompt's time-out passes while the sandbox is down; then it starts again and the shop answers.
    await sleep(Math.max(0, silentPushedAt + 1_700 - Date.now()));
    shop.state.hang = false;
    const second = await started(dir, env);

    // The token issued before the crash still works; the queries answer the settled prompts at once.
    const paidQuery = await stkQuery(second.mpesa, token, paidId);
    expect(paidQuery.body).toMatchObject({ ResultCode: '0', CheckoutRequestID: paidId });
    const silentQuery = await stkQuery(second.mpesa, token, silentId);
    expect(silentQuery.body).toMatchObject({ ResultCode: '1037' });

    // The callbacks due while it was down go to the URLs stored with the prompts, in each provider's own shape.
    const paidCallback = await waitFor(() => shop.at('/mpesa').find((hit) => hit.body.Body.stkCallback.CheckoutRequestID === paidId));
    expect(paidCallback.body.Body.stkCallback).toMatchObject({ ResultCode: 0, MerchantRequestID: paidQuery.body.MerchantRequestID });
    const lipiaCallback = await waitFor(() => shop.at('/lipia')[0]);
    expect(lipiaCallback.body).toMatchObject({ status: true, response: { Status: 'Success', TransactionReference: lipiaReference } });
    expect((await lipiaStatus(second.lipia, lipiaReference)).body.data).toMatchObject({ status: true });
    await waitFor(() => shop.at('/mpesa').find((hit) => hit.body.Body.stkCallback.CheckoutRequestID === silentId));

    // The card providers' webhooks are sent again, and their APIs answer the paid payments.
    expect((await waitFor(() => shop.at('/paystack')[0])).body).toMatchObject({ event: 'charge.success', data: { reference } });
    expect((await paystackCall(`${second.base}/paystack/transaction/verify/${reference}`)).body.data).toMatchObject({ status: 'success', amount: 420_000 });
    expect((await waitFor(() => shop.at('/stripe')[0])).body).toMatchObject({ type: 'checkout.session.completed', data: { object: { id: session.id } } });
    const retrieved = await (await fetch(`${second.base}/stripe/v1/checkout/sessions/${session.id as string}`, { headers: AUTH })).json() as Json;
    expect(retrieved).toMatchObject({ status: 'complete', payment_status: 'paid' });
    await waitFor(() => shop.at('/razorpay').length >= 2 || undefined);
    expect(shop.at('/razorpay').map((hit) => hit.body.event).sort()).toEqual(['order.paid', 'payment.captured']);
    expect((await razorpayCall(`${second.base}/razorpay/v1/orders/${order.id as string}`)).body).toMatchObject({ status: 'paid', amount_paid: 150000 });
  });

  it('carries on with a webhook retry that was waiting when the process died', async () => {
    const dir = stateDir();
    const shop = await startWebhookReceiver();
    cleanups.push(() => shop.close());
    // Paystack's hourly test retries last 600 ms here; the first try is answered 500.
    const env = { SANDBOX_PAYSTACK_WEBHOOK_URL: shop.url, SANDBOX_PAYSTACK_RETRY_SCALE: String(600 / 3_600_000) };
    shop.statuses.push(500);
    const first = await started(dir, env);
    const reference = String((await paystackCall(`${first.base}/paystack/transaction/initialize`, { body: initializeBody() })).body.data?.reference);
    await paystackCall(`${first.base}/paystack/__emulator/transactions/${reference}/pay`, { body: {} });
    const recorded = async () => (await (await fetch(`${first.base}/paystack/__emulator/webhooks?reference=${reference}`)).json() as { deliveries: unknown[] }).deliveries;
    await waitFor(async () => (await recorded()).length === 1);
    await first.close();

    await sleep(700);
    const second = await started(dir, env);
    await waitFor(() => shop.for(reference).length === 2);
    const { deliveries } = await (await fetch(`${second.base}/paystack/__emulator/webhooks?reference=${reference}`)).json() as { deliveries: Array<{ attempt: number; status: number }> };
    expect(deliveries.map(({ attempt, status }) => [attempt, status])).toEqual([[1, 500], [2, 200]]);
  });

  it('starts empty, with a warning, on a corrupt state file (kept aside), and saves afresh', async () => {
    const dir = stateDir();
    writeFileSync(path.join(dir, 'state.json'), '{"version":1,"sections":{"stk":');
    const logs: string[] = [];
    const sandbox = await started(dir, {}, logs);
    const warning = logs.map((line) => JSON.parse(line) as { level: number; msg: string }).find((line) => line.level === 40);
    expect(warning?.msg).toMatch(/corrupt.*starts empty/);
    expect(readdirSync(dir).some((name) => name.startsWith('state.json.corrupt-'))).toBe(true);

    const id = await stkPush(sandbox.mpesa, await getToken(sandbox.mpesa), 'http://127.0.0.1:9/callback');
    const saved = JSON.parse(readFileSync(path.join(dir, 'state.json'), 'utf8')) as { sections: { stk: { requests: Array<{ checkoutRequestId: string }> } } };
    expect(saved.sections.stk.requests.map((request) => request.checkoutRequestId)).toEqual([id]);
  });

  it('starts empty on a missing state file, saying so without a warning', async () => {
    const logs: string[] = [];
    const sandbox = await started(path.join(stateDir(), 'not-yet'), {}, logs);
    const lines = logs.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(lines.find((line) => line.msg.includes('no saved state'))?.level).toBe(30);
    expect(lines.filter((line) => line.level >= 40)).toEqual([]);
    expect((await fetch(`${sandbox.base}/health`)).status).toBe(200);
  });
});
